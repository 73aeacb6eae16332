/**
 * The full fuzz run (`npm run test:slow`): 10,000 random and malformed payloads from a seed of
 * their own (the unit tests' 4,000 come from another), each checked as in
 * tools/testing/api-fuzz.ts; it prints each call's answers by code, and holds the deep ones to
 * a floor.
 */
import { describe, it, vi } from 'vitest'
import { describeReport, expectReach, fuzzTheApi } from '@tools/testing/api-fuzz'

// the seeds of wagered deals too from a fixed sequence, so that the run replays from its seed
vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const RUNS = 10_000

describe('api fuzz', () => {
  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    const report = await fuzzTheApi(RUNS, 20_261_201)
    console.log(`api fuzz, ${RUNS} payloads: answers by code\n${describeReport(report)}`)
    // and they reach deep, as the unit tests' run does (this seed replays; each floor is about
    // half of what it gave: 409 moves, 25 matches played out, 7 staked and 8 hot-seat starts,
    // 19 curtains lifted, 16 records read, 9 purchases and 8 sales, 5 forfeited stakes)
    expectReach(report, {
      moves: 200,
      movedOn: 45,
      playedOut: 12,
      starts: 50,
      resigns: 12,
      hints: 12,
      recordsRead: 8,
      activeDecks: 20,
      settings: 35,
      stakedStarts: 3,
      hotseatStarts: 4,
      curtains: 9,
      paidByEnd: 1,
      paidByForfeit: 2,
      purchases: 4,
      sales: 4,
    })
  })
})
