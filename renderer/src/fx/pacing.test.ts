import { describe, expect, it } from 'vitest'
import type { MatchEvent, PlayerIndex, RoundReason } from '@common/match'
import { BEATS, effectsFor, thinkingBeat } from './pacing'

/** Each event's sounds within its update, seen from seat 0. */
function sounds(events: MatchEvent[], you: PlayerIndex = 0): string[][] {
  return events.map((_, at) => effectsFor(events, at, you))
}

const roundEnd = (
  winner: PlayerIndex | null,
  reason: RoundReason = winner === null ? 'tie' : 'stand',
): MatchEvent => ({
  type: 'roundEnd',
  winner,
  reason,
  totals: [18, 18],
  roundWins: [winner === 0 ? 3 : 0, winner === 1 ? 3 : 0],
})
const setEnd = (winner: PlayerIndex): MatchEvent => ({
  type: 'setEnd',
  winner,
  setWins: [winner === 0 ? 1 : 0, winner === 1 ? 1 : 0],
})
const matchEnd = (winner: PlayerIndex): MatchEvent => ({ type: 'matchEnd', winner })
const stand: MatchEvent = { type: 'stand', player: 1, total: 18, auto: false }
const roundStart: MatchEvent = { type: 'roundStart', set: 1, round: 2, opener: 0 }

describe('effectsFor: which moment plays what', () => {
  it('a card and a total of 20 keep their sounds', () => {
    expect(sounds([{ type: 'draw', player: 0, value: 5, total: 20 }])).toEqual([['draw', 'twenty']])
    expect(sounds([{ type: 'bust', player: 1, total: 23 }])).toEqual([['bust']])
  })

  it('a round plays won, lost or tied', () => {
    expect(sounds([stand, roundEnd(0), roundStart])).toEqual([['stand'], ['roundWon'], []])
    expect(sounds([roundEnd(1)])).toEqual([['roundLost']])
    expect(sounds([roundEnd(null), roundStart])).toEqual([['roundTied'], []])
  })

  it('the tiebreaker firing has its sting, then the round its cue', () => {
    const events: MatchEvent[] = [{ type: 'tiebreaker', player: 1 }, roundEnd(1, 'tiebreaker')]
    expect(sounds(events)).toEqual([['tiebreaker'], ['roundLost']])
  })

  it('a round that ends a set plays the set cue as it ends, once; the muck has its own', () => {
    const won: MatchEvent[] = [
      roundEnd(0),
      setEnd(0),
      { type: 'muck', player: 0, cards: ['+1', '-2'] },
      roundStart,
    ]
    expect(sounds(won)).toEqual([['setWon'], [], ['muck'], []])
    expect(sounds([roundEnd(1), setEnd(1), roundStart])).toEqual([['setLost'], [], []])
  })

  it('a round that ends the match plays the match cue alone: won, or lost (not a round lost)', () => {
    expect(sounds([roundEnd(0), setEnd(0), matchEnd(0)])).toEqual([['matchWon'], [], []])
    expect(sounds([roundEnd(1), setEnd(1), matchEnd(1)])).toEqual([['matchLost'], [], []])
    // from the other seat (hot-seat) the same update is the other way round
    expect(sounds([roundEnd(1), setEnd(1), matchEnd(1)], 1)).toEqual([['matchWon'], [], []])
  })

  it('a step of the score that comes on its own plays its own cue', () => {
    expect(sounds([setEnd(1)])).toEqual([['setLost']])
    expect(sounds([matchEnd(1)])).toEqual([['matchLost']])
  })

  it('an index outside the update makes no sound', () => {
    expect(effectsFor([stand], 3, 0)).toEqual([])
  })
})

describe('thinkingBeat: how long an opponent thinks before a decision', () => {
  it('follows its tempo, from brisk to deliberate, neutral at 0.5', () => {
    expect(thinkingBeat(0)).toBe(240)
    expect(thinkingBeat(0.2)).toBe(384)
    expect(thinkingBeat(0.5)).toBe(BEATS.think)
    expect(thinkingBeat(0.8)).toBe(816)
    expect(thinkingBeat(1)).toBe(960)
  })

  it('is the neutral beat for an opponent without a tempo, and keeps to 0..1', () => {
    expect(thinkingBeat(undefined)).toBe(BEATS.think)
    expect(thinkingBeat(-1)).toBe(thinkingBeat(0))
    expect(thinkingBeat(2)).toBe(thinkingBeat(1))
  })
})
