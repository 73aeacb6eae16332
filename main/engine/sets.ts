import type { MatchState, PlayerIndex } from '@common/match'
import { RULESETS } from '@common/rulesets'

/**
 * Who took each set the match has finished, the first set's first: read from the rounds the
 * engine recorded by the rule that ends a set (`endRound`: the first to the ruleset's round
 * wins within it). A set a forfeit cut short has no winner and is not in the list. The state
 * keeps no list of its own (its shape is the reference engine's), so `view` sends this one and
 * the screens word it instead of counting rounds themselves.
 */
export function setWinnersOf(state: Pick<MatchState, 'rules' | 'rounds'>): PlayerIndex[] {
  const needed = RULESETS[state.rules].roundsToWin
  const winners: PlayerIndex[] = []
  const wins: [number, number] = [0, 0]
  let set = 0
  for (const round of state.rounds) {
    if (round.set !== set) {
      set = round.set
      wins[0] = 0
      wins[1] = 0
    }
    if (round.winner === null) continue
    wins[round.winner] += 1
    if (wins[round.winner] === needed) winners.push(round.winner)
  }
  return winners
}
