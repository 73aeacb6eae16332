import { isDeepStrictEqual } from 'node:util'
import { apply, createMatch, type MatchSetup, type MatchState } from '@main/engine'
import type { StoredMatch } from '@main/store'
import { parseMoves } from '../history/moves'
import { EARLIER_TUTORIAL_DRAWS, TUTORIAL_DRAWS, tutorialSetup } from './tutorial'

/**
 * Which script a stored tutorial match was dealt. The match keeps its own draws while it is
 * played, but its deal is set up again for the history's record and for its beliefs: a match
 * begun before an update changed the script, and finished after, must be read with the draws
 * it began with, or its replay would deal other cards to the same moves. The save names no
 * script, so the match tells: the script is the one whose deal, with the match's moves, comes
 * to the cards on its tables and the draws it has left.
 */

/**
 * The last match whose script was found, and that script. A match is dealt once, so its script
 * holds for all its life, and its id names that one deal (starts.ts makes a new id for every
 * match): the search, a replay per script, runs once per match rather than at every hint and
 * again for the history. One entry, as a profile has one open match: nothing piles up.
 */
let found: { matchId: string; draws: readonly number[] } | null = null

/** The tutorial deal `match` began with: this release's, or the earlier one it was dealt. */
export function tutorialSetupOf(match: StoredMatch): MatchSetup {
  if (found?.matchId === match.id) return tutorialSetup(found.draws)
  for (const draws of [TUTORIAL_DRAWS, ...EARLIER_TUTORIAL_DRAWS]) {
    const setup = tutorialSetup(draws)
    if (!dealt(setup, match)) continue
    found = { matchId: match.id, draws }
    return setup
  }
  // none comes to it (a match begun before moves were kept, which costs no replay): this
  // release's, as before, and not kept, as it is no script found
  return tutorialSetup()
}

/** Whether `setup`, with the match's moves, comes to the match's tables and draws left. */
function dealt(setup: MatchSetup, match: StoredMatch): boolean {
  if (match.moves === undefined) return false
  let state = createMatch(setup).state
  try {
    for (const move of parseMoves(match.moves)) {
      const result = apply(state, move)
      if (!result.ok) return false
      state = result.state
    }
  } catch {
    return false
  }
  // a resignation marks the final state over, so only what the cards made is compared
  return isDeepStrictEqual(cards(state), cards(match.state))
}

/** What the deal decides in a state: the cards on the tables, the rounds won, the draws left. */
function cards(state: MatchState) {
  return {
    round: state.round,
    forcedDraws: state.forcedDraws,
    tables: state.players.map((p) => p.table),
    roundWins: state.players.map((p) => p.roundWins),
  }
}
