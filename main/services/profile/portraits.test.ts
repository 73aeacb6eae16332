import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProfileSummary } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok, refused } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
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
