/**
 * Random and malformed payloads across every call (docs/security.md, "The bridge"): each gets a
 * typed error or a valid answer, nothing throws, nothing is 'internal', the saves change only
 * when a call succeeded, and the credits only as that call says, the books balanced. The
 * payloads name what the api really answered with (matches, decks, tables, merchants, records),
 * so they reach the open match and its legal moves, staked campaign tables, the hot-seat curtain,
 * the shop and the kept history (docs/testing.md). main/api/fuzz.test.ts runs 4,000 payloads
 * with the unit tests; fuzz.slow.test.ts runs 10,000 more from another seed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { expect } from 'vitest'
import { z } from 'zod'
import { CALL_NAMES } from '@preload/call-names'
import type {
  CallName,
  CampaignOpponent,
  CardCode,
  Collection,
  CampaignView,
  DeckFromCollection,
  ErrorCode,
  HistorySummary,
  MatchUpdate,
  Merchant,
  ProfileSummary,
  Purchase,
  Result,
  RulesetId,
  SavedDeck,
} from '@preload/contract'
import { ANIMATION_SPEEDS } from '@preload/settings-defaults'
import { HOUSE_SAMPLER } from '@common/decks'
import { isMessage } from '@common/messages'
import { ALL_CARD_CODES, encodeDeck, type Action } from '@main/engine'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createApi } from '@main/api/router'
import { PAYLOAD_SCHEMAS, playerActionSchema } from '@main/api/schemas'
import { PLAYER_PORTRAITS } from '@main/services/profile/portraits'
import { campaignContent } from '@main/services/world'
import { ok } from '@tools/testing/api-kit'

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
    // an own key named __proto__, as JSON.parse makes it from a page's payload (a literal
    // `{ __proto__: ... }` would only set the object's prototype)
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    { type: 'cheat' },
  ),
  fc.anything(),
)

const card = fc.constantFrom(...ALL_CARD_CODES)
const strings = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('Ana', 'Bo', ' ', 'x'.repeat(100)),
)

/** Deck ids a page could name unasked: the first few, and the house's sampler (quick, hot-seat). */
const deckIds = fc.constantFrom('deck-1', 'deck-2', 'deck-3', 'deck-4', HOUSE_SAMPLER)
/** Every opponent of the campaign, the tables not reached yet too, and one it never had. */
const opponentIds = fc.constantFrom(
  ...campaignContent().opponents.map(({ id }) => id),
  'nobody-here',
)
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
  /** the loaded profile's decks as the api last showed each (their rules and problems) */
  readonly shownDecks = new Map<string, SavedDeck>()
  /** full decks the api built from the collection (decks.fromCollection), by their rules */
  readonly built = new Map<unknown, CardCode[]>()
  /** the campaign's tables as campaign.get last showed them (stakes, rules, who is available) */
  tables: CampaignOpponent[] = []
  /** the merchants the shop last showed (the unlocked cantinas'), their stock and refusals */
  merchants: Merchant[] = []
  /** the loaded profile's cards as the api last showed them */
  owned: CardCode[] = []
  /** the loaded profile's slot as the api last said; null on the title screen */
  slot: number | null = null

  /**
   * Takes note of one answer to `arg`: a match shown (also by a 'moved-on' refusal), decks made,
   * changed, deleted or listed, records listed, the campaign's tables, the profile loaded.
   */
  learn(call: string, arg: unknown, result: Result<unknown>): void {
    if (!result.ok) {
      if (result.error.code === 'moved-on' && result.error.match) this.saw(result.error.match)
      return
    }
    if (PROFILE_ANSWERS.has(call)) this.switched((result.value as ProfileSummary | null)?.slot)
    if (call === 'profiles.delete' && (arg as { slot: number }).slot === this.slot) {
      this.switched(null)
    }
    if (call === 'decks.fromCollection') {
      const { cards, complete } = result.value as DeckFromCollection
      if (complete) this.built.set((arg as { rules: RulesetId }).rules, cards)
    }
    if (call === 'shop.merchants') this.merchants = result.value as Merchant[]
    if (call === 'shop.buy' || call === 'shop.sell')
      this.merchants = (result.value as Purchase).merchants
    if (call === 'collection.get')
      this.owned = Object.keys(result.value as Collection) as CardCode[]
    if (call === 'shop.buy' || call === 'shop.sell') {
      this.owned = Object.keys((result.value as Purchase).collection) as CardCode[]
    }
    if (call === 'campaign.get') {
      this.tables = (result.value as CampaignView).locations.flatMap((l) => l.opponents)
    }
    if (MATCH_ANSWERS.has(call)) {
      // match.resume answers null when the loaded profile has no match open
      if (result.value === null) this.open = null
      else this.saw(result.value as MatchUpdate)
    }
    if (call === 'decks.list') {
      this.decks = (result.value as SavedDeck[]).map(({ id }) => id)
      for (const deck of result.value as SavedDeck[]) this.shownDecks.set(deck.id, deck)
    }
    if (NEW_DECKS.has(call)) this.decks.push((result.value as SavedDeck).id)
    if (DECK_ANSWERS.has(call)) {
      const deck = result.value as SavedDeck
      this.shownDecks.set(deck.id, deck)
    }
    if (call === 'decks.delete')
      this.decks = this.decks.filter((id) => id !== (arg as SavedDeck).id)
    for (const id of this.decks) remember(this.deckIds, id)
    if (call === 'history.list') {
      for (const { id } of result.value as HistorySummary[]) remember(this.historyIds, id)
    }
  }

  /**
   * The decks a table or a hot-seat game takes under `rules`: saved decks of those rules that the
   * api last showed with no problem.
   */
  playable(rules: unknown): string[] {
    return this.decks.filter((id) => {
      const deck = this.shownDecks.get(id)
      return deck !== undefined && deck.rules === rules && deck.problems.length === 0
    })
  }

  /**
   * The cards of a deck a table takes under `rules` (any rules: undefined), as the api showed or
   * built it, or undefined when it showed none.
   */
  playableCards(rules: unknown, n: number): CardCode[] | undefined {
    const saved = [...this.shownDecks.values()].filter(({ problems }) => problems.length === 0)
    const decks = [...saved.map((deck) => [deck.rules, deck.cards] as const), ...this.built]
    const fitting = decks.filter(([of]) => rules === undefined || of === rules)
    return fitting[n % Math.max(1, fitting.length)]?.[1]
  }

  /**
   * Another profile is loaded (or none, `slot` null): its match and decks are not the ones seen,
   * until match.resume and decks.list show them.
   */
  private switched(slot: number | null | undefined): void {
    if (slot !== undefined && slot === this.slot) return
    this.slot = slot ?? null
    this.open = null
    this.decks = []
    this.shownDecks.clear()
    this.built.clear()
    this.tables = []
    this.merchants = []
    this.owned = []
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

/** The calls that answer with a deck they saved under a new id. */
const NEW_DECKS: ReadonlySet<string> = new Set(['decks.create', 'decks.duplicate', 'decks.import'])
/** The calls that answer with one saved deck as it now is. */
const DECK_ANSWERS: ReadonlySet<string> = new Set([
  ...NEW_DECKS,
  'decks.update',
  'decks.rename',
  'decks.setActive',
])
/** The calls that answer with the profile loaded now (profiles.current: or null, none is). */
const PROFILE_ANSWERS: ReadonlySet<string> = new Set([
  'profiles.create',
  'profiles.load',
  'profiles.current',
])

/** Adds `id` to `ids` once. */
function remember(ids: string[], id: string): void {
  if (!ids.includes(id)) ids.push(id)
}

/**
 * A payload value that names what the api answered before: filled in as it is sent, from the
 * memory and the payload's other fields (a stake from the table the payload names).
 */
class Recalled {
  constructor(readonly recall: (memory: Memory, payload: Fields) => unknown) {}
  toString(): string {
    return 'Recalled'
  }
}

/** A drawn payload's fields as a Recalled value reads them (any of them may be missing). */
type Fields = Partial<Record<string, unknown>>

/** A match id the api gave: the open match's eight times in ten, else an earlier one. */
const recalledMatchIds = fc.tuple(fc.nat({ max: 9 }), fc.nat()).map(
  ([tenth, n]) =>
    new Recalled(({ open, matchIds }) => {
      if (open && tenth < 8) return open.matchId
      return matchIds.length > 0 ? matchIds[n % matchIds.length] : `match-${(n % 15) + 1}`
    }),
)

/**
 * The match a start gives up: the open one, as the page that showed it names it, nineteen times
 * in twenty; else a match id the api gave before.
 */
const recalledForfeits = fc
  .tuple(fc.nat({ max: 19 }), recalledMatchIds)
  .map(
    ([twentieth, other]) =>
      new Recalled((memory, payload) =>
        memory.open && twentieth < 19 ? memory.open.matchId : other.recall(memory, payload),
      ),
  )

/** A saved deck's id seven times in eight, else one the api showed once (maybe deleted since). */
const recalledDeckIds = fc.tuple(fc.nat({ max: 7 }), fc.nat()).map(
  ([eighth, n]) =>
    new Recalled(({ decks, deckIds }) => {
      const ids = decks.length > 0 && eighth < 7 ? decks : deckIds
      return ids.length > 0 ? ids[n % ids.length] : 'deck-1'
    }),
)

/**
 * The deck a table takes, as a player picks it: a deck the api showed with no problem under the
 * payload's rules (a campaign table's when it names one) three times in four, when there is one;
 * else as recalledDeckIds.
 */
const recalledPlayableDecks = fc.tuple(fc.nat({ max: 3 }), fc.nat(), recalledDeckIds).map(
  ([quarter, n, other]) =>
    new Recalled((memory, payload) => {
      const table = memory.tables.find(({ id }) => id === payload.opponentId)
      const playable = memory.playable(table?.rules ?? payload.rules)
      if (playable.length === 0 || quarter === 3) return other.recall(memory, payload)
      return playable[n % playable.length]
    }),
)

/** A campaign table the campaign screen offers three times in four, else any opponent's id. */
const recalledOpponents = fc.tuple(fc.nat({ max: 3 }), fc.nat(), opponentIds).map(
  ([quarter, n, other]) =>
    new Recalled(({ tables }) => {
      const open = tables.filter(({ available }) => available)
      return open.length > 0 && quarter < 3 ? open[n % open.length]?.id : other
    }),
)

/**
 * A stake in the range of the table the payload names four times in five (as the stake slider
 * offers), else any number a page might send.
 */
const recalledStakes = fc
  .tuple(
    fc.nat({ max: 4 }),
    fc.nat(),
    fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 0, max: 2_000 }) }, fc.integer()),
  )
  .map(
    ([fifth, n, other]) =>
      new Recalled(({ tables }, payload) => {
        const table = tables.find(({ id }) => id === payload.opponentId)
        if (!table || fifth === 4) return other
        const { min, max } = table.stake
        return min + (n % (max - min + 1))
      }),
  )

/**
 * A side deck's cards: two times in three a deck the api showed playable or built under the
 * payload's rules (a deck kept as it is, imported, checked or exported), else any cards (so the
 * decks the tables take are not all spoilt by the fuzz's own edits).
 */
const recalledCards = fc.tuple(fc.nat({ max: 2 }), fc.nat(), fc.array(card, { maxLength: 12 })).map(
  ([third, n, other]) =>
    new Recalled((memory, payload) => {
      const rules = payload.rules ?? memory.shownDecks.get(payload.id as string)?.rules
      return (third < 2 && memory.playableCards(rules, n)) || other
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
 * How often a union's variant is drawn against 1 for the rest, by a literal it has (its `mode`):
 * the starts a stake and the hot-seat curtain stand behind, the paths the fewest of their
 * payloads get through to (a table reached, a stake in its range, decks fit for it, two names).
 */
const VARIANT_WEIGHT: Readonly<Record<string, number>> = { campaign: 3, hotseat: 2 }

/**
 * Optional fields a page sends nearly always: `forfeit`, the open match a new start gives up (a
 * page names it whenever one is open; the payloads with one thing wrong leave it out too).
 */
const USUALLY_SENT: ReadonlySet<string> = new Set(['forfeit'])

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
  // two people at one table: names a setup screen takes, mostly apart (the same twice is refused)
  'players.name': fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Ana', 'Bo', 'Cass', 'Dov', 'Esk', 'Fen') },
    strings,
  ),
  cards: recalledCards,
  'action.cards': fc.array(card, { minLength: 4, maxLength: 4 }),
  shareCode: fc.oneof(
    recalledCards.map(
      (cards) =>
        new Recalled((memory, payload) => encodeDeck(cards.recall(memory, payload) as CardCode[])),
    ),
    fc.string({ maxLength: 20 }),
  ),
  merchantId: fc.constantFrom('vessa', 'oskar', 'fennick'),
  card,
  deckId: fc.oneof({ weight: 4, arbitrary: recalledPlayableDecks }, deckIds),
  opponentId: fc.oneof({ weight: 4, arbitrary: recalledOpponents }, opponentIds),
  opponent: opponentIds,
  wager: recalledStakes,
  seed: fc.nat(),
  // the day the fuzz's clock stands on (steppingClock starts it there), its neighbours, a
  // day no calendar has
  date: fc.constantFrom('2026-01-01', '2025-12-31', '2026-01-02', '2026-02-30'),
  before: fc.integer({ min: -2, max: 40 }),
  limit: fc.integer({ min: -2, max: 250 }),
  // the ids the api gave nine times in ten, so calls reach the open match
  matchId: fc.oneof({ weight: 9, arbitrary: recalledMatchIds }, madeUpMatchIds),
  forfeit: fc.oneof({ weight: 9, arbitrary: recalledForfeits }, madeUpMatchIds),
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

/** A merchant the shop shows three times in four (when it showed one), else any id. */
const recalledMerchants = fc
  .tuple(fc.nat({ max: 3 }), fc.nat(), LEAVES.merchantId as fc.Arbitrary<unknown>)
  .map(
    ([quarter, n, other]) =>
      new Recalled(({ merchants }) =>
        merchants.length > 0 && quarter < 3 ? merchants[n % merchants.length]?.id : other,
      ),
  )

/**
 * A card for the shop's counter, as its page offers them, three times in four: `offered` picks
 * from the merchant the payload names (what they have left to sell, or what they would buy of
 * the player's cards); else any card.
 */
function shopCards(
  offered: (merchant: Merchant, memory: Memory) => CardCode[],
): fc.Arbitrary<Recalled> {
  return fc.tuple(fc.nat({ max: 3 }), fc.nat(), card).map(
    ([quarter, n, other]) =>
      new Recalled((memory, payload) => {
        const merchant = memory.merchants.find(({ id }) => id === payload.merchantId)
        const cards = merchant ? offered(merchant, memory) : []
        return cards.length > 0 && quarter < 3 ? cards[n % cards.length] : other
      }),
  )
}

/** shop.buy: a merchant shown, and a card they have left. */
const BUY_FIELD = {
  ...FIELD,
  merchantId: recalledMerchants,
  card: shopCards(({ stock }) => stock.filter((item) => item.stock !== 0).map((item) => item.card)),
}

/** shop.sell: a merchant shown, and a card of the player's they would take. */
const SELL_FIELD = {
  ...FIELD,
  merchantId: recalledMerchants,
  card: shopCards(({ unsellable }, { owned }) => owned.filter((c) => unsellable[c] === undefined)),
}

/** history.get's `id` names a kept record, not a deck. */
const HISTORY_FIELD = {
  ...FIELD,
  id: fc.oneof({ weight: 8, arbitrary: recalledHistoryIds }, deckIds, madeUpMatchIds),
}

/** A union variant's weight (VARIANT_WEIGHT): 1 but for an object with a literal named there. */
function variantWeight(option: z.ZodType): number {
  if (!(option instanceof z.ZodObject)) return 1
  const literals = Object.values(option.shape as Record<string, z.ZodType>).flatMap((field) =>
    field instanceof z.ZodLiteral ? [...field.values] : [],
  )
  return Math.max(1, ...literals.map((value) => VARIANT_WEIGHT[String(value)] ?? 1))
}

/**
 * Well-formed values for one schema, read from its shape: every required field, each optional
 * one half the time (USUALLY_SENT: seven times in eight), a variant's literal always itself,
 * variants as VARIANT_WEIGHT weighs them, null a fifth of the time where it may be. `fields`
 * gives the open-ended leaves (by path or name) and may name a whole path (`action`), which then
 * wins over the schema.
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
  // null before a value the fields name: a nullable deck id is the house's deck, a path a page
  // takes (it once never came, the field's values winning over the schema's null)
  if (schema instanceof z.ZodNullable) {
    const values = payloadArbitrary(schema.unwrap() as z.ZodType, fields, path)
    return fc.oneof({ weight: 4, arbitrary: values }, { weight: 1, arbitrary: fc.constant(null) })
  }
  if (path && has(path)) return fields[path] as fc.Arbitrary<unknown>
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>
    const parts = Object.entries(shape).map(([key, field]) => {
      const values = payloadArbitrary(field, fields, path ? `${path}.${key}` : key)
      if (!(field instanceof z.ZodOptional)) return values.map((value) => ({ [key]: value }))
      return fc
        .option(values, { freq: USUALLY_SENT.has(key) ? 8 : 2, nil: undefined })
        .map((value): Record<string, unknown> => (value === undefined ? {} : { [key]: value }))
    })
    return fc.tuple(...parts).map((all) => Object.assign({}, ...all) as object)
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[]
    return fc.oneof(
      ...options.map((option) => ({
        weight: variantWeight(option),
        arbitrary: payloadArbitrary(option, fields, path),
      })),
    )
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as readonly z.ZodType[]
    return fc.tuple(...items.map((item) => payloadArbitrary(item, fields, path)))
  }
  if (schema instanceof z.ZodPipe) return payloadArbitrary(schema.in as z.ZodType, fields, path)
  if (schema instanceof z.ZodOptional) {
    return payloadArbitrary(schema.unwrap() as z.ZodType, fields, path)
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

/** The calls whose fields take their own values. */
const CALL_FIELDS: Partial<Record<CallName, Record<string, fc.Arbitrary<unknown>>>> = {
  'history.get': HISTORY_FIELD,
  'shop.buy': BUY_FIELD,
  'shop.sell': SELL_FIELD,
}

/** Each call's well-formed payloads, read from its schema when this module loads. */
const WELL_FORMED = Object.fromEntries(
  CALL_NAMES.map((call) => {
    try {
      const fields = CALL_FIELDS[call] ?? FIELD
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
 * far and from the payload's fields filled before it (its top level, in the schema's order: a
 * stake reads the table named before it). Only plain objects and lists are looked into (a
 * hostile value is sent as it is).
 */
function recall(value: unknown, memory: Memory, payload?: Fields): unknown {
  if (value instanceof Recalled) return value.recall(memory, payload ?? {})
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => recall(item, memory, payload ?? {}))
    return items.every((item, i) => item === value[i]) ? value : items
  }
  if (typeof value !== 'object' || value === null) return value
  if (Object.getPrototypeOf(value) !== Object.prototype) return value
  // the top level's fields as filled so far; no prototype, so that '__proto__' is a field too
  const top = payload ?? (Object.create(null) as Fields)
  const entries = Object.entries(value)
  const filled = entries.map(([key, item]) => {
    const now = recall(item, memory, top)
    if (payload === undefined) top[key] = now
    return [key, now] as const
  })
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

/** Whether the open match, as last shown, is a hot-seat table with its curtain down. */
function curtained({ open }: Memory): boolean {
  return (open?.hotseat?.curtain ?? null) !== null
}

/**
 * A well-formed move at the open match as its page makes it: at a hot-seat table with the
 * curtain down, the person it was passed to lifts it first (match.reveal), else the move
 * (match.act). Without it a hot-seat match stood behind its curtain, every move refused, until a
 * reveal happened to be drawn.
 */
const atTheTable = fc
  .tuple(WELL_FORMED['match.act'], WELL_FORMED['match.reveal'])
  .map(([act, reveal]): [Recalled, Recalled] => [
    new Recalled((memory) => (curtained(memory) ? 'match.reveal' : 'match.act')),
    new Recalled((memory) => recall(curtained(memory) ? reveal : act, memory)),
  ])

/**
 * A call and its payload, in three kinds: well-formed (so valid calls succeed often enough to
 * change the state), one thing wrong, and anything at all (also to names that are no call). The
 * call's name is a Recalled for a move at the table (atTheTable).
 */
const callAndPayload: fc.Arbitrary<[string | Recalled, unknown]> = fc.oneof(
  {
    weight: 6,
    arbitrary: weightedCalls.chain((call): fc.Arbitrary<[string | Recalled, unknown]> =>
      call === 'match.act'
        ? atTheTable
        : WELL_FORMED[call].map((arg): [string, unknown] => [call, arg]),
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

/** What a fuzz run saw: each call's answers by code, and how deep its matches and money went. */
export interface FuzzReport {
  /** call name -> 'ok' or the refusal's code -> how many times */
  answers: Record<string, Record<string, number>>
  /** matches that ended on one of the fuzz's moves (match.act answered with a result) */
  playedOut: number
  /** matches started, by mode ('campaign staked': a campaign start with credits at stake) */
  started: Record<string, number>
  /** calls that moved the credits, by call: a stake won or lost, a purse or a bounty, a deal */
  paid: Record<string, number>
}

/**
 * How deep a run reached, each count a floor may hold: moves in the api's own open match, a page
 * behind it caught (`moved-on`), matches played to their end, kept records read back, the
 * profile's own decks and settings changed, campaign tables sat at with a stake and hot-seat
 * tables set, the curtain lifted, the credits moved by a match's end and by a forfeit, the shop.
 */
export interface FuzzReach {
  moves: number
  movedOn: number
  playedOut: number
  starts: number
  resigns: number
  hints: number
  recordsRead: number
  activeDecks: number
  settings: number
  stakedStarts: number
  hotseatStarts: number
  curtains: number
  paidByEnd: number
  paidByForfeit: number
  purchases: number
  sales: number
}

/** The counts of `report` that a floor holds (FuzzReach). */
export function reachOf({ answers, playedOut, started, paid }: FuzzReport): FuzzReach {
  const answered = (call: string, code = 'ok'): number => answers[call]?.[code] ?? 0
  return {
    moves: answered('match.act'),
    movedOn: answered('match.act', 'moved-on'),
    playedOut,
    starts: answered('match.start'),
    resigns: answered('match.resign'),
    hints: answered('match.hint'),
    recordsRead: answered('history.get'),
    activeDecks: answered('decks.setActive'),
    settings: answered('settings.update'),
    stakedStarts: started['campaign staked'] ?? 0,
    hotseatStarts: started.hotseat ?? 0,
    curtains: answered('match.reveal'),
    // a stake won or lost at a match's end, and a stake given up by a start's forfeit
    paidByEnd: (paid['match.act'] ?? 0) + (paid['match.resign'] ?? 0),
    paidByForfeit: paid['match.start'] ?? 0,
    purchases: answered('shop.buy'),
    sales: answered('shop.sell'),
  }
}

/** Fails the test where a run reached less than a floor, naming each count that fell short. */
export function expectReach(report: FuzzReport, floors: FuzzReach): void {
  const reach = reachOf(report)
  const short = (Object.keys(floors) as (keyof FuzzReach)[]).filter((k) => reach[k] < floors[k])
  expect(
    short.map((k) => `${k}: ${reach[k]} < ${floors[k]}`),
    'counts under their floor',
  ).toEqual([])
}

/** One line per call: its answers by code, most frequent first (the slow test prints it). */
export function describeReport({ answers, playedOut, started, paid }: FuzzReport): string {
  const lines = Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([call, codes]) => {
      const counts = Object.entries(codes).sort(([, a], [, b]) => b - a)
      return `${call}: ${counts.map(([code, n]) => `${code} ${n}`).join(', ')}`
    })
  const list = (counts: Record<string, number>): string =>
    Object.entries(counts)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')
  return [
    ...lines,
    `matches started: ${list(started)}`,
    `matches played out: ${playedOut}`,
    `calls that moved the credits: ${list(paid)}`,
  ].join('\n')
}

/**
 * The calls that may move a profile's credits: a match's end settles its stake (a move, a
 * resignation, a start that forfeits the open match), and the shop buys and sells.
 */
const MONEY_CALLS: ReadonlySet<string> = new Set([
  'match.start',
  'match.act',
  'match.resign',
  'shop.buy',
  'shop.sell',
])

/** The mode a start's payload names, 'campaign staked' with credits at stake. */
function startedMode(arg: unknown): string {
  const { mode, wager } = arg as { mode: string; wager?: number }
  return mode === 'campaign' && wager !== undefined && wager > 0 ? 'campaign staked' : mode
}

/**
 * Sends `runs` payloads (fast-check, from `seed`) to a fresh api on a temporary data folder with
 * a profile and an open campaign match, and checks every answer. Ids in the payloads are mostly
 * the api's own (see Memory), so calls reach the open match, its moves, the campaign's tables,
 * the hot-seat curtain and the kept history.
 */
export async function fuzzTheApi(runs: number, seed: number): Promise<FuzzReport> {
  const { dir: dataDir, cleanup } = tempDir('pazaak-fuzz-')
  try {
    const api = createApi({ dataDir, host: 'web', seed: 11, now: steppingClock() })
    const memory = new Memory()
    // what a player's first screens ask, taken note of as any answer
    const setUp = async (call: CallName, arg?: unknown): Promise<void> => {
      memory.learn(call, arg, { ok: true, value: await ok(api, call, arg) })
    }
    await setUp('profiles.create', { slot: 1, name: 'Ana' })
    await setUp('decks.list')
    await setUp('campaign.get')
    await setUp('match.start', {
      mode: 'campaign',
      opponentId: 'marla-quince',
      deckId: 'deck-1',
      wager: 300,
    })
    // the saves as the last call left them: only the api writes them, and only in a call (were
    // that not so, a refused call would be seen changing them)
    let saved = savedFiles(dataDir)
    const report: FuzzReport = {
      answers: Object.create(null) as FuzzReport['answers'],
      playedOut: 0,
      started: {},
      paid: {},
    }
    await fc.assert(
      fc.asyncProperty(callAndPayload, async ([named, drawn]) => {
        const call = String(recall(named, memory))
        const arg = recall(drawn, memory)
        const shown = `${call} ${fc.stringify(arg).slice(0, 300)}`
        const before = saved
        const slot = memory.slot
        let result: Result<unknown>
        try {
          result = await api.call(call, arg)
        } catch (error) {
          throw new Error(`${shown} threw: ${String(error)}`, { cause: error })
        }
        memory.learn(call, arg, result)
        saved = savedFiles(dataDir)
        // a hostile key ('__proto__', 'constructor') reached no object's prototype
        expect(Object.keys(Object.prototype), `${shown} polluted Object.prototype`).toEqual([])
        const code = result.ok ? 'ok' : result.error.code
        // null-prototype tallies: the fuzz also calls '__proto__'
        const counts = (report.answers[call] ??= Object.create(null) as Record<string, number>)
        counts[code] = (counts[code] ?? 0) + 1
        if (result.ok) {
          const moved = checkMoney(call, result.value, before, saved, slot)
          if (moved) report.paid[call] = (report.paid[call] ?? 0) + 1
          if (call === 'match.start') {
            const mode = startedMode(arg)
            report.started[mode] = (report.started[mode] ?? 0) + 1
          }
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
        expect(saved, `${shown} was refused but changed the saves`).toEqual(before)
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
    return report
  } finally {
    cleanup()
  }
}

/** A profile's wallet as its save holds it: the credits and each ledger line. */
interface Purse {
  credits: number
  ledger: { amount: number; balance?: number }[]
}

/**
 * A saved profile's wallet, its books checked: never below zero, and each ledger line's balance
 * the running sum of the amounts up to it, the last the credits (what the ledger pages,
 * wallet.ledger, add up to is what the chip shows).
 */
function purse([name, text]: SavedFile): Purse {
  const { wallet } = (JSON.parse(text) as { data: { wallet: Purse } }).data
  let sum = 0
  for (const line of wallet.ledger) {
    sum += line.amount
    if (line.balance !== undefined) expect(line.balance, `${name}: a line's balance`).toBe(sum)
  }
  expect(sum, `${name}: the ledger adds up to the credits`).toBe(wallet.credits)
  expect(wallet.credits, `${name}: credits`).toBeGreaterThanOrEqual(0)
  return wallet
}

/**
 * After a successful call: the books of every profile it wrote still balance, and the credits
 * moved only as the call says: by a call that may move them (MONEY_CALLS), in the loaded
 * profile (`slot`) alone; a match's end by its result's creditsDelta, to its balance; a purchase
 * down and a sale up, to the credits the shop answered; a start only ever by a forfeited stake.
 * Whether the credits moved.
 */
function checkMoney(
  call: string,
  value: unknown,
  before: readonly SavedFile[],
  after: readonly SavedFile[],
  slot: number | null,
): boolean {
  const loaded = `profile-${slot}.json`
  const was = new Map(before)
  let change = 0
  for (const file of after) {
    const [name, text] = file
    // unchanged files were checked when they were written
    if (!/^profile-\d\.json$/.test(name) || was.get(name) === text) continue
    const { credits } = purse(file)
    const old = was.get(name)
    if (old === undefined) continue
    const moved = credits - purse([name, old]).credits
    if (moved === 0) continue
    expect(MONEY_CALLS, `${call} moved the credits`).toContain(call)
    expect(name, `${call} moved the credits of a profile not loaded`).toBe(loaded)
    change = moved
  }
  if (call === 'match.start') expect(change, 'a start paid out').toBeLessThanOrEqual(0)
  if (call === 'shop.buy' || call === 'shop.sell') {
    expect(Math.sign(change), `${call}: which way the credits moved`).toBe(
      call === 'shop.sell' ? 1 : -1,
    )
    const answered = (value as Purchase).credits
    expect(credits(after, loaded), `${call}: the credits it answered`).toBe(answered)
  }
  const result = MATCH_ANSWERS.has(call) ? (value as MatchUpdate | null)?.result : null
  if (call !== 'match.start' && result) {
    expect(change, `${call}: the credits its result says`).toBe(result.creditsDelta)
    if (result.balance !== undefined) {
      expect(credits(after, loaded), `${call}: the balance its result says`).toBe(result.balance)
    }
  } else if (call === 'match.act' || call === 'match.resign') {
    expect(change, `${call} moved the credits of a match not over`).toBe(0)
  }
  return change !== 0
}

/** The credits a profile's file holds. */
function credits(files: readonly SavedFile[], name: string): number | undefined {
  const file = files.find(([of]) => of === name)
  return file && purse(file).credits
}

/** A saved file: its name and its text. */
type SavedFile = readonly [string, string]

/** Every saved file, names and contents: a refused call must leave all of it alone. */
function savedFiles(dataDir: string): SavedFile[] {
  const dir = join(dataDir, 'saves')
  return readdirSync(dir)
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')] as const)
}
