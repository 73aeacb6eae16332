/**
 * The bridge under random and malformed payloads (tools/testing/api-fuzz.ts): every call, each
 * payload a typed answer, nothing thrown, the saves unchanged by a refusal. 4,000 payloads with
 * the unit tests; fuzz.slow.test.ts sends 10,000 more from another seed.
 */
import { describe, it } from 'vitest'
import { fuzzTheApi } from '@tools/testing/api-fuzz'

const RUNS = 4_000

describe('api fuzz', () => {
  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    await fuzzTheApi(RUNS, 4242)
  })
})
