import { decide, type AiPlayer } from '@main/ai'
import {
  apply,
  cardInfo,
  createMatch,
  legalActions,
  RULESETS,
  validateSideDeck,
  view,
  type CardCode,
  type MatchState,
  type PlayerIndex,
  type RulesetId,
} from '@main/engine'
import {
  checkWager,
  isAvailable,
  locationsInOrder,
  merchantsFor,
  newCampaignProgress,
  settleCampaignMatch,
} from '@main/services/campaign/campaign'
import { OPPONENTS } from '@main/services/campaign/content'
import { STARTER_COLLECTION, STARTING_CREDITS } from '@main/services/campaign/economy'
import type { CampaignProgress, OpponentDef } from '@main/services/campaign/types'

/**
 * The balance check: a simulated player works through the campaign with the real engine, the
 * real AI on both seats and the real campaign rules, buying cards with a simple sensible rule.
 * Pure (no clock, no I/O): `npm run campaign-sim` drives it and prints the numbers.
 */

export interface SimOptions {
  seed: number
  /** the simulated player's own AI */
  player: AiPlayer
  /** give up after this many matches (the run counts as stuck) */
  maxMatches: number
  /** the share of credits the player stakes, clamped to the table's range */
  stakeShare: number
}

export interface OpponentTally {
  played: number
  won: number
  /** losses before the first win (or all losses, when never beaten) */
  lossesBeforeFirstWin: number
  beaten: boolean
}

export interface SimRun {
  seed: number
  finished: boolean
  matches: number
  credits: number
  /** the opponent the player was working on when the run ended unfinished */
  stuckAt: string | null
  /** matches played when each location was first unlocked, by location id */
  reachedAfter: Record<string, number>
  bought: CardCode[]
  tallies: Record<string, OpponentTally>
}

// The order a sensible player wants cards in: minus cards first (a starter deck has only
// plus cards, and busting is what loses early rounds), then flips, then gold.
const WISHLIST: readonly CardCode[] = [
  '-2',
  '-3',
  '-1',
  '-4',
  '±2',
  '±3',
  '±1',
  '±4',
  '-5',
  '±5',
  'D',
  '±2',
  '±3',
  '±4',
]

// The order cards go into a deck, one copy per pass, so copies spread out.
const DECK_ORDER: readonly CardCode[] = [
  'TB',
  '±3',
  '±2',
  '±4',
  '±1',
  '±5',
  '±6',
  'D',
  '-3',
  '+3',
  '-2',
  '+2',
  '-4',
  '+4',
  '-1',
  '+1',
  '-5',
  '+5',
  '-6',
  '+6',
  'T24',
  'T36',
  'T15',
  'F24',
  'F36',
]

type Collection = Map<CardCode, number>

/** The best side deck the player can build for a ruleset from their collection, or null. */
export function buildDeck(collection: Collection, rules: RulesetId): CardCode[] | null {
  const ruleset = RULESETS[rules]
  const deck: CardCode[] = []
  const used = new Map<CardCode, number>()
  const limitOf = (code: CardCode): number => {
    const kind = cardInfo(code).kind
    const max =
      kind === 'plus' || kind === 'minus'
        ? ruleset.deck.maxCopiesPlain
        : kind === 'flip'
          ? ruleset.deck.maxCopiesFlip
          : kind === 'tiebreaker'
            ? Math.min(ruleset.deck.maxTiebreakers ?? 99, ruleset.deck.maxCopiesGold ?? 99)
            : ruleset.deck.maxCopiesGold
    return max ?? 99
  }
  let added = true
  while (deck.length < ruleset.deck.size && added) {
    added = false
    for (const code of DECK_ORDER) {
      if (deck.length >= ruleset.deck.size) break
      if (!ruleset.cards.includes(code)) continue
      const have = used.get(code) ?? 0
      if (have >= (collection.get(code) ?? 0) || have >= limitOf(code)) continue
      deck.push(code)
      used.set(code, have + 1)
      added = true
    }
  }
  return validateSideDeck(deck, rules).ok ? deck : null
}

/** Plays one match, the simulated player in seat 0. Returns true when the player won. */
export function playCampaignMatch(
  rules: RulesetId,
  seed: number,
  decks: [CardCode[], CardCode[]],
  players: [AiPlayer, AiPlayer],
): boolean {
  let state: MatchState = createMatch({ rules, seed, sideDecks: decks }).state
  let step = 0
  // A match ends long before this; the cap only guards the sim against an engine bug.
  while (state.phase !== 'over' && step < 5_000) {
    const seat = ([0, 1] as PlayerIndex[]).find((s) => legalActions(state, s).length > 0)
    if (seat === undefined) throw new Error('Nobody may act, yet the match is not over.')
    const action = decide(view(state, seat), players[seat], seed * 7_919 + step++)
    const result = apply(state, action)
    if (!result.ok)
      throw new Error(`The ${players[seat].tier} AI chose an illegal action: ${result.error}`)
    state = result.state
  }
  return state.winner === 0
}

/**
 * The table the player works on next: every regular of the newest cantina first (each pays a
 * bounty once, and a sensible player collects them), cheapest seat first, then the champion.
 */
function nextTarget(progress: CampaignProgress): OpponentDef | undefined {
  const frontier = [...locationsInOrder()].reverse().find((l) => progress.unlocked.includes(l.id))
  if (!frontier) return undefined
  const here = OPPONENTS.filter((o) => o.locationId === frontier.id)
  const regular = here
    .filter((o) => !o.champion && (progress.records[o.id]?.won ?? 0) === 0)
    .sort((a, b) => a.stake.min - b.stake.min)[0]
  return regular ?? here.find((o) => o.champion)
}

/** Where a player short of a target's minimum earns: the richest beaten table they can risk. */
function grindTable(progress: CampaignProgress, credits: number): OpponentDef | undefined {
  const affordable = OPPONENTS.filter(
    (o) =>
      isAvailable(progress, o.id) &&
      (progress.records[o.id]?.won ?? 0) > 0 &&
      o.stake.min * 4 <= credits,
  ).sort((a, b) => b.stake.max - a.stake.max)
  return affordable[0] ?? OPPONENTS.find((o) => o.stake.min === 0 && isAvailable(progress, o.id))
}

function wagerFor(opponent: OpponentDef, credits: number, share: number): number {
  // Round to hundreds, as a player would type it.
  const wanted = Math.floor((credits * share) / 100) * 100
  return Math.max(opponent.stake.min, Math.min(opponent.stake.max, wanted, credits))
}

/** Buys what the wishlist wants, keeping enough to sit at the next table five times. */
function shop(
  progress: CampaignProgress,
  collection: Collection,
  stock: Map<string, number | null>,
  credits: number,
  reserve: number,
  bought: CardCode[],
): number {
  const merchants = merchantsFor(progress)
  const buy = (card: CardCode): boolean => {
    for (const merchant of merchants) {
      const line = merchant.stock.find((s) => s.card === card)
      if (!line) continue
      const key = `${merchant.id}:${card}`
      const left = stock.has(key) ? (stock.get(key) ?? null) : line.stock
      if (left !== null && left <= 0) continue
      if (credits - line.price < reserve) return false
      credits -= line.price
      stock.set(key, left === null ? null : left - 1)
      collection.set(card, (collection.get(card) ?? 0) + 1)
      bought.push(card)
      return true
    }
    return false
  }
  // On the circuit a tournament deck comes first: without one there is nothing to play.
  const circuit = OPPONENTS.some(
    (o) => o.rules === 'tournament' && progress.unlocked.includes(o.locationId),
  )
  if (circuit) {
    const wants: CardCode[] = ['-3', '-4', '-5', '+4', '+5', '+3', '-6', '+6', '±1', '±2']
    for (const card of wants) {
      if (buildDeck(collection, 'tournament')) break
      if ((collection.get(card) ?? 0) < 2) buy(card)
    }
  }
  const wanted = new Map<CardCode, number>()
  for (const card of WISHLIST) {
    wanted.set(card, (wanted.get(card) ?? 0) + 1)
    if ((collection.get(card) ?? 0) < (wanted.get(card) ?? 0)) buy(card)
  }
  return credits
}

/** Plays one campaign from a new save with `options.player`'s AI, to its end or the match limit. */
export function simulateCampaign(options: SimOptions): SimRun {
  let progress = newCampaignProgress()
  let credits = STARTING_CREDITS
  const collection: Collection = new Map()
  for (const card of STARTER_COLLECTION) collection.set(card, (collection.get(card) ?? 0) + 1)
  const stock = new Map<string, number | null>()
  const tallies: Record<string, OpponentTally> = {}
  const reachedAfter: Record<string, number> = { [progress.unlocked[0] ?? '']: 0 }
  const bought: CardCode[] = []
  let matches = 0
  let target = nextTarget(progress)

  while (!progress.finished && matches < options.maxMatches && target) {
    const reserve = Math.max(target.stake.min * 5, 1_000)
    credits = shop(progress, collection, stock, credits, reserve, bought)
    let opponent = target
    if (credits < target.stake.min || !buildDeck(collection, target.rules)) {
      const fallback = grindTable(progress, credits)
      if (!fallback) break
      opponent = fallback
    }
    const deck = buildDeck(collection, opponent.rules)
    if (!deck) break
    const wager = wagerFor(opponent, credits, options.stakeShare)
    const refusal = checkWager(progress, opponent.id, wager, credits)
    if (refusal)
      throw new Error(`The simulated player's wager was refused: ${JSON.stringify(refusal)}`)
    const won = playCampaignMatch(
      opponent.rules,
      options.seed * 100_003 + matches,
      [deck, [...opponent.sideDeck]],
      [options.player, opponent.ai],
    )
    matches++
    const tally = (tallies[opponent.id] ??= {
      played: 0,
      won: 0,
      lossesBeforeFirstWin: 0,
      beaten: false,
    })
    tally.played++
    if (won) {
      tally.won++
      tally.beaten = true
    } else if (!tally.beaten) tally.lossesBeforeFirstWin++
    const at = `match ${matches}`
    const settled = settleCampaignMatch(progress, opponent.id, won, wager, credits, at)
    progress = settled.progress
    credits += settled.creditsDelta
    for (const card of settled.prizeCards) collection.set(card, (collection.get(card) ?? 0) + 1)
    for (const id of progress.unlocked) reachedAfter[id] ??= matches
    target = nextTarget(progress)
  }
  return {
    seed: options.seed,
    finished: progress.finished,
    matches,
    credits,
    stuckAt: progress.finished ? null : (target?.id ?? null),
    reachedAfter,
    bought,
    tallies,
  }
}

export interface SimSummary {
  locations: number
  opponents: number
  finishRate: number
  medianMatchesToFinish: number
  walls: string[]
}

export interface OpponentRow {
  id: string
  name: string
  location: string
  /** runs that played this opponent at least once */
  reached: number
  played: number
  winRate: number
  /** mean losses before the first win, over the runs that reached them */
  meanLossesFirst: number
  /** runs that reached them and never beat them */
  neverBeaten: number
  wall: boolean
}

/**
 * A wall is an opponent a player cannot get past in reasonable time: on average four or more
 * losses before the first win, or a quarter of the runs that met them never beating them.
 */
export function isWall(
  row: Pick<OpponentRow, 'reached' | 'meanLossesFirst' | 'neverBeaten'>,
): boolean {
  return row.reached > 0 && (row.meanLossesFirst >= 4 || row.neverBeaten / row.reached >= 0.25)
}

/** Each opponent's tally over the runs, with whether it is a wall. */
export function opponentRows(runs: readonly SimRun[]): OpponentRow[] {
  return OPPONENTS.map((o) => {
    const met = runs.map((r) => r.tallies[o.id]).filter((t): t is OpponentTally => t !== undefined)
    const played = met.reduce((s, t) => s + t.played, 0)
    const won = met.reduce((s, t) => s + t.won, 0)
    const row = {
      id: o.id,
      name: o.name,
      location: o.locationId,
      reached: met.length,
      played,
      winRate: played === 0 ? 0 : won / played,
      meanLossesFirst:
        met.length === 0 ? 0 : met.reduce((s, t) => s + t.lossesBeforeFirstWin, 0) / met.length,
      neverBeaten: met.filter((t) => !t.beaten).length,
    }
    return { ...row, wall: isWall(row) }
  })
}

/** The median of `values` (the mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** The runs in one summary: how many finished, the median matches to finish, the walls. */
export function summarise(runs: readonly SimRun[], maxMatches: number): SimSummary {
  const finished = runs.filter((r) => r.finished)
  return {
    locations: locationsInOrder().length,
    opponents: OPPONENTS.length,
    finishRate: runs.length === 0 ? 0 : finished.length / runs.length,
    medianMatchesToFinish:
      finished.length === 0 ? maxMatches : median(finished.map((r) => r.matches)),
    walls: opponentRows(runs)
      .filter((r) => r.wall)
      .map((r) => r.name),
  }
}
