/**
 * Whether a player over 20 can still come back this turn (comeback.ts), from their own view,
 * held to the engine's own answer at every position over 20 of 10,000 more seeded random
 * matches a ruleset than comeback.test.ts plays, from another seed
 * (tools/testing/comeback-check.ts): plans of three cards come up where a turn allows them.
 */
import { describe, expect, it } from 'vitest'
import { checkComebacks, emptyComebackTally } from '@tools/testing/comeback-check'

const MATCHES = 10_000

describe.each(['classic', 'tournament', 'cantina'] as const)('%s', (rules) => {
  it(`agrees with the engine at every position over 20 of ${MATCHES} seeded matches`, () => {
    const tally = emptyComebackTally()
    for (let i = 0; i < MATCHES; i++) checkComebacks(rules, 5_000_000 + i, 6_000_000 + i, tally)
    expect(tally.over).toBeGreaterThan(MATCHES / 2)
    expect(tally.lost).toBeGreaterThan(MATCHES / 10)
    expect(tally.back[1]).toBeGreaterThan(MATCHES / 20)
    if (rules === 'tournament') {
      expect(tally.back[2]).toBeGreaterThan(100)
      expect(tally.back[3]).toBeGreaterThan(0)
    } else expect(tally.back.slice(2).every((n) => n === 0)).toBe(true)
  })
})
