import { z } from 'zod'
import type { CallArg, CallName, Settings } from '@preload/contract'
import { HISTORY_MODES, HISTORY_RESULTS } from '@common/history'
import { PLAYER_PORTRAITS } from '@main/services/profile/portraits'
import {
  aiTierSchema,
  cardCodeSchema,
  dailyDateSchema,
  idSchema,
  MAX_CREDITS,
  MAX_DECK_CARDS,
  rulesetIdSchema,
  settingsSchema,
  windowSchema,
} from '@main/store'

/**
 * One schema per call: the payload is checked against it before any handler runs. Strings are
 * bounded, numbers are whole and bounded, card codes are real codes, slots are 1..3, and
 * unknown keys are refused (strict objects), so nothing unexpected reaches the services.
 */

const none = z.union([z.undefined(), z.null()]).transform(() => undefined)
const slot = z.union([z.literal(1), z.literal(2), z.literal(3)])
/** Names are checked again by the services (trimmed, at most 24 or 32 characters, printable). */
const name = z.string().max(64)
const id = idSchema
const cards = z.array(cardCodeSchema).max(MAX_DECK_CARDS)
const seed = z.number().int().min(0).max(0xffffffff)
/** The match's position the page shows (MatchUpdate.position): a move count or a fingerprint. */
const position = z.number().int().min(0).max(0xffffffff).optional()
/** The most ledger lines one page may ask for (the stats screen asks for 50). */
export const LEDGER_PAGE_MAX = 200

/** A move as the renderer sends it, without a seat: main knows whose turn it is. */
export const playerActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('stand') }),
  z.strictObject({
    type: z.literal('play'),
    card: cardCodeSchema,
    sign: z.enum(['+', '-']).optional(),
  }),
  z.strictObject({ type: z.literal('choose'), cards: z.array(cardCodeSchema).max(10) }),
])

/** The match to start: each mode takes only what the player picks for it, main decides the rest. */
export const matchStartSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    mode: z.literal('quick'),
    rules: rulesetIdSchema,
    tier: aiTierSchema,
    deckId: id.nullable(),
    seed: seed.optional(),
    forfeit: id.optional(),
  }),
  z.strictObject({
    mode: z.literal('campaign'),
    opponentId: id,
    deckId: id,
    wager: z.number().int().min(0).max(MAX_CREDITS),
    seed: seed.optional(),
    forfeit: id.optional(),
  }),
  // The tutorial takes nothing from the renderer (its seed, cards and draws are fixed in main)
  // but the open match it may replace.
  z.strictObject({ mode: z.literal('tutorial'), forfeit: id.optional() }),
  // Hot-seat: two names and two decks (null: the house deck); the services check the names.
  z.strictObject({
    mode: z.literal('hotseat'),
    rules: rulesetIdSchema,
    players: z.tuple([
      z.strictObject({ name, deckId: id.nullable() }),
      z.strictObject({ name, deckId: id.nullable() }),
    ]),
    seed: seed.optional(),
    forfeit: id.optional(),
  }),
  // The daily challenge: main's clock decides the day, and the day the deal. The renderer may
  // name the day its screen shows, only so that main can refuse a day that is no longer today.
  z.strictObject({
    mode: z.literal('daily'),
    date: dailyDateSchema.optional(),
    forfeit: id.optional(),
  }),
])

const settingsChangeSchema = settingsSchema
  .omit({ window: true })
  .partial()
  .extend({ window: windowSchema.partial().optional() })
  .strict()

/** Each call's schema, by name; the router refuses a payload that does not parse. */
export const PAYLOAD_SCHEMAS = {
  'app.info': none,
  'app.notices': none,
  'app.quit': none,
  'profiles.list': none,
  'profiles.create': z.strictObject({
    slot,
    name,
    portrait: z
      .number()
      .int()
      .min(0)
      .max(PLAYER_PORTRAITS.length - 1)
      .optional(),
  }),
  'profiles.portraits': none,
  'profiles.load': z.strictObject({ slot }),
  'profiles.rename': z.strictObject({ slot, name }),
  'profiles.delete': z.strictObject({ slot, confirm: name }),
  'profiles.current': none,
  'wallet.get': none,
  'wallet.ledger': z.strictObject({
    before: z.number().int().min(1).optional(),
    limit: z.number().int().min(1).max(LEDGER_PAGE_MAX),
  }),
  'collection.get': none,
  'decks.list': none,
  'decks.create': z.strictObject({ name, rules: rulesetIdSchema, cards }),
  'decks.update': z.strictObject({ id, cards, rules: rulesetIdSchema.optional() }),
  'decks.rename': z.strictObject({ id, name }),
  'decks.duplicate': z.strictObject({ id, name }),
  'decks.delete': z.strictObject({ id }),
  'decks.setActive': z.strictObject({ id }),
  'decks.check': z.strictObject({ rules: rulesetIdSchema, cards }),
  'decks.fromCollection': z.strictObject({ rules: rulesetIdSchema, cards }),
  'decks.export': z.strictObject({ cards }),
  // bounded, as every string, but far above a code's length (LONGEST_SHARE_CODE): a long paste
  // is refused by the decoder, which says the code is too long to be a deck's
  'decks.import': z.strictObject({
    shareCode: z.string().max(10_000),
    name,
    rules: rulesetIdSchema,
  }),
  'shop.merchants': none,
  'shop.buy': z.strictObject({ merchantId: id, card: cardCodeSchema }),
  'shop.sell': z.strictObject({ merchantId: id, card: cardCodeSchema }),
  'match.start': matchStartSchema,
  'match.act': z.strictObject({ matchId: id, action: playerActionSchema, seen: position }),
  'match.resign': z.strictObject({ matchId: id, seen: position }),
  'match.resume': none,
  'match.hint': z.strictObject({ matchId: id }),
  'match.reveal': z.strictObject({ matchId: id, seen: position }),
  'daily.get': none,
  'campaign.get': none,
  'settings.get': none,
  'settings.update': settingsChangeSchema,
  'stats.get': none,
  'achievements.list': none,
  'collection.book': none,
  'history.list': z.union([
    none,
    z.strictObject({
      mode: z.enum(HISTORY_MODES).optional(),
      result: z.enum(HISTORY_RESULTS).optional(),
      opponent: id.optional(),
    }),
  ]),
  'history.get': z.strictObject({ id }),
  'history.decks': none,
} satisfies { [N in CallName]: z.ZodType<unknown> }

/** Marks an optional property in Spelled (no value of a call's payload has this shape). */
interface Optional {
  readonly optionalPropertyMark: 'optional'
}
/** T with each optional property marked as such, all the way down, so shapes compare exactly. */
type Spelled<T> = T extends object
  ? {
      [K in keyof T]-?: Spelled<T[K]> | (Pick<T, K> extends Required<Pick<T, K>> ? never : Optional)
    }
  : T
/**
 * A and B hold the same values with the same keys: each fits the other, an optional key in one
 * is optional in the other, and neither has a key the other lacks.
 */
export type SameShape<A, B> = [Spelled<A>] extends [Spelled<B>]
  ? [Spelled<B>] extends [Spelled<A>]
    ? true
    : false
  : false

/** The argument main takes for a call: a call without one takes nothing (`undefined`). */
type Taken<Arg> = void extends Arg ? Exclude<Arg, void> | undefined : Arg
/** The one deliberate widening: the shell saves part of the window bounds as they change. */
type SettingsChange = Omit<Partial<Settings>, 'window'> & { window?: Partial<Settings['window']> }
/** Each call's argument as the contract declares it, with that widening. */
export type ContractArgs = {
  [N in CallName]: N extends 'settings.update' ? SettingsChange : CallArg<N>
}
type Schema<N extends CallName> = (typeof PAYLOAD_SCHEMAS)[N]

/**
 * The calls whose schema and contract disagree, checked both ways: the schema accepts every
 * argument the contract allows (IPC and HTTP send a missing argument as null), and hands the
 * handler nothing else.
 */
export type Mismatched<Args extends { [N in CallName]: unknown }> = {
  [N in CallName]: SameShape<
    z.input<Schema<N>>,
    Taken<Args[N]> | (void extends Args[N] ? null : never)
  > extends true
    ? SameShape<z.output<Schema<N>>, Taken<Args[N]>> extends true
      ? never
      : N
    : N
}[CallName]
/** Fails to compile, naming the calls, when a schema and the contract drift apart. */
export const schemasMatchContract: [Mismatched<ContractArgs>] extends [never]
  ? true
  : Mismatched<ContractArgs> = true
