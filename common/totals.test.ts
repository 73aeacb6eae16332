/**
 * A table's total and what each card counted. The counts are checked against the engine over
 * seeded random cantina matches (tools/testing/counted-check.ts): a share of them here with the
 * unit tests, many more in totals.slow.test.ts.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCountedValues } from '@tools/testing/counted-check'
import type { TableCard } from './match'
import { countedValues, tableTotal } from './totals'

const green = (face: number): TableCard => ({ code: null, face, sign: 1 })
const minus = (face: number): TableCard => ({
  code: `-${face}` as TableCard['code'],
  face,
  sign: -1,
})
const plus = (face: number): TableCard => ({ code: `+${face}` as TableCard['code'], face, sign: 1 })

describe('what each card on a table counted', () => {
  it('in the cantina, a minus card on a low total counts only down to 0', () => {
    // 1, −3 (total 0), a green 8: the cards show 1, −1 and 8, as the total 8 does
    const table = [green(1), minus(3), green(8)]
    expect(countedValues(table, true)).toEqual([1, -1, 8])
    expect(tableTotal(table, true)).toBe(8)
    // on 0 already, a minus counts nothing; a later plus counts in full
    expect(countedValues([green(2), minus(5), minus(4), plus(3)], true)).toEqual([2, -2, 0, 3])
  })

  it('without the floor, every card counts its face with its sign', () => {
    const table = [green(1), minus(3), green(8), minus(6)]
    expect(countedValues(table, false)).toEqual([1, -3, 8, -6])
    expect(tableTotal(table, false)).toBe(0)
    expect(countedValues([], true)).toEqual([])
  })

  it('adds up to the total the engine reports, after every event of 300 random cantina matches', () => {
    let cards = 0
    let cutShort = 0
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
        const tally = checkCountedValues(seed, choiceSeed)
        cards += tally.cards
        cutShort += tally.cutShort
      }),
      { seed: 20_250_301, numRuns: 300, endOnFailure: true },
    )
    // the matches reached the floor often enough for the check to mean something
    expect(cutShort).toBeGreaterThan(100)
    expect(cards).toBeGreaterThan(cutShort)
  })
})
