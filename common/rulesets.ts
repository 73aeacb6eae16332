import { ALL_CARD_CODES, cardInfo, type CardCode, type SideCardInfo } from './cards'

/**
 * The three rulesets of docs/rules.md as data. Every difference between them is a switch here;
 * the engine has one code path that reads these switches.
 */

/** The three rulesets, in the order the screens list them: the one list of them. */
export const RULESET_IDS = ['classic', 'tournament', 'cantina'] as const
export type RulesetId = (typeof RULESET_IDS)[number]

export interface DeckLimits {
  /** cards in a side deck */
  size: number
  /** most copies of one plus or minus card (null: only what the player owns limits it) */
  maxCopiesPlain: number | null
  /** most copies of one flip card */
  maxCopiesFlip: number | null
  /** most copies of one gold card */
  maxCopiesGold: number | null
  /** most tiebreakers in a deck (tournament: only one exists in a collection) */
  maxTiebreakers: number | null
}

export interface Ruleset {
  id: RulesetId
  /** infinite: values 1..10 drawn with replacement; shoe: 40 cards, four of each value, fresh each round */
  mainDeck: 'infinite' | 'shoe'
  /** side cards a player may play in one turn (null: any number) */
  sideCardsPerTurn: number | null
  /** dealt: 4 at random from the side deck; chosen: the player picks 4 */
  hand: 'dealt' | 'chosen'
  /** whether a hand lasts the whole match or is made anew before each set */
  handPer: 'match' | 'set'
  handSize: number
  /** sets needed to win the match (1: a match is one set; 2: best of 3) */
  setsToWin: number
  roundsToWin: number
  /** how the first round's opener is found: each draws a green card (higher opens) or a coin */
  firstOpener: 'highCard' | 'coin'
  /** the set winner puts the 4 cards they brought aside before the next set (tournament) */
  muck: boolean
  /** a total never goes below 0, clamped as each card lands (cantina) */
  clampAtZero: boolean
  /** played: the classic ±1T, wins a tie once on the table; held: the tournament TB fires from the hand */
  tiebreaker: 'played' | 'held'
  /** previousCard: classic D copies the card before it; lastDraw: tournament ×2 adds the last green card again */
  double: 'previousCard' | 'lastDraw'
  /** the opponent's pool of 10 is shown (tournament) */
  poolsPublic: boolean
  /** the side cards this ruleset has */
  cards: readonly CardCode[]
  deck: DeckLimits
  target: number
  tableSize: number
}

const PLAIN_AND_FLIP: CardCode[] = ALL_CARD_CODES.filter((c) => /^[+\-±][1-6]$/.test(c))

/** Each ruleset's switches: the engine, the AI's round model and the table all read them here. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  classic: {
    id: 'classic',
    mainDeck: 'infinite',
    sideCardsPerTurn: 1,
    hand: 'dealt',
    handPer: 'match',
    handSize: 4,
    setsToWin: 1,
    roundsToWin: 3,
    firstOpener: 'highCard',
    muck: false,
    clampAtZero: false,
    tiebreaker: 'played',
    double: 'previousCard',
    poolsPublic: false,
    cards: [...PLAIN_AND_FLIP, 'D', 'F24', 'F36', 'TB'],
    // House choice: the original limits a deck only by what the player owns.
    deck: {
      size: 10,
      maxCopiesPlain: null,
      maxCopiesFlip: null,
      maxCopiesGold: null,
      maxTiebreakers: null,
    },
    target: 20,
    tableSize: 9,
  },
  tournament: {
    id: 'tournament',
    mainDeck: 'infinite',
    sideCardsPerTurn: null,
    hand: 'chosen',
    handPer: 'set',
    handSize: 4,
    setsToWin: 2,
    roundsToWin: 3,
    firstOpener: 'coin',
    muck: true,
    clampAtZero: false,
    tiebreaker: 'held',
    double: 'lastDraw',
    poolsPublic: true,
    cards: [
      '+3',
      '+4',
      '+5',
      '+6',
      '-3',
      '-4',
      '-5',
      '-6',
      '±1',
      '±2',
      'T24',
      'T36',
      'T15',
      'D',
      'TB',
    ],
    deck: { size: 10, maxCopiesPlain: 2, maxCopiesFlip: 2, maxCopiesGold: 2, maxTiebreakers: 1 },
    target: 20,
    tableSize: 9,
  },
  cantina: {
    id: 'cantina',
    mainDeck: 'shoe',
    sideCardsPerTurn: 1,
    hand: 'chosen',
    handPer: 'set',
    handSize: 4,
    setsToWin: 1,
    roundsToWin: 3,
    firstOpener: 'coin',
    muck: false,
    clampAtZero: true,
    tiebreaker: 'played',
    double: 'previousCard',
    poolsPublic: false,
    cards: PLAIN_AND_FLIP,
    deck: { size: 10, maxCopiesPlain: 2, maxCopiesFlip: 1, maxCopiesGold: 0, maxTiebreakers: 0 },
    target: 20,
    tableSize: 9,
  },
}

/**
 * The most copies of one card of `kind` a side deck may hold under `limits`, null where only
 * what the player owns limits it: the engine's deck check counts each card against it.
 */
export function kindCopyLimit(kind: SideCardInfo['kind'], limits: DeckLimits): number | null {
  if (kind === 'plus' || kind === 'minus') return limits.maxCopiesPlain
  return kind === 'flip' ? limits.maxCopiesFlip : limits.maxCopiesGold
}

/**
 * The most copies of `code` a side deck under `rules` may hold as the engine's deck check
 * counts them (its kind's limit and, for the tiebreaker, the deck's limit on tiebreakers too),
 * null where only what the player owns limits it: the deck builder marks a card that reaches it.
 */
export function copyLimit(code: CardCode, rules: RulesetId): number | null {
  const limits = RULESETS[rules].deck
  const kind = cardInfo(code).kind
  const own = kindCopyLimit(kind, limits)
  const tiebreakers = kind === 'tiebreaker' ? limits.maxTiebreakers : null
  if (own === null) return tiebreakers
  return tiebreakers === null ? own : Math.min(own, tiebreakers)
}

/** Whether a value from outside (a message's parameter, a stats key, an option) is a ruleset id. */
export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && (RULESET_IDS as readonly string[]).includes(value)
}

/** Whether a card is never played by hand under the rules: the tiebreaker a ruleset holds. */
export function isHeld(code: CardCode, rules: RulesetId): boolean {
  return cardInfo(code).kind === 'tiebreaker' && RULESETS[rules].tiebreaker === 'held'
}

/**
 * A card as the player sees it named in a ruleset: the double is D in classic and ×2 in the
 * tournament, and a minus card is written with the minus sign its face shows ("−3", the code's
 * "-3" being a hyphen).
 */
export function cardLabel(code: CardCode, rules: RulesetId): string {
  if (code === 'D') return rules === 'tournament' ? '×2' : 'D'
  if (code === 'TB') return rules === 'tournament' ? 'TB' : '±1T'
  if (code === 'F24') return '2&4'
  if (code === 'F36') return '3&6'
  if (code === 'T24') return '2↔4'
  if (code === 'T36') return '3↔6'
  if (code === 'T15') return '1↔5'
  return code.replace(/^-/, '\u2212')
}

/**
 * The ruleset a card is drawn and named under where no match or deck decides one (the Card
 * Book, the shop, the ledger, the campaign log): the first that has it, as the Card Book draws
 * it. The tiebreaker then reads ±1T, as its face there does, not its code TB.
 */
export function homeRules(code: string): RulesetId {
  return (
    RULESET_IDS.find((id) => (RULESETS[id].cards as readonly string[]).includes(code)) ?? 'classic'
  )
}
