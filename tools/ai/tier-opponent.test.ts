import { describe, expect, it } from 'vitest'
import { tierAgreement, veteranLengthAgreement, veteranShareAgreement } from './tier-agreement'
import { FIXED_OPPONENTS, HABIT_OPPONENTS } from './tier-opponent'

/**
 * The solver's fixed opponents play each tier's own `decide`: at sampled positions of real
 * matches, the move the solver would make for the tier is the tier's action on its real view
 * (tier-opponent.slow.test.ts checks thousands per tier).
 */
describe('the solver plays each tier as the tier plays', () => {
  for (const tier of FIXED_OPPONENTS)
    it(`${tier}: the same move at 300 sampled positions`, () => {
      const result = tierAgreement(tier, 300, 1)
      expect(result.positions).toBe(300)
      expect(result.disagreements).toEqual([])
    })
})

describe('the solver plays each habit as its policy plays', () => {
  it('the scripted players and every other habit of the family', () => {
    expect(HABIT_OPPONENTS).toHaveLength(18)
    expect(HABIT_OPPONENTS).toEqual(
      expect.arrayContaining(['stand16-rescue', 'stand18-rescue', 'stand17-reach', 'stand17-save']),
    )
  })
  for (const habit of HABIT_OPPONENTS)
    it(`${habit}: the same move at 200 sampled positions`, () => {
      const result = tierAgreement(habit, 200, 1)
      expect(result.positions).toBe(200)
      expect(result.disagreements).toEqual([])
    })
})

describe('the solver asks the veteran once per length class', () => {
  it('the same move at every table length of a class, at 300 sampled positions', () => {
    const result = veteranLengthAgreement(300, 1)
    expect(result.positions).toBe(300)
    // Most positions merge lengths, else the check would compare nothing.
    expect(result.merged).toBeGreaterThan(300 / 2)
    expect(result.disagreements).toEqual([])
  })
})

describe("the solver shares the veteran's play-out between positions", () => {
  it('the move of a fresh decide at 500 sampled positions', () => {
    const result = veteranShareAgreement(500, 1)
    expect(result.positions).toBe(500)
    expect(result.disagreements).toEqual([])
  })
})
