import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchEvent, MatchUpdate, PlayerAction } from '@preload/contract'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createMatch } from '@main/engine'
import { Game } from '../game'
import { replayRecord } from '../history/replay'
import { scoreOf } from '../history/score'
import { EARLIER_TUTORIAL_DRAWS, TUTORIAL_DRAWS, TUTORIAL_HAND, tutorialSetup } from './tutorial'

let game: Game
let dir: string
let cleanup: () => void

beforeEach(async () => {
  const made = tempDir('pazaak-tutorial-')
  dir = made.dir
  cleanup = made.cleanup
  game = new Game({ dataDir: made.dir, host: 'web', seed: 5, now: steppingClock() })
  await game.init()
  await game.profiles.create(1, 'Ana')
})
afterEach(() => cleanup())

/** Follows the coach (match.hint) to the end; returns every update and the advice taken. */
async function followCoach(): Promise<{ updates: MatchUpdate[]; advice: PlayerAction[] }> {
  const updates = [await game.matches.start({ mode: 'tutorial' })]
  const advice: PlayerAction[] = []
  for (let last = updates[0]!; last.result === null; last = updates[updates.length - 1]!) {
    if (advice.length > 40) throw new Error('the tutorial did not end')
    const hint = game.matches.hint(last.matchId)
    advice.push(hint.action)
    updates.push(await game.matches.act(last.matchId, hint.action))
  }
  return { updates, advice }
}

const draws = (events: MatchEvent[]): number[] =>
  events.flatMap((e) => (e.type === 'draw' ? [e.value] : []))

describe('the tutorial match', () => {
  it('starts with no deck on a fresh profile: the scripted hand, the first scripted draw, you open', async () => {
    // A fresh profile owns none of +4, -3, ±2, +5 and has chosen no deck for the tutorial.
    const first = await game.matches.start({ mode: 'tutorial' })
    expect(first).toMatchObject({ mode: 'tutorial', wager: 0, result: null })
    expect(first.events.slice(0, 3)).toEqual([
      { type: 'roundStart', set: 1, round: 1, opener: 0 },
      { type: 'turn', player: 0 },
      { type: 'draw', player: 0, value: TUTORIAL_DRAWS[0], total: TUTORIAL_DRAWS[0] },
    ])
    expect(first.view.players[0].hand).toEqual(TUTORIAL_HAND)
    expect(first.view.rules).toBe('classic')
    expect(first.view.turn).toBe(0)
    expect(game.matches.hint(first.matchId)).toMatchObject({ action: { type: 'end' }, total: 8 })
  })

  it('following the coach meets every lesson in order and wins 3-0 on the scripted cards', async () => {
    const { updates, advice } = await followCoach()
    const events = updates.flatMap((u) => u.events)
    // Every main-deck card of the match is one of the script's, in its order.
    expect(draws(events)).toEqual(TUTORIAL_DRAWS)
    expect(advice).toEqual([
      // round 1: end on 8; on 15, +5 (key 4) makes exactly 20
      { type: 'end' },
      { type: 'play', card: '+5' },
      // round 2: end on 6, end on 13; on 23, -3 (key 2) comes back to 20
      { type: 'end' },
      { type: 'end' },
      { type: 'play', card: '-3' },
      // round 3: end on 6, end on 11; on 21, with the -3 gone, only ±2 turned to minus (F,
      // then key 3) comes back; stand on 19 against 16
      { type: 'end' },
      { type: 'end' },
      { type: 'play', card: '±2', sign: '-' },
      { type: 'stand' },
    ])
    const plays = events.filter((e) => e.type === 'play')
    expect(plays.map((e) => [e.player, e.card, e.sign, e.total])).toEqual([
      [0, '+5', null, 20],
      [0, '-3', null, 20],
      [0, '±2', '-', 19],
    ])
    expect(events.filter((e) => e.type === 'stand')).toEqual([
      { type: 'stand', player: 0, total: 20, auto: true },
      { type: 'stand', player: 1, total: 17, auto: false },
      { type: 'stand', player: 0, total: 20, auto: true },
      { type: 'stand', player: 1, total: 16, auto: false },
      { type: 'stand', player: 0, total: 19, auto: false },
    ])
    expect(events.filter((e) => e.type === 'bust')).toEqual([
      { type: 'bust', player: 1, total: 25 },
    ])
    const rounds = events.filter((e) => e.type === 'roundEnd')
    expect(rounds.map((e) => [e.winner, e.reason, e.totals])).toEqual([
      [0, 'bust', [20, 25]],
      [0, 'stand', [20, 17]],
      [0, 'stand', [19, 16]],
    ])
    // Round 3 holds the flip lesson: over 20, and as plus the ±2 would only go further over.
    const flipped = updates.findIndex((u) => u.events.some((e) => e.type === 'play' && e.sign))
    const before = updates[flipped - 1]!.view.players[0]
    expect(before.total).toBe(21)
    expect(before.projections?.['±2']).toEqual([
      { sign: '+', total: 23 },
      { sign: '-', total: 19 },
    ])
    // Round 2 holds the bust-and-recover lesson: the player went over before the -3.
    const round2 = updates.find((u) => u.events.some((e) => e.type === 'play' && e.card === '-3'))
    expect(round2?.events[0]).toEqual({
      type: 'play',
      player: 0,
      card: '-3',
      sign: null,
      value: -3,
      total: 20,
    })
  })

  it('settles nothing: no credits, no stats, no ledger line; the match is gone afterwards', async () => {
    const wallet = await game.profiles.mutate((p) => structuredClone(p.wallet))
    const statsBefore = await game.profiles.mutate((p) => structuredClone(p.stats))
    const { updates } = await followCoach()
    const end = updates[updates.length - 1]!
    expect(end.result).toMatchObject({ winner: 0, resigned: false, creditsDelta: 0 })
    expect(end.view.phase).toBe('over')
    const after = game.profiles.require()
    expect(after.wallet).toEqual(wallet)
    expect(after.stats).toEqual(statsBefore)
    expect(after.match).toBeNull()
    expect(game.matches.resume()).toBeNull()
  })

  it('leaving the tutorial costs nothing and records nothing', async () => {
    const statsBefore = structuredClone(game.profiles.require().stats)
    const first = await game.matches.start({ mode: 'tutorial' })
    const left = await game.matches.resign(first.matchId)
    expect(left.result).toMatchObject({ resigned: true, creditsDelta: 0, winner: 1 })
    expect(game.profiles.require().stats).toEqual(statsBefore)
    expect(game.profiles.require().wallet.credits).toBe(10_000)
  })

  it('a player who strays from the coach still gets a match that plays on past the script', async () => {
    let update = await game.matches.start({ mode: 'tutorial' })
    for (let n = 0; update.result === null; n++) {
      if (n > 400) throw new Error('the match did not end')
      // Always end the turn, even over 20: the script runs out and the generator deals on.
      update = await game.matches.act(update.matchId, { type: 'end' })
    }
    expect(update.result?.creditsDelta).toBe(0)
  })
})

describe('a tutorial match begun before an update changed the script', () => {
  it('plays on with the draws it was dealt, and the history keeps and replays those', async () => {
    // saved by the earlier release: its script's deal, the first card drawn
    const earlier = EARLIER_TUTORIAL_DRAWS[0]!
    await game.matches.start({ mode: 'tutorial' })
    await game.profiles.mutate((p) => {
      p.match!.state = createMatch(tutorialSetup(earlier)).state
    })
    await game.flush()
    // the app, updated, opens again: the open match comes back from the file as it was saved
    const again = new Game({ dataDir: dir, host: 'web', seed: 5, now: steppingClock() })
    await again.init()
    await again.profiles.load(1)
    const updates = [again.matches.resume()!]
    const advice: PlayerAction[] = []
    for (let last = updates[0]!; last.result === null; last = updates[updates.length - 1]!) {
      if (advice.length > 40) throw new Error('the tutorial did not end')
      advice.push(again.matches.hint(last.matchId).action)
      updates.push(await again.matches.act(last.matchId, advice[advice.length - 1]!))
    }
    // its own cards to the end, and the coach's advice fits them: round 3 stands on 19
    expect([8, ...draws(updates.flatMap((u) => u.events))]).toEqual(earlier)
    expect(advice.slice(-2)).toEqual([{ type: 'end' }, { type: 'stand' }])
    expect(updates.at(-1)!.result).toMatchObject({ winner: 0 })
    // kept with the script it was dealt, so its replay deals the same cards to the same moves
    const record = again.profiles.require().history!.at(-1)!
    expect(record.script?.draws).toEqual(earlier)
    const replayed = replayRecord(record)
    expect(scoreOf(replayed.states.at(-1)!)).toEqual(record.score)
    expect(record.score?.rounds).toEqual([3, 0])
    await again.flush()
  })
})
