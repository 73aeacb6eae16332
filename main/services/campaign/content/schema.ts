import { z } from 'zod'
import { AI_TIERS } from '@common/tiers'
import { isCardCode, RULESET_IDS, validateSideDeck, type CardCode } from '@main/engine'
import { PRIZE_ONLY } from '../economy'
import type { LocationDef, MerchantDef, OpponentDef } from '../types'

/**
 * The content's schema and its cross-checks. Content is data written by hand, so a typo (a card
 * that does not exist, a deck one card short, a stake range upside down, a merchant for a
 * cantina that is not there) must fail `npm test`, not a player's evening.
 */

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by -')
const cardCode = z.string().refine(isCardCode, 'not a card code')
const credits = z.number().int().nonnegative()
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb')

/** A cantina; `championAfter`: how many regulars to beat before its champion will play. */
export const locationSchema = z.strictObject({
  id,
  name: z.string().min(3),
  planet: z.string().min(3),
  mood: z.string().min(10),
  music: z.string().regex(/^cantina-[1-6]$/),
  merchantId: id,
  order: z.number().int().positive(),
  championTitle: z.string().min(3),
  championAfter: z.number().int().nonnegative(),
})

/** An opponent's face as portrait.ts draws it: a species, two colours and a feature number. */
export const portraitSchema = z.strictObject({
  species: z.enum(['human', 'droid', 'horned', 'tailed', 'bigeye', 'scaled', 'domed', 'longhead']),
  skin: colour,
  accent: colour,
  feature: z.number().int().nonnegative(),
})

/** An opponent: table rules, AI, a ten-card side deck, stakes, and what beating them pays. */
export const opponentSchema = z.strictObject({
  id,
  name: z.string().min(2),
  title: z.string().min(10),
  locationId: id,
  rules: z.enum(RULESET_IDS),
  ai: z.strictObject({
    tier: z.enum(AI_TIERS),
    personality: z
      .strictObject({
        risk: z.number().min(-1).max(1),
        bluff: z.number().min(0).max(1),
        tempo: z.number().min(0).max(1),
      })
      .optional(),
  }),
  sideDeck: z.array(cardCode).length(10),
  stake: z.strictObject({ min: credits, max: credits }),
  houseCut: z.number().min(0).max(0.15),
  champion: z.boolean(),
  prize: z.strictObject({ credits, cards: z.array(cardCode) }),
  purse: credits.optional(),
  purseBelow: credits.optional(),
  portrait: portraitSchema,
})

/** A merchant; a stock line's null `stock` never runs out. */
export const merchantSchema = z.strictObject({
  id,
  name: z.string().min(3),
  locationId: id,
  greeting: z.string().min(5),
  stock: z.array(
    z.strictObject({
      card: cardCode,
      price: credits,
      stock: z.number().int().positive().nullable(),
    }),
  ),
  buyBackFraction: z.number().min(0).max(1),
})

const GOLD = new Set<CardCode>(['D', 'F24', 'F36', 'T24', 'T36', 'T15', 'TB'])

/**
 * Every problem with the content, as sentences (empty when all is well): the schema, then the
 * rules the schema cannot see (legal decks, references, the unlock chain, the money curve).
 */
export function contentProblems(
  locations: readonly LocationDef[],
  opponents: readonly OpponentDef[],
  merchants: readonly MerchantDef[],
): string[] {
  const byOrder = [...locations].sort((a, b) => a.order - b.order)
  const orderOf = new Map(locations.map((l) => [l.id, l.order]))
  return [
    ...shapeProblems(locationSchema, locations, 'location'),
    ...shapeProblems(opponentSchema, opponents, 'opponent'),
    ...shapeProblems(merchantSchema, merchants, 'merchant'),
    ...idsUsedTwice(locations, 'location'),
    ...idsUsedTwice(opponents, 'opponent'),
    ...idsUsedTwice(merchants, 'merchant'),
    ...unlockChainProblems(byOrder, opponents, merchants),
    ...opponentProblems(opponents, orderOf, byOrder.length),
    ...purseProblems(opponents, orderOf),
    ...stakeCurveProblems(byOrder, opponents),
    ...merchantProblems(merchants, orderOf),
  ]
}

/** Each item the schema refuses, a sentence for each thing wrong with it. */
function shapeProblems(
  schema: z.ZodType,
  items: readonly { id: string }[],
  kind: string,
): string[] {
  const problems: string[] = []
  for (const value of items) {
    const parsed = schema.safeParse(value)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${kind} ${value.id}: ${issue.path.join('.')} ${issue.message}`)
      }
    }
  }
  return problems
}

/** An id given twice within one kind, once per repeat. */
function idsUsedTwice(items: readonly { id: string }[], kind: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const { id: key } of items) {
    if (seen.has(key)) problems.push(`${kind} id ${key} is used twice.`)
    seen.add(key)
  }
  return problems
}

/**
 * The unlock chain: orders 1..N with no gaps, each cantina with one champion, so beating each
 * champion in turn reaches every location; and each cantina's champion can be reached and its
 * merchant stands in it.
 */
function unlockChainProblems(
  byOrder: readonly LocationDef[],
  opponents: readonly OpponentDef[],
  merchants: readonly MerchantDef[],
): string[] {
  const problems: string[] = []
  byOrder.forEach((location, index) => {
    if (location.order !== index + 1) {
      problems.push(`location ${location.id} has order ${location.order}; expected ${index + 1}.`)
    }
    const here = opponents.filter((o) => o.locationId === location.id)
    const champions = here.filter((o) => o.champion)
    if (champions.length !== 1) {
      problems.push(`location ${location.id} has ${champions.length} champions; it needs one.`)
    }
    const regulars = here.length - champions.length
    if (location.championAfter > regulars) {
      problems.push(
        `location ${location.id} asks for ${location.championAfter} wins before its champion but has ${regulars} other opponents.`,
      )
    }
    if (!merchants.some((m) => m.id === location.merchantId && m.locationId === location.id)) {
      problems.push(
        `location ${location.id} names merchant ${location.merchantId}, who is not there.`,
      )
    }
  })
  return problems
}

/**
 * Each opponent: a known cantina, a legal side deck, a stake range the right way up, and prize
 * cards that exist, gold ones only in the last two cantinas.
 */
function opponentProblems(
  opponents: readonly OpponentDef[],
  orderOf: ReadonlyMap<string, number>,
  lastOrder: number,
): string[] {
  const problems: string[] = []
  for (const opponent of opponents) {
    const where = `opponent ${opponent.id}`
    const order = orderOf.get(opponent.locationId)
    if (order === undefined)
      problems.push(`${where} sits in unknown location ${opponent.locationId}.`)
    const deck = validateSideDeck(opponent.sideDeck, opponent.rules)
    if (!deck.ok) problems.push(`${where}: ${deck.problems.join(' ')}`)
    if (opponent.stake.min > opponent.stake.max) {
      problems.push(
        `${where}: the stake range ${opponent.stake.min}..${opponent.stake.max} is upside down.`,
      )
    }
    for (const card of opponent.prize.cards) {
      if (!isCardCode(card)) problems.push(`${where}: prize card ${card} does not exist.`)
      else if (GOLD.has(card) && order !== undefined && order < lastOrder - 1) {
        problems.push(
          `${where}: gold prize ${card} comes too early (gold cards only in the last two cantinas).`,
        )
      }
    }
  }
  return problems
}

/**
 * A table's purse comes with the balance it stops at, and that balance is enough to sit at any
 * table of the next cantina: the purse is how a broke player climbs back (docs/campaign.md).
 */
function purseProblems(
  opponents: readonly OpponentDef[],
  orderOf: ReadonlyMap<string, number>,
): string[] {
  const problems: string[] = []
  for (const opponent of opponents) {
    const where = `opponent ${opponent.id}`
    if ((opponent.purse === undefined) !== (opponent.purseBelow === undefined)) {
      problems.push(`${where}: a purse and its purseBelow come together, or neither.`)
    }
    if (opponent.purseBelow === undefined) continue
    const next = (orderOf.get(opponent.locationId) ?? 0) + 1
    const seats = opponents.filter((o) => orderOf.get(o.locationId) === next)
    const dearest = Math.max(0, ...seats.map((o) => o.stake.min))
    if (opponent.purseBelow < dearest) {
      problems.push(
        `${where}: the purse stops at ${opponent.purseBelow}, below the next cantina's minimum stake of ${dearest}.`,
      )
    }
  }
  return problems
}

/**
 * Stakes grow with the location: each cantina's cheapest seat is no cheaper than the last one's,
 * and its richest seat is richer.
 */
function stakeCurveProblems(
  byOrder: readonly LocationDef[],
  opponents: readonly OpponentDef[],
): string[] {
  const problems: string[] = []
  for (let i = 1; i < byOrder.length; i++) {
    const prev = opponents.filter((o) => o.locationId === byOrder[i - 1]?.id)
    const here = opponents.filter((o) => o.locationId === byOrder[i]?.id)
    if (prev.length === 0 || here.length === 0) continue
    const minOf = (list: OpponentDef[]): number =>
      Math.min(...list.filter((o) => o.purse === undefined).map((o) => o.stake.min))
    const maxOf = (list: OpponentDef[]): number => Math.max(...list.map((o) => o.stake.max))
    if (minOf(here) < minOf(prev) || maxOf(here) <= maxOf(prev)) {
      problems.push(
        `location ${byOrder[i]?.id}: its stakes do not grow over ${byOrder[i - 1]?.id}'s.`,
      )
    }
  }
  return problems
}

/** Each merchant: a known cantina, and nothing for sale that is a prize only. */
function merchantProblems(
  merchants: readonly MerchantDef[],
  orderOf: ReadonlyMap<string, number>,
): string[] {
  const problems: string[] = []
  for (const merchant of merchants) {
    if (!orderOf.has(merchant.locationId)) {
      problems.push(`merchant ${merchant.id} stands in unknown location ${merchant.locationId}.`)
    }
    for (const line of merchant.stock) {
      if (PRIZE_ONLY.includes(line.card as CardCode)) {
        problems.push(`merchant ${merchant.id} sells ${line.card}, which is a prize only.`)
      }
    }
  }
  return problems
}
