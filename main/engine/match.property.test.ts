/**
 * Property tests over seeded random matches, every ruleset: the engine's guarantees
 * (tools/testing/match-properties.ts) after every action and at the end. This file runs 2,000
 * matches a ruleset with the unit tests; match.property.slow.test.ts runs 10,000 more, from
 * another seed, in the slow suite.
 * fast-check runs with a fixed seed so a failure is reproducible; each run draws a match seed
 * and a seed for the stream of choices (which legal action, which deck cards).
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { checkRandomMatch } from '@tools/testing/match-properties'

const RUNS = 2_000

describe.each(['classic', 'tournament', 'cantina'] as const)('%s: random matches', (rules) => {
  it(`keeps every guarantee over ${RUNS} seeded matches`, () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
        checkRandomMatch(rules, seed, choiceSeed)
      }),
      { seed: 20_240_611, numRuns: RUNS, endOnFailure: true },
    )
  })
})
