/**
 * The full differential run (`npm run test:slow`): 10,000 seeded random matches per ruleset
 * through the engine and the reference, the same answer, state and events after every action.
 * match.differential.test.ts runs a share of these with the unit tests.
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { compareMatch } from './reference/compare'

const RUNS = 10_000

describe.each(['classic', 'tournament', 'cantina'] as const)(
  '%s: engine and reference',
  (rules) => {
    it(`agree on every action of ${RUNS} seeded matches`, () => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
          compareMatch(rules, seed, choiceSeed)
        }),
        { seed: 20_260_101, numRuns: RUNS, endOnFailure: true },
      )
    })
  },
)
