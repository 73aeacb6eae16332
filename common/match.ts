import type { Refusal } from './messages'
import type { CardCode, Sign } from './cards'
import type { RulesetId } from './rulesets'

export type PlayerIndex = 0 | 1

/** One card on a player's table: a green main-deck card or a played side card. */
export interface TableCard {
  /** the side card's code, or null for a green main-deck card */
  code: CardCode | null
  /** the printed (or, for a double, copied) size of the card, never negative */
  face: number
  /** the card's current sign: flips and twists change it */
  sign: 1 | -1
  /**
   * Present when a 2&4, 3&6 or twist has turned the card over an odd number of times, so it
   * counts with the other sign than the one it landed with. A flip card's landing sign was
   * chosen, not printed, so its sign alone cannot say it was turned; the table reads this.
   */
  turned?: true
}

export interface PlayerState {
  /** the player's side deck of 10 (their pool) */
  sideDeck: CardCode[]
  /** cards set aside by the muck (tournament); they are out of the pool for the rest of the match */
  mucked: CardCode[]
  /** the hand cards brought into the current set, played or not (the muck sets these aside) */
  brought: CardCode[]
  hand: CardCode[]
  /** true once this player has chosen a hand for the coming set (choose phase only) */
  chosen: boolean
  table: TableCard[]
  standing: boolean
  roundWins: number
  setWins: number
}

export type RoundReason = 'stand' | 'bust' | 'fill' | 'tiebreaker' | 'tie'

export interface RoundRecord {
  set: number
  winner: PlayerIndex | null
  reason: RoundReason
  totals: [number, number]
}

export type Phase = 'choose' | 'turn' | 'over'

/** The whole match: plain JSON, including the generator, so seed + actions replay exactly. */
export interface MatchState {
  version: 1
  rules: RulesetId
  rng: number
  /** main-deck values still to be forced (scenario files); drawn before the generator is used */
  forcedDraws: number[]
  /** the cantina shoe for this round, in draw order (empty for an infinite main deck) */
  shoe: number[]
  phase: Phase
  turn: PlayerIndex | null
  /** who opened the current round */
  opener: PlayerIndex
  /** side cards the player whose turn it is has played this turn */
  sidePlayedThisTurn: number
  players: [PlayerState, PlayerState]
  /** 1-based numbers of the current set and the round within the match */
  set: number
  round: number
  rounds: RoundRecord[]
  winner: PlayerIndex | null
}

export type Action =
  | { type: 'end'; player: PlayerIndex }
  | { type: 'stand'; player: PlayerIndex }
  | { type: 'play'; player: PlayerIndex; card: CardCode; sign?: Sign }
  | { type: 'choose'; player: PlayerIndex; cards: CardCode[] }

/** What happened, in order: the renderer animates these and the tests read them. */
export type MatchEvent =
  | { type: 'opener'; player: PlayerIndex; draws: [number, number][] }
  | { type: 'handsDealt' }
  | { type: 'chooseHands'; set: number }
  | { type: 'handChosen'; player: PlayerIndex }
  | { type: 'roundStart'; set: number; round: number; opener: PlayerIndex }
  | { type: 'turn'; player: PlayerIndex }
  | { type: 'draw'; player: PlayerIndex; value: number; total: number }
  | {
      type: 'play'
      player: PlayerIndex
      card: CardCode
      sign: Sign | null
      value: number
      total: number
    }
  | {
      type: 'flip'
      /** whose table the card is on */
      player: PlayerIndex
      index: number
      sign: 1 | -1
      total: number
    }
  | { type: 'endTurn'; player: PlayerIndex; total: number }
  | { type: 'stand'; player: PlayerIndex; total: number; auto: boolean }
  | { type: 'bust'; player: PlayerIndex; total: number }
  | { type: 'fill'; player: PlayerIndex; total: number }
  | { type: 'tiebreaker'; player: PlayerIndex }
  | {
      type: 'roundEnd'
      winner: PlayerIndex | null
      reason: RoundReason
      totals: [number, number]
      roundWins: [number, number]
    }
  | { type: 'setEnd'; winner: PlayerIndex; setWins: [number, number] }
  | { type: 'muck'; player: PlayerIndex; cards: CardCode[] }
  | { type: 'matchEnd'; winner: PlayerIndex }

/** An action's outcome: the new state and what happened, or why the rules refuse it. */
export type ApplyResult =
  { ok: true; state: MatchState; events: MatchEvent[] } | { ok: false; error: Refusal }

export interface MatchSetup {
  rules: RulesetId
  seed: number
  sideDecks: [CardCode[], CardCode[]]
  /** the first set's hands, instead of dealing or choosing them */
  hands?: [CardCode[], CardCode[]]
  /** who opens the first round, instead of the ruleset's way */
  opener?: PlayerIndex
  /** the first main-deck values, in the order either player draws them */
  draws?: number[]
}

export interface PlayerView {
  table: TableCard[]
  total: number
  standing: boolean
  roundWins: number
  setWins: number
  handSize: number
  /** the hand, or null where it is hidden from the viewer */
  hand: CardCode[] | null
  /** the side cards this player can still bring into a set, or null where hidden */
  pool: CardCode[] | null
  /** whether this player has chosen a hand in the choose phase */
  chosen: boolean
  /** what each hand card would make of the total if it landed now, or null where hidden */
  projections: Partial<Record<CardCode, Projection[]>> | null
}

/** The total a hand card would make if it were played now, for one of the signs it can take. */
export interface Projection {
  /** the sign chosen for it, or null for a card that has none */
  sign: Sign | null
  total: number
}

/** What one player may know of a match: the only shape of a match that leaves main. */
export interface MatchView {
  rules: RulesetId
  you: PlayerIndex
  phase: Phase
  turn: PlayerIndex | null
  opener: PlayerIndex
  set: number
  round: number
  /** side cards the player to act may still play this turn (null: any number) */
  sideCardsLeftThisTurn: number | null
  players: [PlayerView, PlayerView]
  rounds: RoundRecord[]
  /**
   * who took each set the match has finished, the first set's first (the engine's
   * `setWinnersOf`); a set a forfeit cut short is not in it. The screens word it: they count no
   * rounds to find a set's winner.
   */
  setWinners: PlayerIndex[]
  winner: PlayerIndex | null
  /** cards left in the cantina shoe (its order is never shown), null for an infinite deck */
  shoeLeft: number | null
  legal: Action[]
  /** what the viewer may not do now, and the engine's reason for each */
  blocked: Blocked
}

/**
 * Why the viewer may not end the turn or play a hand card now: `refuse`'s own answers, so the
 * table can say why a move it does not offer is refused (the renderer words them).
 */
export interface Blocked {
  /** why ending the turn and standing are refused now (both alike), or null when they are not */
  turn: Refusal | null
  /** each card in the viewer's hand that cannot be played now, with its refusal */
  cards: Partial<Record<CardCode, Refusal>>
}
