import { describe, expect, it } from 'vitest'
import { tierAgreement, veteranLengthAgreement, veteranShareAgreement } from './tier-agreement'
import { FIXED_OPPONENTS, type HabitOpponent } from './tier-opponent'

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

describe('the solver plays each scripted player as its habit plays', () => {
  const scripted: HabitOpponent[] = [
    'stand16-rescue',
    'stand18-rescue',
    'stand17-reach',
    'stand17-save',
  ]
  for (const habit of scripted)
    it(`${habit}: the same move at 3,000 sampled positions`, () => {
      const result = tierAgreement(habit, 3000, 2)
      expect(result.positions).toBe(3000)
      expect(result.disagreements).toEqual([])
    })
})

describe('the solver asks the veteran once per length class', () => {
  it('the same move at every table length of a class, at 3,000 sampled positions', () => {
    const result = veteranLengthAgreement(3000, 2)
    expect(result.positions).toBe(3000)
    // Most positions merge lengths, else the check would compare nothing.
    expect(result.merged).toBeGreaterThan(3000 / 2)
    expect(result.disagreements).toEqual([])
  })
})

describe("the solver shares the veteran's play-out between positions", () => {
  it('the move of a fresh decide at 5,000 sampled positions', () => {
    const result = veteranShareAgreement(5000, 2)
    expect(result.positions).toBe(5000)
    expect(result.disagreements).toEqual([])
  })
})
