import { cardsToComeBack } from '@common/comeback'
import type { ForcedMove } from '@common/history'
import { view, type Action, type MatchState } from '@main/engine'

/**
 * Why `move`, made in `state`, decided nothing (ForcedMove, common/history.ts), or null where it
 * was a choice. Read from the mover's own view, as the table lit its buttons: a player over the
 * target whom no card of theirs brings back had one lit button, Take the loss, and ending the
 * turn or standing there loses the round alike, so the review neither values nor counts it.
 */
export function forcedMove(state: MatchState, move: Action): ForcedMove | null {
  const seen = view(state, move.player)
  if (seen.legal.length <= 1) return 'only'
  // a card played over the target is still a choice: the master keeps cards for later rounds
  if (state.phase === 'turn' && move.type !== 'play' && cardsToComeBack(seen) === null) {
    return 'lost'
  }
  return null
}
