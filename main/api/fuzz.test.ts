/**
 * The bridge under random and malformed payloads (tools/testing/api-fuzz.ts): every call, each
 * payload a typed answer, nothing thrown, the saves unchanged by a refusal. 4,000 payloads with
 * the unit tests; fuzz.slow.test.ts sends 10,000 more from another seed.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CALL_NAMES } from '@preload/call-names'
import {
  expectReach,
  fuzzTheApi,
  payloadArbitrary,
  wellFormedPayloads,
} from '@tools/testing/api-fuzz'
import { PAYLOAD_SCHEMAS } from './schemas'

// the seeds of wagered deals too from a fixed sequence, so that the run replays from its seed
vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const RUNS = 4_000

/** Every field path a schema names (`window.height`, `players.deckId`), in all its variants. */
function schemaPaths(schema: z.ZodType, path = ''): string[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
      const inner = path ? `${path}.${key}` : key
      return [inner, ...schemaPaths(field, inner)]
    })
  }
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).flatMap((option) => schemaPaths(option, path))
  }
  if (schema instanceof z.ZodTuple) {
    return (schema.def.items as z.ZodType[]).flatMap((item) => schemaPaths(item, path))
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return schemaPaths(schema.unwrap() as z.ZodType, path)
  }
  return []
}

/** Every field path a sent value fills, lists looked into. */
function sentPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => sentPaths(item, path))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, field]) => {
    const inner = path ? `${path}.${key}` : key
    return [inner, ...sentPaths(field, inner)]
  })
}

describe('api fuzz', () => {
  it('fills every field of every call, nested fields and every variant too', () => {
    for (const call of CALL_NAMES) {
      const sent = new Set(
        fc.sample(wellFormedPayloads(call), { numRuns: 150, seed: 7 }).flatMap((p) => sentPaths(p)),
      )
      const unfilled = schemaPaths(PAYLOAD_SCHEMAS[call]).filter((path) => !sent.has(path))
      expect(unfilled, call).toEqual([])
    }
    // and the settings fields the fuzz once left out are among them
    const settings = fc
      .sample(wellFormedPayloads('settings.update'), { numRuns: 150, seed: 7 })
      .flatMap((p) => sentPaths(p))
    expect(settings).toEqual(expect.arrayContaining(['tableTalk', 'muted', 'window.maximized']))
  })

  it('will not start on a field it has no values for, and names it', () => {
    const grown = z.strictObject({
      slot: z.literal(1),
      window: z.strictObject({ depth: z.number() }),
    })
    expect(() => payloadArbitrary(grown)).toThrow('window.depth')
  })

  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    const report = await fuzzTheApi(RUNS, 4242)
    // and they reach deep (the run replays from its seed; each floor is about half of what it
    // gives)
    expectReach(report, {
      moves: 90,
      movedOn: 15,
      playedOut: 5,
      starts: 18,
      resigns: 4,
      hints: 8,
      recordsRead: 2,
      activeDecks: 10,
      settings: 10,
      stakedStarts: 4,
      hotseatStarts: 4,
      curtains: 8,
      paidByEnd: 2,
      paidByForfeit: 2,
      purchases: 3,
      sales: 3,
    })
  })
})
