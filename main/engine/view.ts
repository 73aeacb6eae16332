import { legalActions } from './legal'
import { poolOf, totalOf } from './match'
import { projections, type Projection } from './projection'
import { RULESETS, type RulesetId } from './rulesets'
import type { Action, MatchState, Phase, PlayerIndex, RoundRecord, TableCard } from './types'

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
  winner: PlayerIndex | null
  /** cards left in the cantina shoe (its order is never shown), null for an infinite deck */
  shoeLeft: number | null
  legal: Action[]
}

/**
 * The match as `you` may see it: the opponent's hand hidden (their pool too, unless the
 * ruleset makes pools public), and never the order of the cards to come or the generator.
 */
export function view(state: MatchState, you: PlayerIndex): MatchView {
  const ruleset = RULESETS[state.rules]
  const playerView = (index: PlayerIndex): PlayerView => {
    const p = state.players[index]
    const mine = index === you
    return {
      table: p.table.map((card) => ({ ...card })),
      total: totalOf(state, index),
      standing: p.standing,
      roundWins: p.roundWins,
      setWins: p.setWins,
      handSize: p.hand.length,
      hand: mine ? [...p.hand] : null,
      pool: mine || ruleset.poolsPublic ? poolOf(p) : null,
      chosen: p.chosen,
      projections: mine ? projections(state, index) : null,
    }
  }
  const limit = ruleset.sideCardsPerTurn
  return {
    rules: state.rules,
    you,
    phase: state.phase,
    turn: state.turn,
    opener: state.opener,
    set: state.set,
    round: state.round,
    sideCardsLeftThisTurn: limit === null ? null : Math.max(0, limit - state.sidePlayedThisTurn),
    players: [playerView(0), playerView(1)],
    rounds: state.rounds.map((r) => ({ ...r, totals: [r.totals[0], r.totals[1]] })),
    winner: state.winner,
    shoeLeft: ruleset.mainDeck === 'shoe' ? state.shoe.length : null,
    legal: legalActions(state, you),
  }
}
