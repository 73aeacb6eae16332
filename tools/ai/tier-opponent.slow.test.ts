import { describe, expect, it } from 'vitest'
import { tierAgreement } from './tier-agreement'
import { FIXED_OPPONENTS } from './tier-opponent'

/**
 * The solver's fixed opponents play each tier's own `decide`: at sampled positions of real
 * matches, the move the solver would make for the tier is the tier's action on its real view
 * (thousands per tier; the unit suite checks 300).
 */
describe('the solver plays each tier as the tier plays', () => {
  for (const tier of FIXED_OPPONENTS)
    it(`${tier}: the same move at 3,000 sampled positions`, () => {
      const result = tierAgreement(tier, 3000, 2)
      expect(result.positions).toBe(3000)
      expect(result.disagreements).toEqual([])
    })
})
