/**
 * Random and malformed payloads across every call (docs/security.md, "The bridge"): each gets a
 * typed error or a valid answer, nothing throws, nothing is 'internal', and the saves change only
 * when a call succeeded. main/api/fuzz.test.ts runs 4,000 payloads with the unit tests;
 * fuzz.slow.test.ts runs 10,000 more from another seed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect } from 'vitest'
import { z } from 'zod'
import { CALL_NAMES } from '@preload/call-names'
import type { CallName, ErrorCode, MatchUpdate, Result } from '@preload/contract'
import { ANIMATION_SPEEDS } from '@preload/settings-defaults'
import { isMessage } from '@common/messages'
import { ALL_CARD_CODES, encodeDeck } from '@main/engine'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createApi } from '@main/api/router'
import { PAYLOAD_SCHEMAS } from '@main/api/schemas'
import { PLAYER_PORTRAITS } from '@main/services/profile/portraits'
import { ok, walletBooks } from '@tools/testing/api-kit'

/**
 * The codes a refusal may carry here: every code but 'internal' (a throw) and the two that answer
 * a page's scope, 'restarted' and 'profile-changed' (the fuzz sends no scope). A record of the
 * contract's codes, so that a new code fails to compile until it is placed on one side.
 */
const EXPECTED_CODES = {
  'invalid-payload': true,
  'unknown-call': true,
  'not-found': true,
  'no-profile': true,
  rejected: true,
  'insufficient-credits': true,
  'invalid-deck': true,
  conflict: true,
  'match-open': true,
  'day-changed': true,
  forbidden: true,
  'moved-on': true,
} satisfies Record<Exclude<ErrorCode, 'internal' | 'restarted' | 'profile-changed'>, true>
const CODES = Object.keys(EXPECTED_CODES)

/** Values that are wrong in interesting ways: negative, fractional, huge, foreign, hostile. */
const weird = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    1.5,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e9,
    '',
    '+7',
    'x'.repeat(10_000),
    '__proto__',
    null,
    true,
    [],
    {},
    { __proto__: { polluted: true } },
    { type: 'cheat' },
  ),
  fc.anything(),
)

const card = fc.constantFrom(...ALL_CARD_CODES)
const strings = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Ana', 'Bo', ' ', 'x'.repeat(100)),
)

const deckIds = fc.constantFrom('deck-1', 'deck-2', 'deck-3')
const opponentIds = fc.constantFrom('pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell')
const matchIds = fc.integer({ min: 1, max: 15 }).map((n) => `match-${n}`)
const volume = fc.double({ min: 0, max: 1, noNaN: true })

/**
 * Values for the schema's open-ended leaves (strings, numbers, lists), by field name or by path
 * (`action.cards` before `cards`): right for the field most of the time, so payloads reach the
 * services. What a schema spells out in full (its objects, variants, literals, enums, booleans)
 * the fuzz reads from the schema itself.
 */
const FIELD: Record<string, fc.Arbitrary<unknown>> = {
  name: strings,
  confirm: strings,
  id: fc.constantFrom('deck-1', 'deck-2', 'deck-3', 'deck-4'),
  portrait: fc.integer({ min: -1, max: PLAYER_PORTRAITS.length }),
  cards: fc.array(card, { maxLength: 12 }),
  'action.cards': fc.array(card, { minLength: 4, maxLength: 4 }),
  shareCode: fc.oneof(
    fc.array(card, { maxLength: 12 }).map((cards) => encodeDeck(cards)),
    fc.string({ maxLength: 20 }),
  ),
  merchantId: fc.constantFrom('vessa', 'oskar', 'fennick'),
  card,
  deckId: deckIds,
  opponentId: opponentIds,
  opponent: opponentIds,
  wager: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.integer()),
  seed: fc.nat(),
  // the day the fuzz's clock stands on (steppingClock starts it there), its neighbours, a
  // day no calendar has
  date: fc.constantFrom('2026-01-01', '2025-12-31', '2026-01-02', '2026-02-30'),
  before: fc.integer({ min: -2, max: 40 }),
  limit: fc.integer({ min: -2, max: 250 }),
  matchId: matchIds,
  forfeit: matchIds,
  seen: fc.integer({ min: -1, max: 60 }),
  musicVolume: volume,
  effectsVolume: volume,
  animationSpeed: fc.double({ min: ANIMATION_SPEEDS.min, max: ANIMATION_SPEEDS.max, noNaN: true }),
  width: fc.integer({ min: 200, max: 4000 }),
  height: fc.integer({ min: 200, max: 4000 }),
  x: fc.integer({ min: -2000, max: 2000 }),
  y: fc.integer({ min: -2000, max: 2000 }),
}

/**
 * Values for one schema, read from its shape: each object field present seven times in eight
 * and then well-formed six times in seven (else `weird`), a variant's literal always itself so
 * the payload reaches its variant. Throws, naming the path, at a leaf FIELD has no values for:
 * a field the schemas gain is filled from the day it is added, or the fuzz does not start.
 */
export function payloadArbitrary(schema: z.ZodType, path = ''): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>
    const fields = Object.entries(shape).map(([key, field]) => {
      const values = payloadArbitrary(field, path ? `${path}.${key}` : key)
      if (field instanceof z.ZodLiteral) return fc.record({ [key]: values })
      return fc
        .option(fc.oneof({ weight: 6, arbitrary: values }, { weight: 1, arbitrary: weird }), {
          freq: 8,
          nil: undefined,
        })
        .map((value): Record<string, unknown> => (value === undefined ? {} : { [key]: value }))
    })
    return fc.tuple(...fields).map((parts) => Object.assign({}, ...parts) as object)
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[]
    return fc.oneof(...options.map((option) => payloadArbitrary(option, path)))
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as readonly z.ZodType[]
    return fc.tuple(...items.map((item) => payloadArbitrary(item, path)))
  }
  if (schema instanceof z.ZodPipe) return payloadArbitrary(schema.in as z.ZodType, path)
  if (schema instanceof z.ZodOptional) return payloadArbitrary(schema.unwrap() as z.ZodType, path)
  if (schema instanceof z.ZodNullable) {
    const values = payloadArbitrary(schema.unwrap() as z.ZodType, path)
    return fc.oneof({ weight: 4, arbitrary: values }, { weight: 1, arbitrary: fc.constant(null) })
  }
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values)
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options)
  if (schema instanceof z.ZodBoolean) return fc.boolean()
  if (schema instanceof z.ZodUndefined) return fc.constant(undefined)
  if (schema instanceof z.ZodNull) return fc.constant(null)
  const key = path.slice(path.lastIndexOf('.') + 1)
  const values = FIELD[path] ?? FIELD[key]
  if (!values) throw new Error(`the api fuzz has no values for the field ${path || '(payload)'}`)
  return values
}

/** Each call's nearly valid payloads, read from its schema when this module loads. */
const PAYLOADS = Object.fromEntries(
  CALL_NAMES.map((call) => {
    try {
      return [call, payloadArbitrary(PAYLOAD_SCHEMAS[call])]
    } catch (error) {
      throw new Error(`${call}: ${String(error)}; add its values to FIELD`, { cause: error })
    }
  }),
) as Record<CallName, fc.Arbitrary<unknown>>

/** One call's nearly valid payloads (for the fuzz's own test: which fields it fills). */
export function nearlyValidPayloads(call: CallName): fc.Arbitrary<unknown> {
  return PAYLOADS[call]
}

/** One call's payload, nearly valid, and now and then with a stray field. */
function nearlyValid(call: CallName): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      PAYLOADS[call],
      // a stray field now and then: fc.option's `freq` is the odds of *no* value (1 in freq),
      // so an option here put one on nine payloads in ten, and the schema refused nearly all
      fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), weird) },
      ),
    )
    .map(([payload, extra]) => {
      if (!extra || typeof payload !== 'object' || payload === null) return payload
      return { ...payload, [extra[0]]: extra[1] }
    })
}

const callAndPayload: fc.Arbitrary<[string, unknown]> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .constantFrom(...CALL_NAMES)
      .chain((call) => nearlyValid(call).map((arg): [string, unknown] => [call, arg])),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom(...CALL_NAMES),
      fc.oneof(
        fc.anything({ withNullPrototype: true, withBigInt: true }),
        weird,
        fc.constantFrom(undefined, null, 0, '', [], 'slot'),
      ),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('toString', '__proto__', 'profiles', 'match.cheat', '', 'constructor'),
      weird,
    ),
  },
)

/**
 * Sends `runs` random payloads (fast-check, from `seed`) to a fresh api on a temporary data
 * folder with a profile and an open campaign match, and checks every answer.
 */
export async function fuzzTheApi(runs: number, seed: number): Promise<void> {
  const { dir: dataDir, cleanup } = tempDir('pazaak-fuzz-')
  try {
    const api = createApi({ dataDir, host: 'web', seed: 11, now: steppingClock() })
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    await ok<MatchUpdate>(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'marla-quince',
      deckId: 'deck-1',
      wager: 300,
    })
    const files = (): string => savedFiles(dataDir)
    const seen = { ok: 0, refused: 0 }
    const tally: Record<string, number> = {}
    await fc.assert(
      fc.asyncProperty(callAndPayload, async ([call, arg]) => {
        const before = files()
        let result: Result<unknown>
        try {
          result = await api.call(call, arg)
        } catch (error) {
          throw new Error(`${call} threw: ${String(error)}`)
        }
        tally[`${call} ${result.ok ? 'ok' : result.error.code}`] =
          (tally[`${call} ${result.ok ? 'ok' : result.error.code}`] ?? 0) + 1
        if (result.ok) {
          seen.ok += 1
          return
        }
        seen.refused += 1
        expect(CODES, `${call} ${JSON.stringify(result.error)}`).toContain(result.error.code)
        // a message the renderer can word: a known key with exactly its parameters (and with
        // 'moved-on', the match as it stands)
        const { code: _code, match: _match, ...said } = result.error
        expect(isMessage(said), JSON.stringify(said)).toBe(true)
        expect(files(), `${call} was refused but changed the saves`).toBe(before)
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    // Every call was reached and answered in some way other than a schema refusal.
    for (const call of CALL_NAMES) {
      expect(
        Object.keys(tally).some(
          (key) => key.startsWith(`${call} `) && !key.endsWith('invalid-payload'),
        ),
        call,
      ).toBe(true)
    }
    // Both kinds of answer really happened.
    expect(seen.ok).toBeGreaterThan(100)
    expect(seen.refused).toBeGreaterThan(runs / 2)

    // The money still adds up after all of it.
    const current = await api.call('profiles.current', undefined)
    if (current.ok && current.value) {
      const wallet = await walletBooks(api)
      expect(wallet.credits).toBeGreaterThanOrEqual(0)
      expect(wallet.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(wallet.credits)
    }
  } finally {
    cleanup()
  }
}

/** Every saved file, names and contents: a refused call must leave all of it alone. */
function savedFiles(dataDir: string): string {
  const dir = join(dataDir, 'saves')
  return readdirSync(dir)
    .sort()
    .map((f) => `${f}\n${readFileSync(join(dir, f), 'utf8')}`)
    .join('\n')
}
