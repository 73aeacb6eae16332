/**
 * The save fuzz (tools/testing/save-fuzz.ts) at length: 1,000 edits from another seed than the
 * unit tests' 100, every one loaded by a new main and, where accepted, read by every call a
 * screen makes, changed as a player goes on and loaded again. None may fail.
 */
import { describe, expect, it, vi } from 'vitest'
import { fuzzTheSaves } from '@tools/testing/save-fuzz'

vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const EDITS = 1_000

describe('the save fuzz, at length', () => {
  it('fails no call on any save main accepts', async () => {
    const report = await fuzzTheSaves(EDITS, 2)
    expect(report.failures).toEqual([])
    expect(report.accepted).toBeGreaterThan(250)
    // and the player goes on: a change is written on every accepted save (a save main loads
    // but would not write again would lose the next match's credits)
    expect(report.written).toBe(report.accepted)
    expect([...report.reached]).toEqual(
      expect.arrayContaining(['campaign', 'decks', 'history', 'match', 'stats', 'wallet']),
    )
  }, 900_000)
})
