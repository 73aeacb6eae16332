import { describe, expect, it } from 'vitest'
import type { PlayerIndex, RoundRecord } from '@common/match'
import { setWinnersOf } from './sets'

/** Rounds of a match, set by set: each entry a round's winner (null: a tie). */
function rounds(...sets: (PlayerIndex | null)[][]): RoundRecord[] {
  return sets.flatMap((winners, i) =>
    winners.map((winner) => ({
      set: i + 1,
      winner,
      reason: winner === null ? ('tie' as const) : ('stand' as const),
      totals: [19, 18] as [number, number],
    })),
  )
}

describe('setWinnersOf', () => {
  it('names the first to three round wins in each set, ties counting for nobody', () => {
    const played = rounds([0, 1, null, 0, 0], [1, null, 1, 0, 1], [0, 0, 0])
    expect(setWinnersOf({ rules: 'tournament', rounds: played })).toEqual([0, 1, 0])
  })

  it('leaves out a set a forfeit cut short, and names nothing before a set is taken', () => {
    expect(setWinnersOf({ rules: 'tournament', rounds: rounds([1, 1, 1], [0, 0]) })).toEqual([1])
    expect(setWinnersOf({ rules: 'classic', rounds: rounds([0, 1, 1, 0]) })).toEqual([])
    expect(setWinnersOf({ rules: 'classic', rounds: [] })).toEqual([])
  })

  it('counts each set from nothing: round wins of a set before do not carry over', () => {
    // two wins each in set 1 would make a third in set 2 look like a set taken
    const played = rounds([0, 0, 1, 1, 0], [1, 0, 1])
    expect(setWinnersOf({ rules: 'tournament', rounds: played })).toEqual([0])
  })
})
