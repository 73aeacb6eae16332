import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProfileSummary } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok, refused } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { OPPONENTS } from '@main/services/campaign/content/opponents'
import type { PortraitSpec } from '@main/services/campaign/types'
import { houseFaces } from '@main/services/match/quick'
import { PLAYER_PORTRAITS } from './portraits'

let dataDir: string
let cleanup: () => void
let api: Api

const open = (): Api => createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })

beforeEach(() => {
  ;({ dir: dataDir, cleanup } = tempDir())
  api = open()
})
afterEach(async () => {
  await api.flush()
  cleanup()
})

describe("the player's portrait", () => {
  it('is picked from generated faces when the profile is made, and kept in the save', async () => {
    const faces = await ok<string[]>(api, 'profiles.portraits')
    expect(faces).toHaveLength(PLAYER_PORTRAITS.length)
    expect(new Set(faces).size).toBe(faces.length)
    for (const svg of faces) {
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toMatch(/<script|style=|href/i)
    }
    const made = await ok<ProfileSummary>(api, 'profiles.create', {
      slot: 2,
      name: 'Vessa',
      portrait: 3,
    })
    expect(made.portrait).toBe(faces[3])
    // a profile made without a choice gets the first face
    expect(
      (await ok<ProfileSummary>(api, 'profiles.create', { slot: 1, name: 'Bo' })).portrait,
    ).toBe(faces[0])
    await api.flush()
    api = open()
    const again = await ok<ProfileSummary>(api, 'profiles.load', { slot: 2 })
    expect(again.portrait).toBe(faces[3])
  })

  it('refuses a face that is not on offer, and makes no profile', async () => {
    const bad = await refused(api, 'profiles.create', {
      slot: 1,
      name: 'Vessa',
      portrait: PLAYER_PORTRAITS.length,
    })
    expect(bad.code).toBe('invalid-payload')
    expect(await ok<ProfileSummary[]>(api, 'profiles.list')).toEqual([])
  })
})

/** How far apart two colours are, as the eye roughly sees them: the RGB distance. */
function colourGap(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const [x, y] = [rgb(a), rgb(b)]
  return Math.hypot(...x.map((channel, i) => channel - (y[i] ?? 0)))
}

describe("the player's faces beside the opponents'", () => {
  // the campaign's opponents and the house players of quick matches and the daily
  const opponents: { who: string; face: PortraitSpec }[] = [
    ...OPPONENTS.map((o) => ({ who: o.id, face: o.portrait })),
    ...houseFaces().map((face, i) => ({ who: `house ${i}`, face })),
  ]

  it('are none of them: a player never sits across from their own face', () => {
    const alike: string[] = []
    for (const [i, mine] of PLAYER_PORTRAITS.entries()) {
      for (const { who, face } of opponents) {
        if (face.species !== mine.species) continue
        const skin = colourGap(mine.skin, face.skin)
        const jacket = colourGap(mine.accent, face.accent)
        // a build other than human is all skin (a droid's plating, a scaled face): the skin must
        // differ; a human face is told apart by hair and beard unless skin and jacket both match
        const same = mine.species === 'human' ? skin < 60 && jacket < 60 : skin < 60
        if (same) alike.push(`player face ${i} (${mine.species}) looks like ${who}`)
      }
    }
    expect(alike).toEqual([])
  })
})
