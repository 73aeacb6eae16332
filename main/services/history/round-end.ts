import type { MatchView, RoundRecord } from '@common/match'
import { advanceScene, cloneScene } from '@common/scene'
import { view, type MatchEvent, type MatchState } from '@main/engine'

/** A round as a move ended it: the table it ended on, as each seat saw it, and how it was settled. */
export interface RoundEnd {
  /**
   * The match as the round ended, before anything of the next round (or set) was dealt, as
   * seat 0 saw it: both tables and totals as they finished, the round (and set) won counted, no
   * one to move, the same `set` and `round` as the round that ended; over if it ended the match.
   */
  seen: MatchView
  /** the same, as seat 1 saw it (its own hand: hot-seat shows both) */
  second: MatchView
  /** the round as the engine recorded it: its set, winner, why, both totals */
  round: RoundRecord
}

/**
 * The round a move ended, if it ended one, as it ended. `apply` goes straight on to the next
 * round (a new deal, a new set, its hands), so the state it returns no longer holds the round's
 * last table. The table's own scene (common/scene.ts) moves the views before the move forward
 * through the move's events, up to the round's end and what it settled (the set, the match):
 * cards, signs and totals as the engine reported them, so no rule is worked out twice. A move
 * ends at most one round: the next round's first card can neither fill the table nor make 20.
 */
export function roundEndOf(previous: MatchState, events: readonly MatchEvent[]): RoundEnd | null {
  const ended = events.findIndex((e) => e.type === 'roundEnd')
  if (ended < 0) return null
  let last = ended
  while (events[last + 1]?.type === 'setEnd' || events[last + 1]?.type === 'matchEnd') last += 1
  const upTo = events.slice(0, last + 1)
  const seenBy = (seat: 0 | 1): MatchView =>
    upTo.reduce(advanceScene, cloneScene(view(previous, seat)))
  const seen = seenBy(0)
  const round = seen.rounds[seen.rounds.length - 1]
  if (!round) throw new Error('a round ended without a record')
  return { seen, second: seenBy(1), round }
}
