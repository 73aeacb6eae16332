import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMatch } from '../../engine'
import { profileV1ToV2 } from '../migrations'
import { profileSchema, type ProfileData } from './profile'

const FIXTURE = join(__dirname, '..', 'fixtures', 'profile-v1.json')
const profile = (): ProfileData =>
  profileSchema.parse(profileV1ToV2(JSON.parse(readFileSync(FIXTURE, 'utf8')).data))

const deck = ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'] as const

/** A match in progress exactly as a save written before the tutorial existed holds it. */
function savedQuickMatch(): Record<string, unknown> {
  const { state } = createMatch({ rules: 'classic', seed: 1, sideDecks: [[...deck], [...deck]] })
  return {
    id: 'match-3',
    mode: 'quick',
    opponentId: null,
    tier: 'rookie',
    deckId: 'deck-1',
    wager: 0,
    houseCut: 0,
    seed: 1,
    aiMoves: 0,
    startedAt: '2025-02-03T04:05:06.000Z',
    state,
  }
}

describe('the stored match', () => {
  it('a save from before the tutorial, with a quick match in progress, still loads as it was', () => {
    const old = { ...profile(), match: savedQuickMatch() }
    const loaded = profileSchema.parse(old)
    expect(loaded.match).toEqual(old.match)
  })

  it('holds a tutorial match, which has no deck', () => {
    const tutorial = { ...savedQuickMatch(), mode: 'tutorial', deckId: null }
    expect(profileSchema.parse({ ...profile(), match: tutorial }).match).toMatchObject({
      mode: 'tutorial',
      deckId: null,
    })
  })

  it('refuses a mode it does not know and a missing deck field', () => {
    const match = savedQuickMatch()
    expect(
      profileSchema.safeParse({ ...profile(), match: { ...match, mode: 'practice' } }).success,
    ).toBe(false)
    const { deckId: _deckId, ...noDeck } = match
    expect(profileSchema.safeParse({ ...profile(), match: noDeck }).success).toBe(false)
  })
})
