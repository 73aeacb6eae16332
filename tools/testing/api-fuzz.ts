/**
 * Random and malformed payloads across every call (docs/security.md, "The bridge"): each gets a
 * typed error or a valid answer, nothing throws, nothing is 'internal', and the saves change only
 * when a call succeeded. The payloads name the matches and records the api really answered with,
 * so they reach the open match, its legal moves and the kept history (docs/testing.md).
 * main/api/fuzz.test.ts runs 4,000 payloads with the unit tests; fuzz.slow.test.ts runs 10,000
 * more from another seed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect } from 'vitest'
import { z } from 'zod'
import { CALL_NAMES } from '@preload/call-names'
import type {
  CallName,
  ErrorCode,
  HistorySummary,
  MatchUpdate,
  Result,
  SavedDeck,
} from '@preload/contract'
import { ANIMATION_SPEEDS } from '@preload/settings-defaults'
import { isMessage } from '@common/messages'
import { ALL_CARD_CODES, encodeDeck, type Action } from '@main/engine'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createApi } from '@main/api/router'
import { PAYLOAD_SCHEMAS, playerActionSchema } from '@main/api/schemas'
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

const deckIds = fc.constantFrom('deck-1', 'deck-2', 'deck-3', 'deck-4')
const opponentIds = fc.constantFrom('pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell')
/** Match ids the api never gave out: the old form without a suffix, or a made-up suffix. */
const madeUpMatchIds = fc.oneof(
  fc.integer({ min: 1, max: 15 }).map((n) => `match-${n}`),
  fc
    .tuple(fc.integer({ min: 1, max: 15 }), fc.stringMatching(/^[0-9a-f]{8}$/))
    .map(([n, hex]) => `match-${n}-${hex}`),
)
const volume = fc.double({ min: 0, max: 1, noNaN: true })

/**
 * What the fuzz has learned from the api's answers so far: the ids it was really given and the
 * open match as last shown. A value that depends on them is drawn as a `Recalled` and filled in
 * when its payload is sent, so the payloads stay a plain fast-check arbitrary (reproducible by
 * seed) while the ids in them are the api's own.
 */
class Memory {
  /** every match the api opened, oldest first (the open one, and stale ones once it is over) */
  readonly matchIds: string[] = []
  /** every saved deck the api showed, oldest first (deleted ones stay: stale ids) */
  readonly deckIds: string[] = []
  /** the loaded profile's decks as last listed, with those made and deleted since */
  decks: string[] = []
  /** the kept records (history.list, and a settled match that says it was kept) */
  readonly historyIds: string[] = []
  /** the open match as the api last showed it; null when it is over or none is open */
  open: MatchUpdate | null = null

  /**
   * Takes note of one answer to `arg`: a match shown (also by a 'moved-on' refusal), decks made,
   * deleted or listed, records listed.
   */
  learn(call: string, arg: unknown, result: Result<unknown>): void {
    if (!result.ok) {
      if (result.error.code === 'moved-on' && result.error.match) this.saw(result.error.match)
      return
    }
    if (MATCH_ANSWERS.has(call)) {
      // match.resume answers null when the loaded profile has no match open
      if (result.value === null) this.open = null
      else this.saw(result.value as MatchUpdate)
    }
    if (call === 'decks.list') this.decks = (result.value as SavedDeck[]).map(({ id }) => id)
    if (NEW_DECKS.has(call)) this.decks.push((result.value as SavedDeck).id)
    if (call === 'decks.delete')
      this.decks = this.decks.filter((id) => id !== (arg as SavedDeck).id)
    for (const id of this.decks) remember(this.deckIds, id)
    if (call === 'history.list') {
      for (const { id } of result.value as HistorySummary[]) remember(this.historyIds, id)
    }
  }

  private saw(update: MatchUpdate): void {
    remember(this.matchIds, update.matchId)
    this.open = update.result === null ? update : null
    // a kept record has its match's id
    if (update.result?.kept) remember(this.historyIds, update.matchId)
  }
}

/** The calls that answer with a MatchUpdate. */
const MATCH_ANSWERS: ReadonlySet<string> = new Set([
  'match.start',
  'match.act',
  'match.resign',
  'match.resume',
  'match.reveal',
])

/** Adds `id` to `ids` once. */
/** The calls that answer with a deck they saved under a new id. */
const NEW_DECKS: ReadonlySet<string> = new Set(['decks.create', 'decks.duplicate', 'decks.import'])

function remember(ids: string[], id: string): void {
  if (!ids.includes(id)) ids.push(id)
}

/** A payload value that names what the api answered before: filled in as it is sent. */
class Recalled {
  constructor(readonly recall: (memory: Memory) => unknown) {}
  toString(): string {
    return 'Recalled'
  }
}

/** A match id the api gave: the open match's eight times in ten, else an earlier one. */
const recalledMatchIds = fc.tuple(fc.nat({ max: 9 }), fc.nat()).map(
  ([tenth, n]) =>
    new Recalled(({ open, matchIds }) => {
      if (open && tenth < 8) return open.matchId
      return matchIds.length > 0 ? matchIds[n % matchIds.length] : `match-${(n % 15) + 1}`
    }),
)

/** A saved deck's id seven times in eight, else one the api showed once (maybe deleted since). */
const recalledDeckIds = fc.tuple(fc.nat({ max: 7 }), fc.nat()).map(
  ([eighth, n]) =>
    new Recalled(({ decks, deckIds }) => {
      const ids = decks.length > 0 && eighth < 7 ? decks : deckIds
      return ids.length > 0 ? ids[n % ids.length] : 'deck-1'
    }),
)

/** A kept record's id seven times in eight, else a match id that may name no record. */
const recalledHistoryIds = fc.tuple(fc.nat({ max: 7 }), fc.nat()).map(
  ([eighth, n]) =>
    new Recalled(({ historyIds, matchIds }) => {
      const ids = historyIds.length > 0 && eighth < 7 ? historyIds : matchIds
      return ids.length > 0 ? ids[n % ids.length] : 'deck-1'
    }),
)

/** The position the open match shows four times in six, one past it once, else any. */
const recalledSeen = fc.tuple(fc.nat({ max: 5 }), fc.integer({ min: -1, max: 60 })).map(
  ([sixth, any]) =>
    new Recalled(({ open }) => {
      if (!open || sixth === 5) return any
      return sixth === 4 ? open.position + 1 : open.position
    }),
)

/**
 * Values for the schema's open-ended leaves (strings, numbers, lists), by field name or by path
 * (`action.cards` before `cards`): right for the field nearly always, so payloads reach the
 * services. What a schema spells out in full (its objects, variants, literals, enums, booleans)
 * the fuzz reads from the schema itself.
 */
const LEAVES: Record<string, fc.Arbitrary<unknown>> = {
  name: strings,
  confirm: strings,
  // the decks the api showed four times in five, as a deck can be deleted and made anew
  id: fc.oneof({ weight: 4, arbitrary: recalledDeckIds }, deckIds),
  portrait: fc.integer({ min: -1, max: PLAYER_PORTRAITS.length }),
  cards: fc.array(card, { maxLength: 12 }),
  'action.cards': fc.array(card, { minLength: 4, maxLength: 4 }),
  shareCode: fc.oneof(
    fc.array(card, { maxLength: 12 }).map((cards) => encodeDeck(cards)),
    fc.string({ maxLength: 20 }),
  ),
  merchantId: fc.constantFrom('vessa', 'oskar', 'fennick'),
  card,
  deckId: fc.oneof({ weight: 4, arbitrary: recalledDeckIds }, deckIds),
  opponentId: opponentIds,
  opponent: opponentIds,
  wager: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 2_000 }) }, fc.integer()),
  seed: fc.nat(),
  // the day the fuzz's clock stands on (steppingClock starts it there), its neighbours, a
  // day no calendar has
  date: fc.constantFrom('2026-01-01', '2025-12-31', '2026-01-02', '2026-02-30'),
  before: fc.integer({ min: -2, max: 40 }),
  limit: fc.integer({ min: -2, max: 250 }),
  // the ids the api gave nine times in ten, so calls reach the open match
  matchId: fc.oneof({ weight: 9, arbitrary: recalledMatchIds }, madeUpMatchIds),
  forfeit: fc.oneof({ weight: 9, arbitrary: recalledMatchIds }, madeUpMatchIds),
  seen: recalledSeen,
  musicVolume: volume,
  effectsVolume: volume,
  animationSpeed: fc.double({ min: ANIMATION_SPEEDS.min, max: ANIMATION_SPEEDS.max, noNaN: true }),
  width: fc.integer({ min: 200, max: 4000 }),
  height: fc.integer({ min: 200, max: 4000 }),
  x: fc.integer({ min: -2000, max: 2000 }),
  y: fc.integer({ min: -2000, max: 2000 }),
}

/** Any move the schema allows, legal now or not. */
const anyMove = payloadArbitrary(playerActionSchema, LEAVES, 'action')

/**
 * Every call's field values: the leaves, and a move that is one of the open match's legal
 * moves three times in four (its seat left out: main knows whose turn it is), so the fuzz's
 * matches advance and end.
 */
const FIELD: Record<string, fc.Arbitrary<unknown>> = {
  ...LEAVES,
  action: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(fc.nat(), anyMove).map(
        ([n, fallback]) =>
          new Recalled(({ open }) => {
            const legal = open?.view.legal ?? []
            if (legal.length === 0) return fallback
            const { player: _player, ...move } = legal[n % legal.length] as Action
            return move
          }),
      ),
    },
    { weight: 1, arbitrary: anyMove },
  ),
}

/** history.get's `id` names a kept record, not a deck. */
const HISTORY_FIELD = {
  ...FIELD,
  id: fc.oneof({ weight: 8, arbitrary: recalledHistoryIds }, deckIds, madeUpMatchIds),
}

/**
 * Well-formed values for one schema, read from its shape: every required field, each optional
 * one half the time, a variant's literal always itself. `fields` gives the open-ended leaves
 * (by path or name) and may name a whole path (`action`), which then wins over the schema.
 * Throws, naming the path, at a leaf it has no values for: a field the schemas gain is filled
 * from the day it is added, or the fuzz does not start.
 */
export function payloadArbitrary(
  schema: z.ZodType,
  fields: Record<string, fc.Arbitrary<unknown>> = FIELD,
  path = '',
): fc.Arbitrary<unknown> {
  // own keys only: a field named like an Object member ('constructor') has no values by accident
  const has = (name: string): boolean => Object.hasOwn(fields, name)
  if (path && has(path)) return fields[path] as fc.Arbitrary<unknown>
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>
    const parts = Object.entries(shape).map(([key, field]) => {
      const values = payloadArbitrary(field, fields, path ? `${path}.${key}` : key)
      if (!(field instanceof z.ZodOptional)) return values.map((value) => ({ [key]: value }))
      return fc
        .option(values, { freq: 2, nil: undefined })
        .map((value): Record<string, unknown> => (value === undefined ? {} : { [key]: value }))
    })
    return fc.tuple(...parts).map((all) => Object.assign({}, ...all) as object)
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[]
    return fc.oneof(...options.map((option) => payloadArbitrary(option, fields, path)))
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as readonly z.ZodType[]
    return fc.tuple(...items.map((item) => payloadArbitrary(item, fields, path)))
  }
  if (schema instanceof z.ZodPipe) return payloadArbitrary(schema.in as z.ZodType, fields, path)
  if (schema instanceof z.ZodOptional) {
    return payloadArbitrary(schema.unwrap() as z.ZodType, fields, path)
  }
  if (schema instanceof z.ZodNullable) {
    const values = payloadArbitrary(schema.unwrap() as z.ZodType, fields, path)
    return fc.oneof({ weight: 4, arbitrary: values }, { weight: 1, arbitrary: fc.constant(null) })
  }
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values)
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options)
  if (schema instanceof z.ZodBoolean) return fc.boolean()
  if (schema instanceof z.ZodUndefined) return fc.constant(undefined)
  if (schema instanceof z.ZodNull) return fc.constant(null)
  const key = path.slice(path.lastIndexOf('.') + 1)
  const values = has(path) ? fields[path] : has(key) ? fields[key] : undefined
  if (!values) throw new Error(`the api fuzz has no values for the field ${path || '(payload)'}`)
  return values
}

/** Each call's well-formed payloads, read from its schema when this module loads. */
const WELL_FORMED = Object.fromEntries(
  CALL_NAMES.map((call) => {
    try {
      const fields = call === 'history.get' ? HISTORY_FIELD : FIELD
      return [call, payloadArbitrary(PAYLOAD_SCHEMAS[call], fields)]
    } catch (error) {
      throw new Error(`${call}: ${String(error)}; add its values to LEAVES`, { cause: error })
    }
  }),
) as Record<CallName, fc.Arbitrary<unknown>>

/**
 * One call's well-formed payloads as an api that has answered nothing yet would be sent them
 * (for the fuzz's own test: which fields it fills).
 */
export function wellFormedPayloads(call: CallName): fc.Arbitrary<unknown> {
  return WELL_FORMED[call].map((payload) => recall(payload, new Memory()))
}

/** A place in a payload: the keys and list indexes that lead to one field. */
type FieldPath = readonly (string | number)[]
/** Marks a field taken out of a payload. */
const ABSENT = Symbol('absent')

/** Every field and list item of a well-formed payload (a Recalled value is one field). */
function fieldPaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (value instanceof Recalled || typeof value !== 'object' || value === null) return []
  const entries = Array.isArray(value)
    ? value.map((item, i) => [i, item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, item]) => [[...path, key], ...fieldPaths(item, [...path, key])])
}

/** `value` with the field at `path` set to `replacement` (or taken out: ABSENT), copied. */
function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])]
    const at = Number(head)
    if (rest.length > 0 || replacement !== ABSENT) copy[at] = withField(copy[at], rest, replacement)
    else copy.splice(at, 1)
    return copy
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const key = String(head)
  if (rest.length > 0 || replacement !== ABSENT) copy[key] = withField(copy[key], rest, replacement)
  else delete copy[key]
  return copy
}

/**
 * A well-formed payload with one thing wrong: one field's value `weird`, one field or list item
 * missing, or one field too many; a payload of nothing becomes something.
 */
function malformedOnce(payload: unknown): fc.Arbitrary<unknown> {
  const paths = fieldPaths(payload)
  if (paths.length === 0) return weird
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.constantFrom('wrong', 'missing', 'extra'),
      weird,
      fc.string({ maxLength: 8 }),
    )
    .map(([path, how, value, stray]) => {
      if (how === 'extra') return { ...(payload as object), [stray]: value }
      return withField(payload, path, how === 'missing' ? ABSENT : value)
    })
}

/**
 * The payload as it is sent: each Recalled value filled in from what the api has answered so
 * far. Only plain objects and lists are looked into (a hostile value is sent as it is).
 */
function recall(value: unknown, memory: Memory): unknown {
  if (value instanceof Recalled) return value.recall(memory)
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => recall(item, memory))
    return items.every((item, i) => item === value[i]) ? value : items
  }
  if (typeof value !== 'object' || value === null) return value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  const entries = Object.entries(value)
  const filled = entries.map(([key, item]) => [key, recall(item, memory)] as const)
  return filled.every(([, item], i) => item === entries[i]?.[1])
    ? value
    : Object.fromEntries(filled)
}

/**
 * How often each call is drawn for a well-formed payload, against 1 for the rest: a match needs
 * dozens of moves to end, and a hot-seat table a reveal before each. The other kinds draw every
 * call alike.
 */
const CALL_WEIGHT: Partial<Record<CallName, number>> = {
  'match.act': 20,
  'match.start': 6,
  'match.resume': 2,
  'match.reveal': 2,
}
const weightedCalls = fc.constantFrom(
  ...CALL_NAMES.flatMap((call) => Array<CallName>(CALL_WEIGHT[call] ?? 1).fill(call)),
)
const calls = fc.constantFrom(...CALL_NAMES)

/**
 * A call and its payload, in three kinds: well-formed (so valid calls succeed often enough to
 * change the state), one thing wrong, and anything at all (also to names that are no call).
 */
const callAndPayload: fc.Arbitrary<[string, unknown]> = fc.oneof(
  {
    weight: 6,
    arbitrary: weightedCalls.chain((call) =>
      WELL_FORMED[call].map((arg): [string, unknown] => [call, arg]),
    ),
  },
  {
    weight: 3,
    arbitrary: calls.chain((call) =>
      WELL_FORMED[call].chain(malformedOnce).map((arg): [string, unknown] => [call, arg]),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(
      calls,
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

/** What a fuzz run saw: each call's answers by code, and the matches its moves played out. */
export interface FuzzReport {
  /** call name -> 'ok' or the refusal's code -> how many times */
  answers: Record<string, Record<string, number>>
  /** matches that ended on one of the fuzz's moves (match.act answered with a result) */
  playedOut: number
}

/** One line per call: its answers by code, most frequent first (the slow test prints it). */
export function describeReport({ answers, playedOut }: FuzzReport): string {
  const lines = Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([call, codes]) => {
      const counts = Object.entries(codes).sort(([, a], [, b]) => b - a)
      return `${call}: ${counts.map(([code, n]) => `${code} ${n}`).join(', ')}`
    })
  return [...lines, `matches played out: ${playedOut}`].join('\n')
}

/**
 * Sends `runs` payloads (fast-check, from `seed`) to a fresh api on a temporary data folder with
 * a profile and an open campaign match, and checks every answer. Ids in the payloads are mostly
 * the api's own (see Memory), so calls reach the open match, its moves, and the kept history.
 */
export async function fuzzTheApi(runs: number, seed: number): Promise<FuzzReport> {
  const { dir: dataDir, cleanup } = tempDir('pazaak-fuzz-')
  try {
    const api = createApi({ dataDir, host: 'web', seed: 11, now: steppingClock() })
    const memory = new Memory()
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    memory.learn('decks.list', undefined, await api.call('decks.list', undefined))
    const start = { mode: 'campaign', opponentId: 'marla-quince', deckId: 'deck-1', wager: 300 }
    memory.learn('match.start', start, await api.call('match.start', start))
    const files = (): string => savedFiles(dataDir)
    const report: FuzzReport = {
      answers: Object.create(null) as FuzzReport['answers'],
      playedOut: 0,
    }
    await fc.assert(
      fc.asyncProperty(callAndPayload, async ([call, drawn]) => {
        const arg = recall(drawn, memory)
        const shown = `${call} ${fc.stringify(arg).slice(0, 300)}`
        const before = files()
        let result: Result<unknown>
        try {
          result = await api.call(call, arg)
        } catch (error) {
          throw new Error(`${shown} threw: ${String(error)}`, { cause: error })
        }
        memory.learn(call, arg, result)
        // a hostile key ('__proto__', 'constructor') reached no object's prototype
        expect(Object.keys(Object.prototype), `${shown} polluted Object.prototype`).toEqual([])
        const code = result.ok ? 'ok' : result.error.code
        // null-prototype tallies: the fuzz also calls '__proto__'
        const counts = (report.answers[call] ??= Object.create(null) as Record<string, number>)
        counts[code] = (counts[code] ?? 0) + 1
        if (result.ok) {
          if (call === 'match.act' && (result.value as MatchUpdate).result) report.playedOut += 1
          return
        }
        expect(CODES, `${shown}: ${JSON.stringify(result.error)}`).toContain(code)
        // a message the renderer can word: a known key with exactly its parameters (and with
        // 'moved-on', the match as it stands)
        const { code: _code, match, ...said } = result.error
        expect(isMessage(said), JSON.stringify(said)).toBe(true)
        if (code === 'moved-on') {
          // the match as it stands, at another position than the page said it saw
          const seen = (arg as { seen?: unknown }).seen
          expect(match, `${shown}: moved on, to no match`).toBeDefined()
          expect(match?.position, `${shown}: moved on from where it was`).not.toBe(seen)
        }
        expect(files(), `${shown} was refused but changed the saves`).toBe(before)
      }),
      { numRuns: runs, seed, endOnFailure: true },
    )
    // Every call was reached and answered in some way other than a schema refusal.
    for (const call of CALL_NAMES) {
      const codes = Object.keys(report.answers[call] ?? {})
      expect(
        codes.some((code) => code !== 'invalid-payload'),
        call,
      ).toBe(true)
    }
    // Both kinds of answer really happened.
    const all = Object.values(report.answers).flatMap((codes) => Object.entries(codes))
    const oks = all.filter(([code]) => code === 'ok').reduce((sum, [, n]) => sum + n, 0)
    expect(oks).toBeGreaterThan(runs / 5)
    expect(runs - oks).toBeGreaterThan(runs / 5)

    // The money still adds up after all of it.
    const current = await api.call('profiles.current', undefined)
    if (current.ok && current.value) {
      const wallet = await walletBooks(api)
      expect(wallet.credits).toBeGreaterThanOrEqual(0)
      expect(wallet.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(wallet.credits)
    }
    return report
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
