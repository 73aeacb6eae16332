/**
 * Who opens and why (opener.ts) over 10,000 seeded random matches a ruleset, from another seed
 * than opener.test.ts: every round's account names the engine's opener for a true reason
 * (tools/testing/opener-check.ts), every reason the ruleset can give is given, none it cannot,
 * and the first openers fall as the rules say: a fair coin, a fair high card, and equal high
 * cards (drawn again) in about one match in ten. The bounds are six standard deviations wide.
 */
import { describe, expect, it } from 'vitest'
import { checkOpenerReasons, emptyTally } from '@tools/testing/opener-check'
import type { OpenerWhy } from './opener'

const MATCHES = 10_000

/** Six standard deviations of a share `p` over `n` tries. */
const band = (p: number, n: number): number => 6 * Math.sqrt((p * (1 - p)) / n)

const GIVEN: Record<'classic' | 'tournament' | 'cantina', OpenerWhy['why'][]> = {
  classic: ['highCard', 'lostRound', 'tie'],
  tournament: ['coin', 'lostRound', 'tie', 'wonSet'],
  cantina: ['coin', 'lostRound', 'tie'],
}

describe.each(['classic', 'tournament', 'cantina'] as const)('%s', (rules) => {
  it(`explains every opener of ${MATCHES} seeded matches, in the shares the rules imply`, () => {
    const tally = emptyTally()
    for (let i = 0; i < MATCHES; i++) checkOpenerReasons(rules, 7_000_000 + i, 9_000_000 + i, tally)
    expect(tally.matches).toBe(MATCHES)

    const given = (Object.keys(tally.reasons) as OpenerWhy['why'][]).filter(
      (why) => tally.reasons[why] > 0,
    )
    expect(given.sort()).toEqual([...GIVEN[rules]].sort())
    // one first round a match, explained by the ruleset's way
    const firstWay = rules === 'classic' ? 'highCard' : 'coin'
    expect(tally.reasons[firstWay]).toBe(MATCHES)

    const seatZero = tally.firstOpener[0] / MATCHES
    expect(Math.abs(seatZero - 0.5)).toBeLessThan(band(0.5, MATCHES))
    // two cards of 1..10 are equal one time in ten; a coin is tossed once
    const redrawn = tally.redrawn / MATCHES
    if (rules === 'classic') expect(Math.abs(redrawn - 0.1)).toBeLessThan(band(0.1, MATCHES))
    else expect(redrawn).toBe(0)
  })
})
