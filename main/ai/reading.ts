import { apply, view, type Action, type MatchState, type PlayerIndex } from '@main/engine'
import { emptyBelief, observe, type Belief } from './belief'

/**
 * A belief read along a played match: what one seat (the observer) may conclude about the other
 * seat's play from that seat's actions, each seen from the observer's own view just before it.
 * The other seat's hand is never looked at; a belief rebuilt from a match's recorded moves is
 * therefore the one the observer held at the table (the match service rebuilds it this way, so a
 * match restored after a restart plays on with the same belief).
 */

/**
 * The observer's belief before each move of a replayed match and after the last: `states[i]`
 * is the state before `moves[i]`; the answer has one more belief than there are moves.
 */
export function beliefsAlong(
  states: readonly MatchState[],
  moves: readonly Action[],
  observer: PlayerIndex,
  start: Belief = emptyBelief(),
): Belief[] {
  const beliefs: Belief[] = [start]
  let belief = start
  moves.forEach((move, i) => {
    const state = states[i]
    if (state && readable(state, move, observer))
      belief = observe(belief, view(state, observer), move)
    beliefs.push(belief)
  })
  return beliefs
}

/**
 * The observer's belief after `moves` played from `opening` through the engine. A move the
 * engine refuses ends the reading there (the belief keeps what came before): a belief is a
 * guess, never a reason to fail a match.
 */
export function beliefAfter(
  opening: MatchState,
  moves: readonly Action[],
  observer: PlayerIndex,
  start: Belief = emptyBelief(),
): Belief {
  let state = opening
  let belief = start
  for (const move of moves) {
    if (readable(state, move, observer)) belief = observe(belief, view(state, observer), move)
    const result = apply(state, move)
    if (!result.ok) break
    state = result.state
  }
  return belief
}

/** Whether `move` is one of the other seat's round actions (the only ones a belief reads). */
function readable(state: MatchState, move: Action, observer: PlayerIndex): boolean {
  return move.player !== observer && move.type !== 'choose' && state.phase === 'turn'
}
