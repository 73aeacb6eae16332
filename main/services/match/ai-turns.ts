import type { MatchEvent } from '@preload/contract'
import { decide, type AiPlayer } from '@main/ai'
import { apply, legalActions, view, type Action, type MatchState } from '@main/engine'
import type { HabitsData, StoredMatch } from '@main/store'
import { appendMove } from '../history/moves'
import { decisionSeed } from '../seeds'
import { opponentById } from '../world'
import { habitsBelief } from './habits'
import { matchBelief } from './reading'

/**
 * The AI's turns: who the AI is in a match, what it plays, and the run of its moves between two
 * of the human's. Its own part because it is the one place main decides for a seat rather than
 * checks a person's move, and it must never leave a match stuck (a refused or missing choice
 * falls back to a legal move; a runaway turn is stopped).
 */

/** More AI actions than any real match needs between two human moves: a guard, not a rule. */
const AI_ACTION_LIMIT = 2_000

/**
 * Plays the AI's moves (seat 1) on `match` until the human must act or the match is over, and
 * returns their events; a hot-seat match has no AI and is left as it is.
 */
export function playAiTurns(match: StoredMatch, habits: HabitsData | undefined): MatchEvent[] {
  const events: MatchEvent[] = []
  const ai = aiPlayer(match, habits)
  for (let n = 0; match.mode !== 'hotseat' && aiToAct(match.state); n++) {
    if (n >= AI_ACTION_LIMIT) throw new Error('The AI did not finish its turn.')
    const action = aiAction(match, ai)
    match.aiMoves += 1
    const result = apply(match.state, action)
    if (!result.ok) throw new Error(`The AI's move was refused: ${result.error.reason}`)
    match.state = result.state
    if (match.moves !== undefined) match.moves = appendMove(match.moves, action)
    events.push(...result.events)
  }
  return events
}

/** Whether the match's opponent remembers the player: a campaign opponent at the master tier. */
export function opponentRemembers(match: StoredMatch): boolean {
  if (match.mode !== 'campaign' || match.opponentId === null) return false
  return opponentById(match.opponentId)?.ai.tier === 'master'
}

/** The AI's choice, or, if the AI offers something the rules refuse, its safest legal move. */
function aiAction(match: StoredMatch, ai: AiPlayer): Action {
  const legal = legalActions(match.state, 1)
  try {
    const chosen = decide(view(match.state, 1), ai, decisionSeed(match.seed, match.aiMoves))
    if (chosen.player === 1 && apply(match.state, chosen).ok) return chosen
  } catch {
    // fall through to the safe move below
  }
  const safe =
    legal.find((a) => a.type === 'stand') ?? legal.find((a) => a.type === 'choose') ?? legal[0]
  if (!safe) throw new Error('The AI has no legal move.')
  return safe
}

/**
 * Who the AI is in this match. A master reads the player: its belief is rebuilt from the
 * moves so far (reading.ts), once per call, since only the player's moves change it.
 */
function aiPlayer(match: StoredMatch, habits: HabitsData | undefined): AiPlayer {
  const ai = aiOf(match)
  if (ai.tier !== 'master') return ai
  const start = opponentRemembers(match) ? habitsBelief(habits) : undefined
  return { ...ai, belief: matchBelief(match, 1, start) }
}

/** The campaign opponent's own AI, else the house player of the match's tier. */
function aiOf(match: StoredMatch): AiPlayer {
  if (match.mode === 'campaign' && match.opponentId !== null) {
    const opponent = opponentById(match.opponentId)
    if (opponent) return opponent.ai
  }
  return { tier: match.tier ?? 'rookie' }
}

/** Whether the AI's seat has something to do: its choice of hand, or its turn. */
function aiToAct(state: MatchState): boolean {
  if (state.phase === 'over') return false
  if (state.phase === 'choose') return !state.players[1].chosen
  return state.turn === 1
}
