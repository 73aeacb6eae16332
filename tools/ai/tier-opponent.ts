import { view, type MatchState, type PlayerIndex, type TableCard } from '@main/engine'
import { seedState } from '@main/engine/rng'
import { decide, type AiTier } from '@main/ai'
import { RoundSearch } from '@main/ai/master'
import * as model from '@main/ai/round-model'
import type { ModelRules, Position } from '@main/ai/round-model'

/**
 * A fixed, view-only opponent for the exact solver: player 1 plays a tier's own `decide` (the
 * code that ships) instead of playing perfectly, so the solve is player 0's best response to
 * that tier, the most any player can win against it. The solver asks for a move on its round
 * model; this builds what player 1 would see there (a match state with both tables, both
 * standing flags, player 1's hand, player 0's hand size, the score) and reads the tier's action
 * back as a model move. Only what the view shows can change the tier's move, which is what lets
 * the solver cache moves by what the tier sees (`reads`).
 */

/** The opponents the solver plays against: a perfect player, or a tier's rule. */
export type SolverOpponent = 'optimal' | FixedOpponent
export type FixedOpponent = Exclude<AiTier, 'master'>

export const FIXED_OPPONENTS: readonly FixedOpponent[] = ['rookie', 'kotor', 'veteran']

export function isSolverOpponent(name: string): name is SolverOpponent {
  return name === 'optimal' || (FIXED_OPPONENTS as readonly string[]).includes(name)
}

/** A fixed opponent's move on the model, and what of the position it reads besides the totals. */
export interface ModelOpponent {
  /** player 1's move (a model move code) in a classic position where player 1 decides */
  move(s: Position): number
  /**
   * whether its move can depend on its own table's length and the other's hand size (the
   * veteran's: a nine-card table, the opponent's cards); the rookie and kotor read neither
   */
  readsLengths: boolean
}

/**
 * A table of `count` cards adding up to `total` (the view's totals and lengths are all a tier
 * reads of a classic table without gold cards; the faces are the engine's own arithmetic).
 */
function tableOf(total: number, count: number): TableCard[] {
  // The solver does not keep a standing player's length: one card then carries the total.
  if (count <= 0) count = total === 0 ? 0 : 1
  if (count <= 0) return []
  const table: TableCard[] = []
  for (let k = 0; k < count - 1; k++) table.push({ code: null, face: 1, sign: 1 })
  const rest = total - (count - 1)
  table.push({ code: null, face: Math.abs(rest), sign: rest < 0 ? -1 : 1 })
  return table
}

/** Player 1's match state at a model position (classic), for asking a tier what it does. */
export function stateAt(s: Position, wins: readonly [number, number]): MatchState {
  const seat = (p: PlayerIndex): MatchState['players'][0] => {
    const hand = model.handIn(s, p)
    return {
      sideDeck: [...hand],
      mucked: [],
      brought: [...hand],
      hand,
      chosen: true,
      table: tableOf(model.totalIn(s, p), model.tableCountIn(s, p)),
      standing: model.standingIn(s, p),
      roundWins: wins[p] ?? 0,
      setWins: 0,
    }
  }
  const turn = model.turnOf(s)
  return {
    version: 1,
    rules: 'classic',
    rng: seedState(1),
    forcedDraws: [],
    shoe: [],
    phase: 'turn',
    turn,
    opener: 0,
    sidePlayedThisTurn: model.sidePlayedIn(s),
    players: [seat(0), seat(1)],
    set: 1,
    round: 1,
    rounds: [],
    winner: null,
  }
}

/** A tier's move at a model position: its `decide` on the view of the player to act. */
export function tierMove(
  tier: FixedOpponent,
  s: Position,
  wins: readonly [number, number],
): number {
  const who = model.turnOf(s)
  const action = decide(view(stateAt(s, wins), who), { tier }, 0)
  const m = model.moveOf(s, action)
  if (m < 0) throw new Error(`The ${tier} tier played a card the model lacks.`)
  return m
}

/**
 * The solver's opponent for one score (round wins of both; the tiers read the score). The
 * kotor rule runs on the model itself (RoundSearch.opponentMove, checked against kotor.ts and
 * quick); the rookie and the veteran go through their own `decide`.
 */
export function modelOpponent(
  opponent: FixedOpponent,
  rules: ModelRules,
  wins: readonly [number, number],
  root: Position,
): ModelOpponent {
  if (opponent === 'kotor') {
    const search = new RoundSearch(
      0,
      rules,
      { myWins: wins[0], oppWins: wins[1], mySets: 0, oppSets: 0 },
      root,
    )
    return { move: (s) => search.opponentMove(s), readsLengths: false }
  }
  return {
    move: (s) => tierMove(opponent, s, wins),
    readsLengths: opponent === 'veteran',
  }
}
