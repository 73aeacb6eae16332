import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchUpdate, PlayerAction } from '@preload/contract'
import { decide, mostLikely } from '@main/ai'
import { policyAction, policyById } from '@main/ai/belief'
import { apply, createMatch, view, type Action, type MatchState } from '@main/engine'
import { createApi } from '@main/api/router'
import {
  habitsSchema,
  profileFile,
  profileSchema,
  savesDir,
  type HabitsData,
  type ProfileData,
  type StoredMatch,
} from '@main/store'
import { ok } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { gameWithProfile, openEveryCantina } from '@tools/testing/feats-kit'
import { profileV1ToV2 } from '@main/store/migrations'
import { appendMove } from '../history/moves'
import {
  emptyHabits,
  habitRemark,
  habitsBelief,
  HABITS_BOUND,
  MEMORY_WEIGHT,
  noteHabits,
} from './habits'
import { quickDeck } from './quick'

/** The player's remembered habits, from real matches: counted, bounded, read back as a prior. */

let dir: string
let cleanup: () => void
beforeEach(() => {
  const made = tempDir('pazaak-habits-')
  dir = made.dir
  cleanup = made.cleanup
})
afterEach(() => cleanup())

function moveOf(update: MatchUpdate, policyId: string): PlayerAction {
  const legal = update.view.legal
  const pick: Action =
    legal.find((a) => a.type === 'choose') ??
    (legal.length === 1 ? (legal[0] as Action) : policyAction(policyById(policyId), update.view))
  const { player: _seat, ...rest } = pick
  return rest as PlayerAction
}

/** A finished quick match of a scripted player (seat 0) against kotor, as Matches stores it. */
function finished(policyId: string, seed: number): StoredMatch {
  const deck = quickDeck('classic')
  let state: MatchState = createMatch({ rules: 'classic', seed, sideDecks: [deck, deck] }).state
  let moves = ''
  for (let step = 0; state.phase !== 'over'; step++) {
    const seat = state.turn ?? (state.players[0].chosen ? 1 : 0)
    const seen = view(state, seat)
    const action =
      seat === 0 && state.phase === 'turn' && seen.legal.length > 1
        ? policyAction(policyById(policyId), seen)
        : decide(seen, { tier: 'kotor' }, seed * 100 + step)
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
    moves = appendMove(moves, action)
  }
  return { mode: 'quick', seed, state, moves } as StoredMatch
}

/** The memory after `matches` finished matches of one scripted player. */
function remembered(policyId: string, matches: number): HabitsData | undefined {
  const profile = {} as ProfileData
  for (let m = 0; m < matches; m++) noteHabits(profile, finished(policyId, 300 + m))
  return profile.habits
}

describe("the player's habits", () => {
  it('are counted from a real finished match, as the AI saw it, and saved', async () => {
    const api = createApi({ dataDir: dir, host: 'web', seed: 5, now: steppingClock() })
    await ok(api, 'profiles.create', { slot: 1, name: 'Saver' })
    let update = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'kotor',
      deckId: null,
      seed: 8,
    })
    for (let n = 0; update.result === null; n++) {
      if (n > 2_000) throw new Error('the match did not end')
      update = await ok<MatchUpdate>(api, 'match.act', {
        matchId: update.matchId,
        action: moveOf(update, 'stand17-save'),
      })
    }
    const save = JSON.parse(readFileSync(join(savesDir(dir), profileFile(1)), 'utf8')) as {
      data: ProfileData
    }
    const habits = save.data.habits
    expect(habits?.matches).toBe(1)
    // it stood from 17 and drew below it, and never played a card
    const stoodBelow = habits?.stood.slice(0, 7).reduce((a, b) => a + b, 0)
    const drewFrom = habits?.drew.slice(7).reduce((a, b) => a + b, 0)
    expect(stoodBelow).toBe(0)
    expect(drewFrom).toBe(0)
    const seen = [...(habits?.stood ?? []), ...(habits?.drew ?? [])].reduce((a, b) => a + b, 0)
    expect(seen).toBeGreaterThan(0)
    expect(habits?.plays).toEqual({ to20: 0, rescue: 0, reach: 0, low: 0 })
  }, 60_000)

  it('stay small: past the bound every count is halved', () => {
    const full = emptyHabits()
    full.stood = full.stood.map(() => 400)
    full.matches = 900
    const profile = { habits: full } as ProfileData
    noteHabits(profile, finished('stand16-rescue', 7))
    const h = profile.habits as HabitsData
    const total =
      h.stood.reduce((a, b) => a + b, 0) +
      h.drew.reduce((a, b) => a + b, 0) +
      Object.values(h.plays).reduce((a, b) => a + b, 0) +
      h.letGo
    expect(total).toBeLessThanOrEqual(HABITS_BOUND)
    expect(h.matches).toBe(901)
    expect(habitsSchema.safeParse(h).success).toBe(true)
  })

  it('a bad or oversized memory in a save is dropped by the schema, the rest of the save kept', () => {
    const fixture = join(__dirname, '..', '..', 'store', 'fixtures', 'profile-v1.json')
    const base = profileSchema.parse(profileV1ToV2(JSON.parse(readFileSync(fixture, 'utf8')).data))
    const good = emptyHabits()
    expect(profileSchema.parse({ ...base, habits: good }).habits).toEqual(good)
    const bad = [
      { ...good, stood: new Array(5000).fill(1) },
      { ...good, drew: [1, 2, 3] },
      { ...good, letGo: 1e12 },
      { ...good, plays: { ...good.plays, extra: 1 } },
      { ...good, secret: 'x'.repeat(100_000) },
      'not a memory',
    ]
    for (const habits of bad) {
      const parsed = profileSchema.safeParse({ ...base, habits })
      expect(parsed.success).toBe(true)
      expect(parsed.data?.habits).toBeUndefined()
      expect(parsed.data?.name).toBe(base.name)
    }
  })

  it('become the prior of a master who remembers: the saver found, worth at most a few actions', () => {
    const habits = remembered('stand17-save', 3)
    const belief = habitsBelief(habits)
    expect(belief.observed).toBe(MEMORY_WEIGHT)
    expect(mostLikely(belief).policy.spend).toBe('save')
    // nothing remembered: the even belief, no evidence (the master plays as before)
    expect(habitsBelief(undefined)).toEqual(habitsBelief(emptyHabits()))
    expect(habitsBelief(undefined).observed).toBe(0)
  })

  it('are told to the player only when the evidence is strong', () => {
    expect(habitRemark(undefined)).toBeNull()
    // two matches are too few, whatever they show
    expect(habitRemark(remembered('stand17-save', 2))).toBeNull()
    expect(habitRemark(remembered('stand17-save', 20))).toEqual({
      key: 'remark.standsOn',
      params: { total: 17 },
    })
    expect(habitRemark(remembered('stand15-rescue', 20))).toEqual({
      key: 'remark.standsOn',
      params: { total: 15 },
    })
    // the kotor rule stands from 16 or 18 as its cards allow: no plain threshold to call out
    const mixed = emptyHabits()
    mixed.matches = 10
    mixed.stood = [0, 0, 0, 0, 0, 4, 5, 6, 8, 9, 9]
    mixed.drew = [9, 9, 9, 9, 9, 5, 4, 3, 1, 0, 0]
    expect(habitRemark(mixed)).toBeNull()
  })

  it('are told only by a campaign opponent at the master tier', async () => {
    const habits = remembered('stand17-save', 20)
    const game = await gameWithProfile(dir, (profile) => {
      profile.habits = habits
      openEveryCantina(profile)
      // the baron, a champion, sits down once the campaign is won
      profile.campaign.finished = true
    })
    const deckId = game.profiles.require().decks[0]?.id ?? ''
    const remark = { key: 'remark.standsOn', params: { total: 17 } }
    const baron = await game.matches.start({
      mode: 'campaign',
      opponentId: 'baron-thorne',
      deckId,
      wager: 2_500,
    })
    expect(baron.opponent.tier).toBe('master')
    expect(baron.opponent.remark).toEqual(remark)
    // still there after a restart of the view (resume)
    expect(game.matches.resume()?.opponent.remark).toEqual(remark)
    const veteran = await game.matches.start({
      mode: 'campaign',
      opponentId: 'mother-oona',
      deckId,
      wager: 2_000,
      forfeit: baron.matchId,
    })
    expect(veteran.opponent.tier).not.toBe('master')
    expect(veteran.opponent.remark).toBeUndefined()
    const quickMaster = await game.matches.start({
      mode: 'quick',
      rules: 'classic',
      tier: 'master',
      deckId: null,
      forfeit: veteran.matchId,
    })
    expect(quickMaster.opponent.remark).toBeUndefined()
  }, 60_000)
})
