import type { AiTier, CardCode, DailyChallenge, RulesetId } from '@preload/contract'

/** The whole deal: what the daily screen shows, and the opponent's side deck, kept in main. */
export interface DailyDeal extends DailyChallenge {
  opponentDeck: CardCode[]
}
import { cardInfo, RULESET_IDS, RULESETS, validateSideDeck } from '@main/engine'
import { Rng, seedState } from '@main/engine/rng'
import { textHash } from '@common/text-hash'
import { quickOpponent } from '../match/quick'

/**
 * The daily challenge: a pure function from a calendar date to a deal, so every player gets the
 * same match on the same day without any network. The date's text is hashed into a seed, and
 * one generator drawn from it picks, in a fixed order, the ruleset, the opponent's tier and both
 * side decks; the match itself is dealt from the same seed.
 */

/** The tiers a day may bring: never the rookie, whose win would teach nothing. */
type DailyTier = Exclude<AiTier, 'rookie'>

/**
 * Credits for winning the day's counted attempt, by the day's opponent: a day is one match
 * against an unknown deck, so it pays like a first cantina's bounty (1,000 to 3,000, against a
 * card's 5,000), and a master's day, won far less often, pays the most. Once a day, it cannot
 * be farmed: about 1,550 a day on average, a plain card in three days (docs/modes.md).
 */
const DAILY_PRIZES: Readonly<Record<DailyTier, number>> = {
  kotor: 1_000,
  veteran: 1_500,
  master: 2_500,
}

/** The tiers a day may bring, as weights: mostly a real test, now and then the master. */
const TIER_WEIGHTS: readonly [DailyTier, number][] = [
  ['kotor', 3],
  ['veteran', 5],
  ['master', 2],
]

/** At most this many copies of one card in a daily deck (the ruleset may allow fewer). */
const MAX_COPIES = 2

/** The local calendar date of a moment, YYYY-MM-DD: the player's day, not UTC's. */
export function localDate(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0')
  const day = String(at.getDate()).padStart(2, '0')
  return `${String(at.getFullYear()).padStart(4, '0')}-${month}-${day}`
}

/** The day before `date` (YYYY-MM-DD), by the calendar. */
export function previousDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const at = new Date(Date.UTC(y, m - 1, d - 1))
  return at.toISOString().slice(0, 10)
}

/** The day after `date` (YYYY-MM-DD), by the calendar. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const at = new Date(Date.UTC(y, m - 1, d + 1))
  return at.toISOString().slice(0, 10)
}

/** The seed a date stands for: FNV-1a over its text, mixed like every other seed. */
export function dailySeed(date: string): number {
  return seedState(textHash(date))
}

/** Everything the date decides: the same for every player, every time it is asked. */
export function dailyChallenge(date: string): DailyDeal {
  const seed = dailySeed(date)
  const rng = new Rng(seed)
  const rules = RULESET_IDS[rng.int(0, RULESET_IDS.length - 1)] as RulesetId
  const tier = pickTier(rng)
  const deck = dealDeck(rules, rng)
  const opponentDeck = dealDeck(rules, rng)
  return {
    date,
    rules,
    tier,
    opponent: quickOpponent(tier),
    deck,
    opponentDeck,
    prize: DAILY_PRIZES[tier],
  }
}

function pickTier(rng: Rng): DailyTier {
  const total = TIER_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = rng.int(1, total)
  for (const [tier, weight] of TIER_WEIGHTS) {
    roll -= weight
    if (roll <= 0) return tier
  }
  return 'veteran'
}

/**
 * A side deck legal for the ruleset: cards drawn from the ruleset's own, at most two copies
 * each and one tiebreaker, so a day never deals ten of one card. Drawn until the engine's own
 * check passes (it nearly always does at once).
 */
function dealDeck(rules: RulesetId, rng: Rng): CardCode[] {
  const ruleset = RULESETS[rules]
  for (;;) {
    const counts = new Map<CardCode, number>()
    const deck: CardCode[] = []
    while (deck.length < ruleset.deck.size) {
      const card = ruleset.cards[rng.int(0, ruleset.cards.length - 1)] as CardCode
      const most = cardInfo(card).kind === 'tiebreaker' ? 1 : MAX_COPIES
      const have = counts.get(card) ?? 0
      if (have >= most) continue
      counts.set(card, have + 1)
      deck.push(card)
    }
    if (validateSideDeck(deck, rules).ok) return deck
  }
}
