import { describe, expect, it } from 'vitest'
import { policyById } from '@main/ai/belief'
import { beliefHits, SCRIPTED } from './belief-check'

/**
 * How well the belief identifies each scripted player after 3 rounds: 100 seeded classic
 * matches per player against kotor (seed 1), the figures of docs/ai.md ("How well it identifies
 * a player"). Seeded, so the counts are exact: a change to the belief or its family that moves
 * them shows here, and docs/ai.md must follow.
 */
const MATCHES = 100

/**
 * Per scripted player: exact policy, its trait (threshold or style), threshold within one; and
 * what the evidence allowed: the true policy among those of the top weight, alone there, and a
 * fair draw among the tied (expected matches, to a tenth).
 */
const MEASURED: Record<
  string,
  { exact: number; trait: number; withinOne: number; onTop: number; alone: number; fair: number }
> = {
  'stand16-rescue': { exact: 23, trait: 32, withinOne: 94, onTop: 95, alone: 0, fair: 10.1 },
  'stand18-rescue': { exact: 29, trait: 34, withinOne: 97, onTop: 98, alone: 0, fair: 16.1 },
  'stand17-reach': { exact: 25, trait: 63, withinOne: 100, onTop: 98, alone: 0, fair: 15.1 },
  'stand17-save': { exact: 36, trait: 100, withinOne: 100, onTop: 100, alone: 5, fair: 31.8 },
}

describe('the belief after 3 rounds against each scripted player', () => {
  for (const [name, id] of Object.entries(SCRIPTED)) {
    it(`${name} (${id})`, () => {
      const run = beliefHits(id, MATCHES, 3, 1)
      const near = Object.entries(run.guesses)
        .filter(([g]) => Math.abs(policyById(g).standFrom - policyById(id).standFrom) <= 1)
        .reduce((n, [, c]) => n + c, 0)
      const got = {
        exact: run.hits,
        trait: run.traitHits,
        withinOne: near,
        onTop: run.onTop,
        alone: run.alone,
        fair: Math.round(run.fairDraw * 10) / 10,
      }
      const want = MEASURED[id]
      expect(got).toEqual(want)
    })
  }
})
