import type { Action, MatchView } from '@main/engine'
import type { TierContext } from './context'
import { standShift, tieStandFrom } from './personality'
import { bestUnder, findLegal, other, playOptions, tieIsWon } from './position'

/**
 * The rookie: stands as soon as it reaches about 15 and spends a hand card at the first chance
 * to improve its total. Beatable by a new player who simply waits for 18 or more.
 */
export function rookie(view: MatchView, context: TierContext): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const standAt = 15 + standShift(context.personality)
  const options = playOptions(view)
  const best = bestUnder(options, 20)
  if (me.total > 20) return best ? best.action : findLegal(view, 'end')
  // Any card that lifts the total into standing range is spent at once.
  if (best && best.total > me.total && best.total >= standAt) return best.action
  if (them.standing && them.total > me.total) return findLegal(view, 'end')
  // A bluffer stands on a tie below its usual total (personality.ts).
  const tieFrom = tieStandFrom(context.personality, tieIsWon(view))
  if (tieFrom !== null && them.standing && them.total === me.total && me.total >= tieFrom)
    return findLegal(view, 'stand')
  return findLegal(view, me.total >= standAt ? 'stand' : 'end')
}
