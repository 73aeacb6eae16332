import { describe, expect, it } from 'vitest'
import { MUSIC_TRACKS } from '@common/music'
import { MUSIC_PARTS, partsByTrack } from './music'

/** Every track with `count` parts, as the bundle's glob names them (path -> url). */
function files(count: number, except?: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const track of MUSIC_TRACKS) {
    for (let k = 1; k <= count; k++) {
      const path = `/assets/sounds/music/${track}/${k}.ogg`
      if (path !== except) found[path] = `/assets/${track}-${k}.ogg`
    }
  }
  return found
}

describe('the music parts', () => {
  it('bundles every track as parts numbered from 1 without a gap', () => {
    for (const track of MUSIC_TRACKS) {
      expect(MUSIC_PARTS[track].length, track).toBeGreaterThan(1)
      expect(new Set(MUSIC_PARTS[track]).size, track).toBe(MUSIC_PARTS[track].length)
    }
  })

  it('orders parts by number, not by name (10 after 9)', () => {
    const parts = partsByTrack(files(11))
    expect(parts.menu.slice(8)).toEqual([
      '/assets/menu-9.ogg',
      '/assets/menu-10.ogg',
      '/assets/menu-11.ogg',
    ])
  })

  it('refuses a track with a missing part or none at all', () => {
    expect(() => partsByTrack(files(3, '/assets/sounds/music/table/2.ogg'))).toThrow(
      'music table has no part 2',
    )
    const noCantina = Object.fromEntries(
      Object.entries(files(2)).filter(([path]) => !path.includes('/cantina-6/')),
    )
    expect(() => partsByTrack(noCantina)).toThrow('music cantina-6 has no parts')
    expect(() => partsByTrack({ '/assets/sounds/music/menu.ogg': 'x' })).toThrow('not a music part')
  })
})
