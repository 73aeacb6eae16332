/**
 * What each table card counted against the engine's totals over 5,000 more seeded random
 * cantina matches than the unit suite plays (tools/testing/counted-check.ts), from another seed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkCountedValues } from '@tools/testing/counted-check'

const RUNS = 5_000

describe('what each card on a cantina table counted', () => {
  it(`adds up to the engine's total after every event of ${RUNS} random matches`, () => {
    let cutShort = 0
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
        cutShort += checkCountedValues(seed, choiceSeed).cutShort
      }),
      { seed: 19_991_207, numRuns: RUNS, endOnFailure: true },
    )
    expect(cutShort).toBeGreaterThan(RUNS)
  })
})
