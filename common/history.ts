/**
 * The match history's shared facts: which kinds of match are kept, and the shapes of a kept
 * match's summary, its replay and its review as they cross to the renderer.
 */
import type { CardCode, Sign } from './cards'
import type { Phase, PlayerIndex, RoundRecord, TableCard } from './match'
import type { RulesetId } from './rulesets'
import type { AiTier } from './tiers'

/**
 * Every kind of match the history keeps. Append a new mode here (and its words in the
 * renderer's `history.modes`): the record, the schemas and the filters follow this list.
 */
export const HISTORY_MODES = ['quick', 'campaign', 'tutorial', 'hotseat', 'daily'] as const
export type HistoryMode = (typeof HISTORY_MODES)[number]

/**
 * Whether a match of this mode counts in the player's stats: not the tutorial (a lesson), not
 * hot-seat (two guests at the player's machine). Both are still kept in the history.
 */
export function countsInStats(mode: HistoryMode): boolean {
  return mode !== 'tutorial' && mode !== 'hotseat'
}

/**
 * Whether one match counts in the player's stats and achievements: its mode must count, and a
 * daily match only as its day's counted attempt (a replay that day counts for nothing).
 */
export function matchCounts(match: { mode: HistoryMode; daily?: { counted: boolean } }): boolean {
  if (!countsInStats(match.mode)) return false
  return match.mode !== 'daily' || match.daily?.counted === true
}

/**
 * Whether a match of this mode is the player's own won or lost, which the History's result
 * filter sorts by: not hot-seat, where two guests played and the record's result is seat 1's.
 */
export function hasPlayersResult(mode: HistoryMode | undefined): boolean {
  return mode !== 'hotseat'
}

/** The results the History can filter by, for the player's own matches (hasPlayersResult). */
export const HISTORY_RESULTS = ['won', 'lost'] as const
export type HistoryResult = (typeof HISTORY_RESULTS)[number]

/** How many finished matches a profile keeps; the oldest is dropped past this. */
export const HISTORY_LIMIT = 200

/** A move as the history shows it (the player's seat is told beside it). */
export type HistoryAction =
  | { type: 'end' }
  | { type: 'stand' }
  | { type: 'play'; card: CardCode; sign?: Sign }
  | { type: 'choose'; cards: CardCode[] }

/**
 * How a kept match stood when it ended, the player's side first (in hot-seat, seat 1's): the
 * rounds each side won over the whole match, and the sets (a match of one set gives the
 * winner's 1). A resigned match as it stood.
 */
export interface HistoryScore {
  rounds: [number, number]
  sets: [number, number]
}

/** One line of the History screen. */
export interface HistorySummary {
  id: string
  /** when the match finished (ISO time) */
  at: string
  mode: HistoryMode
  rules: RulesetId
  opponent: { id: string | null; name: string; tier: AiTier | null }
  result: HistoryResult
  resigned: boolean
  /** credits won (positive) or lost (negative) by the match, after the house cut */
  credits: number
  /**
   * the score it ended on, which tells two matches of the same minute apart; null only for a
   * damaged record kept before records held their score (main has no way to work it out)
   */
  score: HistoryScore | null
  /**
   * the player's saved deck, the house's sampler (HOUSE_SAMPLER, common/decks.ts), or null for
   * the house deck or the tutorial's cards
   */
  deckId: string | null
  /**
   * hot-seat: both people's names, seat 1 first (`opponent.name` is seat 2's); absent in other
   * modes and in hot-seat records kept before the names were, whose seats go by their numbers
   */
  names?: [string, string]
  /**
   * a daily match: the day's challenge it was (YYYY-MM-DD) and whether it was that day's
   * counted attempt or a replay; absent in other modes and in daily records kept before it was
   */
  daily?: { date: string; counted: boolean }
  /** why its moves make no match (RecordDamage): it is listed, and cannot be replayed */
  damaged?: RecordDamage
}

/**
 * Why a kept match cannot be played again. Main's schema reads a record's moves as text and its
 * decks as cards; only the engine can tell whether they make a match. A record the game kept
 * always does, so one that does not was edited by hand: its moves hold a token that is no move,
 * or a deal the engine cannot make (`unreadable`); the engine refuses one of them (`refused`);
 * or they stop before the match was over, though it was not resigned (`unfinished`).
 */
export type RecordDamage = 'unreadable' | 'refused' | 'unfinished'

/** One player at one step of a replay. */
export interface ReplayPlayer {
  table: TableCard[]
  total: number
  standing: boolean
  roundWins: number
  setWins: number
  handSize: number
  /**
   * the hand as its owner saw it: the player's own cards, and in hot-seat both people's; null
   * for the AI opponent's hidden hand
   */
  hand: CardCode[] | null
}

/**
 * One position of a replay: the one a move was decided in (named by that move), a round's end,
 * or the match's end. A move that ended a round is followed by the table that round ended on
 * (its last cards, both totals, the round won counted); the next round's deal is the position
 * of that round's first move (docs/history.md).
 */
export interface ReplayFrame {
  /**
   * the move made in this position, and whose it was; null where none was: a round's end, and
   * the position the match ended in
   */
  move: {
    player: PlayerIndex
    action: HistoryAction
    /**
     * a person's move that decided nothing, so the review does not count it: why (ForcedMove);
     * absent on a decision and on the AI's moves
     */
    forced?: ForcedMove
  } | null
  phase: Phase
  /** who has the move; null where nobody does (a round's end, the match's end) */
  turn: PlayerIndex | null
  /**
   * the set and the round (counted over the match) the position is in; a round's end is still
   * in the round that ended, the next deal in the next one
   */
  set: number
  round: number
  players: [ReplayPlayer, ReplayPlayer]
  /** the rounds played so far, a round's end counting its own */
  rounds: RoundRecord[]
  /** on a round's end, the round as the engine settled it (who won, why, both totals); else null */
  roundEnd: RoundRecord | null
  /**
   * who took each set finished by this position, the first set's first, as the match's view
   * says it: a round's end that took a set lists it already
   */
  setWinners: PlayerIndex[]
  winner: PlayerIndex | null
}

/**
 * Why a move was no decision: `only`, the one legal move; `lost`, over the target with no card
 * that brings the total back, where ending the turn and standing both lose the round (the
 * table's Take the loss). A card played there is still a decision: it throws the card away.
 */
export type ForcedMove = 'only' | 'lost'

/** A reviewed decision's marks by how much it cost, the least first (the review counts each). */
export const REVIEW_MARKS = ['inaccuracy', 'mistake', 'blunder'] as const
export type ReviewMark = (typeof REVIEW_MARKS)[number]

/**
 * One of the player's decisions with more than one legal move, valued by the master (in
 * hot-seat, either person's).
 */
export interface ReviewedDecision {
  /** the frame of the chosen move: the position it was decided in (its outcome is the next) */
  frame: number
  /** whose decision it was: 0 against the AI; 0 or 1 in hot-seat */
  player: PlayerIndex
  chosen: HistoryAction
  /** the master's match-win chance after the chosen move, 0..1 */
  chosenChance: number
  best: HistoryAction
  /** the master's match-win chance after its best move, 0..1 */
  bestChance: number
  /** percentage points of win chance the chosen move gave away (0 for the best move) */
  loss: number
  mark: ReviewMark | null
}

/** A review: still being computed (with how far it got), or done. */
export type ReviewState =
  | { status: 'computing'; done: number; total: number }
  | {
      status: 'ready'
      decisions: ReviewedDecision[]
      /** 0..100, null when the player had no decision to review (hot-seat: seat 1's) */
      accuracy: number | null
      /** hot-seat: each person's accuracy, seat 1 first (absent in other modes) */
      accuracies?: [number | null, number | null]
    }

/** `history.get`: the whole match, public now that it is over, with its review. */
export interface MatchReplay {
  summary: HistorySummary
  /** both side decks: the player's and the opponent's */
  decks: [CardCode[], CardCode[]]
  frames: ReplayFrame[]
  /** the opponent's hand as the match ended */
  opponentHand: CardCode[]
  review: ReviewState
}

/** `history.decks`: one deck's record over the kept history. */
export interface DeckRecord {
  /** the saved deck's id; HOUSE_SAMPLER for the house's sampler, null for the house deck */
  deckId: string | null
  /** the deck's name now; null for the house's decks or a deck since deleted */
  name: string | null
  /** the untouched starter deck, which the renderer names in the language */
  starter: boolean
  deleted: boolean
  matches: number
  won: number
  /**
   * the ruleset its cards are drawn in, as a card's face differs by ruleset (the double is "D"
   * in classic, "×2" in the tournament): the one its kept matches were played under when they
   * were all one, else the one most of them were; classic on a tie, the game's first ruleset
   */
  rules: RulesetId
  /** the side cards the player played most from it, most first (at most five) */
  mostPlayed: { card: CardCode; played: number }[]
}

/** `history.list`'s filters; absent means every mode, result or opponent. */
export interface HistoryFilter {
  mode?: HistoryMode
  /** the player's own result: hot-seat matches, two guests', are neither (`hasPlayersResult`) */
  result?: HistoryResult
  /** an opponent's id (`HistorySummary.opponent.id`): the game's players; hot-seat guests have none */
  opponent?: string
}
