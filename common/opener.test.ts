/**
 * Who opens and why (opener.ts): the cases the rules name, then the account held to the real
 * engine over seeded random matches (tools/testing/opener-check.ts), 2,000 a ruleset here and
 * 10,000 more in opener.slow.test.ts. fast-check runs with a fixed seed, so a failure repeats.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkOpenerReasons } from '@tools/testing/opener-check'
import type { RoundRecord } from './match'
import { firstOpening, openingOf, type OpenerEvent } from './opener'

const RUNS = 2_000

const won = (set: number, winner: 0 | 1): RoundRecord => ({
  set,
  winner,
  reason: 'stand',
  totals: [0, 0],
})
const tie = (set: number): RoundRecord => ({ set, winner: null, reason: 'tie', totals: [18, 18] })

describe('the first opener, from its opener event', () => {
  it('a coin has no draws; the high card gives each pair with the opener’s card first', () => {
    expect(firstOpening({ type: 'opener', player: 1, draws: [] })).toEqual({
      player: 1,
      why: { why: 'coin' },
    })
    expect(
      firstOpening({
        type: 'opener',
        player: 1,
        draws: [
          [5, 5],
          [4, 9],
        ],
      }),
    ).toEqual({
      player: 1,
      why: {
        why: 'highCard',
        draws: [
          [5, 5],
          [9, 4],
        ],
      },
    })
  })
})

describe('who opens a round, and why', () => {
  const highCard: OpenerEvent = { type: 'opener', player: 0, draws: [[9, 4]] }
  const at = (round: number, rounds: RoundRecord[], set = 1) =>
    ({ rules: 'classic', set, round, rounds, opener: 0 }) as const

  it('the loser of a round opens the next; after a tie the same player opens again', () => {
    expect(openingOf(at(1, []), highCard)).toEqual({
      player: 0,
      why: { why: 'highCard', draws: [[9, 4]] },
    })
    expect(openingOf(at(2, [won(1, 0)]), highCard)).toEqual({
      player: 1,
      why: { why: 'lostRound' },
    })
    expect(openingOf(at(3, [won(1, 0), tie(1)]), highCard)).toEqual({
      player: 1,
      why: { why: 'tie' },
    })
    // a tie in the first round: the first opener again
    expect(openingOf(at(2, [tie(1)]), highCard)).toEqual({ player: 0, why: { why: 'tie' } })
  })

  it('the winner of a set opens the next, whoever lost its last round', () => {
    const rounds = [won(1, 1), won(1, 1), won(1, 1)]
    expect(openingOf({ ...at(4, rounds, 2), rules: 'tournament', opener: 0 }, null)).toEqual({
      player: 1,
      why: { why: 'wonSet' },
    })
    expect(openingOf({ ...at(5, [...rounds, won(2, 1)], 2), rules: 'tournament' }, null)).toEqual({
      player: 0,
      why: { why: 'lostRound' },
    })
  })

  it('speaks of the round in play until the next starts, though the ended one is recorded', () => {
    // the scene between a round's end and the next round's start: round 1, one record
    expect(openingOf(at(1, [won(1, 1)]), highCard).why).toEqual({
      why: 'highCard',
      draws: [[9, 4]],
    })
  })

  it('a match picked up again: its ruleset’s way, the opener its view names', () => {
    expect(openingOf({ ...at(1, []), opener: 1 }, null)).toEqual({
      player: 1,
      why: { why: 'highCard', draws: null },
    })
    expect(openingOf({ ...at(1, []), rules: 'cantina', opener: 1 }, null)).toEqual({
      player: 1,
      why: { why: 'coin' },
    })
    expect(openingOf({ ...at(3, [tie(1), won(1, 0)]), opener: 1 }, null)).toEqual({
      player: 1,
      why: { why: 'lostRound' },
    })
  })
})

describe.each(['classic', 'tournament', 'cantina'] as const)('%s: random matches', (rules) => {
  it(`names the engine's opener, for a true reason, over ${RUNS} seeded matches`, () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
        checkOpenerReasons(rules, seed, choiceSeed)
      }),
      { seed: 20_250_301, numRuns: RUNS, endOnFailure: true },
    )
  })
})
