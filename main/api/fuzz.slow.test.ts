/**
 * The full fuzz run (`npm run test:slow`): 10,000 random and malformed payloads from a seed of
 * their own (the unit tests' 4,000 come from another), each checked as in
 * tools/testing/api-fuzz.ts; it prints each call's answers by code.
 */
import { describe, it, vi } from 'vitest'
import { describeReport, fuzzTheApi } from '@tools/testing/api-fuzz'

// the seeds of wagered deals too from a fixed sequence, so that the run replays from its seed
vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const RUNS = 10_000

describe('api fuzz', () => {
  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    const report = await fuzzTheApi(RUNS, 20_261_201)
    console.log(`api fuzz, ${RUNS} payloads: answers by code\n${describeReport(report)}`)
  })
})
