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

/** Per scripted player: exact policy, its trait (threshold or style), threshold within one. */
const MEASURED: Record<string, { exact: number; trait: number; withinOne: number }> = {
  'stand16-rescue': { exact: 23, trait: 32, withinOne: 94 },
  'stand18-rescue': { exact: 29, trait: 34, withinOne: 97 },
  'stand17-reach': { exact: 25, trait: 63, withinOne: 100 },
  'stand17-save': { exact: 36, trait: 100, withinOne: 100 },
}

describe('the belief after 3 rounds against each scripted player', () => {
  for (const [name, id] of Object.entries(SCRIPTED)) {
    it(`${name} (${id})`, () => {
      const run = beliefHits(id, MATCHES, 3, 1)
      const near = Object.entries(run.guesses)
        .filter(([g]) => Math.abs(policyById(g).standFrom - policyById(id).standFrom) <= 1)
        .reduce((n, [, c]) => n + c, 0)
      const got = { exact: run.hits, trait: run.traitHits, withinOne: near }
      const want = MEASURED[id]
      expect(got).toEqual(want)
    })
  }
})
