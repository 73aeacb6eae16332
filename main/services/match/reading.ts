import { beliefAfter, emptyBelief, type Belief } from '@main/ai'
import { createMatch, type MatchSetup, type MatchState, type PlayerIndex } from '@main/engine'
import type { StoredMatch } from '@main/store'
import { parseMoves } from '../history/moves'
import { tutorialSetupOf } from './tutorial-script'

/**
 * The beliefs of a live match (docs/ai.md, "Reading the opponent"). A belief is never stored:
 * it is rebuilt from the match's recorded moves whenever it is needed, so the belief of a match
 * restored after a restart (or a kill) is the one it had, and a save holds nothing new.
 *
 * - The AI's belief (seat 1) is about the player: read from seat 1's view of every player move,
 *   starting from the player's remembered habits where the opponent remembers them (habits.ts).
 * - The advisor's belief (seat 0, the hint) is about the AI: read the same way from the
 *   player's own view of every AI move, from an even start. "The same belief" for the hint means
 *   the same family, the same update and the same evidence the table shows, turned to face the
 *   other seat; it never reads the AI's belief or anything the player's view does not show.
 */

/** The deal a stored match began with, as the engine takes it. */
export function openingSetup(match: StoredMatch): MatchSetup {
  if (match.mode === 'tutorial') return tutorialSetupOf(match)
  const [a, b] = match.state.players
  return {
    rules: match.state.rules,
    seed: match.seed,
    sideDecks: [[...a.sideDeck], [...b.sideDeck]],
  }
}

/**
 * What `observer` believes about the other seat now, from every move recorded so far. A match
 * begun before moves were recorded has no evidence: the master then plays as it always did.
 */
export function matchBelief(
  match: StoredMatch,
  observer: PlayerIndex,
  start: Belief = emptyBelief(),
): Belief {
  if (match.moves === undefined || match.moves === '') return start
  let opening: MatchState
  try {
    opening = createMatch(openingSetup(match)).state
    return beliefAfter(opening, parseMoves(match.moves), observer, start)
  } catch {
    // a record the engine cannot replay: no evidence rather than a failed match
    return start
  }
}
