import type { HistoryScore } from '@common/history'
import { apply, createMatch, type MatchState } from '@main/engine'
import type { HistoryRecord } from '@main/store/schemas/history'
import { parseMoves } from './moves'
import { setupOf } from './replay'

/** The score a state stands at, seat 0's first: the rounds won over the match, and the sets. */
export function scoreOf(state: MatchState): HistoryScore {
  const rounds: [number, number] = [0, 0]
  for (const round of state.rounds) if (round.winner !== null) rounds[round.winner] += 1
  return { rounds, sets: [state.players[0].setWins, state.players[1].setWins] }
}

/**
 * The score a record kept before the score was ended on: the match is dealt again and its moves
 * applied, by the engine alone, without the frames and round ends a replay draws (about a tenth
 * of a millisecond a match). A resigned match stops where it stood, as it was scored when kept.
 */
export function replayedScore(record: HistoryRecord): HistoryScore {
  let state = createMatch(setupOf(record)).state
  for (const [i, move] of parseMoves(record.moves).entries()) {
    const result = apply(state, move)
    if (!result.ok) throw new Error(`move ${i + 1} of ${record.id} was refused`)
    state = result.state
  }
  return scoreOf(state)
}
