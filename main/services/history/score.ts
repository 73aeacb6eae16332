import type { HistoryScore } from '@common/history'
import type { MatchState } from '@main/engine'

/** The score a state stands at, seat 0's first: the rounds won over the match, and the sets. */
export function scoreOf(state: MatchState): HistoryScore {
  const rounds: [number, number] = [0, 0]
  for (const round of state.rounds) if (round.winner !== null) rounds[round.winner] += 1
  return { rounds, sets: [state.players[0].setWins, state.players[1].setWins] }
}
