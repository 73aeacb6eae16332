/**
 * Saves edited by hand at random (tools/testing/save-fuzz.ts): on every save main accepts, every
 * call a screen makes answers, a refusal at worst, never a failure, and what the player changes
 * next is written and loads again. 100 edits with the unit tests (each edit is a new main loading
 * the file); save-fuzz.slow.test.ts makes 1,000 more from another seed.
 */
import { describe, expect, it, vi } from 'vitest'
import { fuzzTheSaves } from '@tools/testing/save-fuzz'

// the staked match's seed from a fixed sequence too, so that the played profile, and so every
// edit, replays from the fuzz's seed
vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const EDITS = 100

describe('the save fuzz', () => {
  it('fails no call on any save main accepts', async () => {
    const report = await fuzzTheSaves(EDITS, 1)
    expect(report.failures).toEqual([])
    // it reaches: both kinds of edit happen, and the accepted ones touch the parts the screens
    // read (a run that set every edit aside would prove nothing)
    expect(report.accepted).toBeGreaterThan(25)
    // and the player goes on: a change is written on every accepted save (a save main loads
    // but would not write again would lose the next match's credits)
    expect(report.written).toBe(report.accepted)
    expect(report.setAside).toBeGreaterThan(25)
    expect([...report.reached]).toEqual(
      expect.arrayContaining(['campaign', 'history', 'match', 'stats', 'wallet']),
    )
  }, 120_000)
})
