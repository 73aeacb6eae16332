/**
 * The full fuzz run (`npm run test:slow`): 10,000 random and malformed payloads from a seed of
 * their own (the unit tests' 4,000 come from another), each checked as in
 * tools/testing/api-fuzz.ts.
 */
import { describe, it } from 'vitest'
import { fuzzTheApi } from '@tools/testing/api-fuzz'

const RUNS = 10_000

describe('api fuzz', () => {
  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    await fuzzTheApi(RUNS, 20_261_201)
  })
})
