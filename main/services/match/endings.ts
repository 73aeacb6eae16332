import type { MatchResult } from '@preload/contract'
import type { MatchState, PlayerIndex } from '@main/engine'
import type { ProfileData, StoredMatch } from '@main/store'
import { seatToAct } from '@common/seat-to-act'
import { refuse } from '../errors'
import { recordHistory } from '../history/record'
import { noteHabits } from './habits'
import { settleMatch } from './settle'

/**
 * How a match ends, won, lost, resigned or forfeited. Its own part because every end must go
 * through the same steps on the same draft (settled, kept in the history, remembered, closed),
 * so no way out of a match can skip the stake or the stats.
 */

/**
 * The one place every match ends: settles it (a tutorial settles nothing), keeps it in the
 * history, and closes it, all on the draft the caller saves in one step. `match.state` is the
 * final state (a resignation's marks it lost). What else a finished match feeds (per-mode
 * records, achievements) hooks in here.
 */
export function finishMatch(
  profile: ProfileData,
  match: StoredMatch,
  resigned: boolean,
  at: string,
): MatchResult {
  const won = match.state.winner === 0
  const result =
    match.mode === 'tutorial'
      ? practiceResult(won, resigned)
      : settleMatch(profile, match, won, resigned, at)
  const kept = recordHistory(profile, match, result, at)
  // what the player did, for the master opponents who remember it (habits.ts)
  noteHabits(profile, match)
  profile.match = null
  return { ...result, kept }
}

/**
 * Before a new match: an open one is never thrown away silently (that lost it from the stats
 * and let a player dodge a loss). Without `forfeit` naming it, the start is refused with
 * 'match-open' so the player can choose; with it, the open match is settled as a
 * resignation (a loss in the stats, its stake lost) in the same saved step as the new start.
 */
export function closeOpen(profile: ProfileData, forfeit: string | undefined, at: string): void {
  const open = profile.match
  if (!open) return
  if (forfeit !== open.id) {
    refuse('match-open', 'errors.match.open')
  }
  finishMatch(profile, { ...open, state: resignation(open).state }, true, at)
}

/**
 * The match as a resignation ends it: over, won by the other seat. The loser is the human
 * against the AI; in hot-seat the person with the move.
 */
export function resignation(match: StoredMatch): {
  loser: PlayerIndex
  winner: PlayerIndex
  state: MatchState
} {
  const loser: PlayerIndex = match.mode === 'hotseat' ? (seatToAct(match.state) ?? 0) : 0
  const winner: PlayerIndex = loser === 0 ? 1 : 0
  return { loser, winner, state: { ...match.state, phase: 'over', turn: null, winner } }
}

/** A tutorial's end: nothing was staked and nothing is recorded (it does not count in stats). */
function practiceResult(won: boolean, resigned: boolean): Omit<MatchResult, 'kept'> {
  return {
    winner: won ? 0 : 1,
    resigned,
    creditsDelta: 0,
    houseCut: 0,
    prizeCards: [],
    // the result screen says in the player's language that a tutorial counts for nothing
    notes: [],
  }
}
