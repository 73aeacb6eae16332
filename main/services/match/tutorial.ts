import type { CardCode } from '@preload/contract'
import {
  cardInfo,
  legalActions,
  totalOf,
  type Action,
  type MatchSetup,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import { landing } from './landing'

/**
 * The first-match tutorial: a classic match against the rookie whose main-deck cards are
 * scripted, so a player who follows the coach meets each lesson in turn:
 *
 * - round 1 (you open): 8, end the turn on a low total; 7 makes 15, and +5 makes exactly 20,
 *   which stands by itself. The rookie draws 10, 6 and 9: 25, a bust it cannot save.
 * - round 2 (the rookie opens, having lost): it stands on 17. You reach 13, end the turn,
 *   then draw 10: 23, over 20. The -3 brings you back to exactly 20, which beats 17.
 * - round 3 (the rookie opens again): it stands on 16. You end on 6 and on 11, then draw 10:
 *   21, and the -3 is gone. Only the ±2 turned to minus saves you (as plus it makes 23): the
 *   coach asks for the flip, F or the sign toggle, then the card. 19, where no card makes 20,
 *   so the lesson is to stand on a high total. 19 beats 16, and the match is won 3-0.
 *
 * The rookie (main/ai/rookie.ts) decides without randomness and holds only minus cards, which
 * it plays only to come back from over 20, so its moves (and so which of the scripted cards
 * each player gets) are fixed. tutorial.test.ts plays the whole script and fails if a change
 * to the rookie or the engine moves a card.
 *
 * Once the script is used up (a player who does not follow the coach) the seeded generator
 * deals on, and the coach still gives sensible advice: the match simply goes on.
 *
 * A tutorial has no wager, needs no deck and no owned cards (both side decks are fixed here),
 * and settles nothing: no credits, no stats, no campaign progress (see endings.ts).
 */

/** Fixed so the tutorial is the same for everyone (the rookie does not use it; kept for replay). */
export const TUTORIAL_SEED = 20_250_101

/** The player's hand, in the order of the keys 1-4: the coach says "Press 4 to play +5". */
export const TUTORIAL_HAND: readonly CardCode[] = ['+4', '-3', '±2', '+5']
const PLAYER_DECK: CardCode[] = ['+4', '-3', '±2', '+5', '+1', '+2', '+3', '-1', '-2', '±1']

const ROOKIE_HAND: readonly CardCode[] = ['-1', '-2', '-3', '-4']
const ROOKIE_DECK: CardCode[] = ['-1', '-2', '-3', '-4', '-5', '-6', '+1', '+2', '+3', '+4']

/** The main-deck cards in the order either player draws them (see the lessons above). */
export const TUTORIAL_DRAWS: readonly number[] = [
  // round 1: you 8 | rookie 10 | you 7 (+5 = 20) | rookie 6, 9 (25, bust)
  8, 10, 7, 6, 9,
  // round 2: rookie 8 | you 6 | rookie 9 (17, stands) | you 7 (13), 10 (23; -3 = 20)
  8, 6, 9, 7, 10,
  // round 3: rookie 9 | you 6 | rookie 7 (16, stands) | you 5 (11), 10 (21; ±2 as -2 = 19, stand)
  9, 6, 7, 5, 10,
]

/**
 * The draws of earlier releases' tutorials, newest first. A match plays on with its own draws
 * (they are in its state, the engine's forcedDraws), but its deal is read again when it is kept
 * in the history and when its beliefs are rebuilt: a match begun before the script changed is
 * read with the draws it was dealt (tutorial-script.ts). When TUTORIAL_DRAWS changes, the old
 * list goes here.
 */
export const EARLIER_TUTORIAL_DRAWS: readonly (readonly number[])[] = [
  // until round 3 taught the flip: rookie 9 | you 10 | rookie 7 (16, stands) | you 9 (19, stand)
  [8, 10, 7, 6, 9, 8, 6, 9, 7, 10, 9, 10, 7, 9],
]

/**
 * The tutorial's match: fixed decks, hands, opener and draws, so the lessons play as written;
 * `draws` is this release's script unless an earlier one is asked for.
 */
export function tutorialSetup(draws: readonly number[] = TUTORIAL_DRAWS): MatchSetup {
  return {
    rules: 'classic',
    seed: TUTORIAL_SEED,
    sideDecks: [[...PLAYER_DECK], [...ROOKIE_DECK]],
    hands: [[...TUTORIAL_HAND], [...ROOKIE_HAND]],
    opener: 0,
    draws: [...draws],
  }
}

const TARGET = 20
/** The coach stands from here: a beginner's rule that keeps the lessons plain. */
const STAND_AT = 17

/**
 * The coach's advice for `player` in a tutorial match: plain rules a beginner can learn, not
 * the master's search, so the advice matches the lessons above whatever the advisor becomes.
 * In order: come back from over 20 with the card that gets closest to 20; play a card that
 * makes exactly 20; stand when you beat an opponent who stands (or match them on 17 or more);
 * draw on while the opponent stands higher; stand on 17 or more; otherwise end the turn.
 */
export function coachAction(state: MatchState, player: PlayerIndex): Action {
  const legal = legalActions(state, player)
  const first = legal[0]
  if (first === undefined) throw new Error('The coach was asked with nothing to do.')
  if (state.phase === 'choose') return first
  const mine = totalOf(state, player)
  const them = state.players[player === 0 ? 1 : 0]
  const theirs = totalOf(state, player === 0 ? 1 : 0)
  const end = legal.find((a) => a.type === 'end')
  const stand = legal.find((a) => a.type === 'stand')

  // Side cards are judged by what the engine makes of them, never by a rule copied here.
  const plays = legal
    .filter((a) => a.type === 'play')
    .map((action) => ({ action, total: totalAfter(state, action) }))
  const best = plays
    .filter((p) => p.total <= TARGET)
    .sort((a, b) => b.total - a.total || playOrder(a.action) - playOrder(b.action))[0]

  if (mine > TARGET) return best?.action ?? end ?? first
  const twenty = best?.total === TARGET ? best : undefined
  if (twenty) return twenty.action
  if (them.standing && mine > theirs && stand) return stand
  // Level with a high total: a tie replays the round, which beats risking a bust.
  if (them.standing && mine === theirs && mine >= STAND_AT && stand) return stand
  if (them.standing) return end ?? first
  if (mine >= STAND_AT && stand) return stand
  return end ?? first
}

/** Plain plus and minus cards before flip cards when either does the job: fewer keys to press. */
function playOrder(action: Action): number {
  return action.type === 'play' && cardInfo(action.card).kind === 'flip' ? 1 : 0
}

/**
 * The acting player's total right after `action`, as the engine computes it (after any sign
 * changes the card causes); for ending the turn or standing, the total as it is.
 */
export function totalAfter(state: MatchState, action: Action): number {
  return action.type === 'play' ? landing(state, action).mine : totalOf(state, action.player)
}
