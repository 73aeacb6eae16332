/**
 * The full property run (`npm run test:slow`): 10,000 seeded random matches per ruleset, from a
 * seed of their own (the unit tests' 2,000 come from another), every guarantee of
 * tools/testing/match-properties.ts checked after every action and at the end.
 * fast-check runs with a fixed seed so a failure is reproducible; each run draws a match seed
 * and a seed for the stream of choices (which legal action, which deck cards).
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { checkRandomMatch } from '@tools/testing/match-properties'

const RUNS = 10_000

describe.each(['classic', 'tournament', 'cantina'] as const)('%s: random matches', (rules) => {
  it(`keeps every guarantee over ${RUNS} seeded matches`, () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
        checkRandomMatch(rules, seed, choiceSeed)
      }),
      { seed: 20_261_201, numRuns: RUNS, endOnFailure: true },
    )
  })
})
