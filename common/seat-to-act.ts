import type { Phase, PlayerIndex } from './match'

/** What tells whose move it is: a match's state, or any seat's view of it. */
export interface MoveFacts {
  phase: Phase
  turn: PlayerIndex | null
  players: readonly [{ chosen: boolean }, { chosen: boolean }]
}

/**
 * The seat whose move it is: in the choose phase the first who has not chosen; none when over.
 * Main hands the hot-seat table to this seat and has it lose by a forfeit; the table's menu
 * names the same person from its view, so both read it here.
 */
export function seatToAct(match: MoveFacts): PlayerIndex | null {
  if (match.phase === 'over') return null
  if (match.phase === 'choose') return match.players[0].chosen ? 1 : 0
  return match.turn
}
