import { describe, expect, it } from 'vitest'
import { isMusicTrack } from './music'

describe('the music tracks', () => {
  it('knows the tracks main may name for a location, and nothing else', () => {
    expect(isMusicTrack('cantina-3')).toBe(true)
    expect(isMusicTrack('menu')).toBe(true)
    expect(isMusicTrack('cantina-9')).toBe(false)
    expect(isMusicTrack('toString')).toBe(false)
  })
})
