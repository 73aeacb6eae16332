import type { Action, MatchView } from '../engine'
import type { TierContext } from './context'
import { standShift } from './personality'
import { bestUnder, cheapest, findLegal, other, playOptions } from './position'

/**
 * The veteran: the kotor rule made thriftier and sharper. It spends a card on 18 or 19 only
 * with more cards than the opponent (or a must-win round), since a hand lasts the whole set;
 * it beats a standing total with a card when it can, stands on a tie of 17 or more, and gives
 * up a round that is lost anyway with its cards kept.
 */
export function veteran(view: MatchView, context: TierContext): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const shift = standShift(context.personality)
  const options = playOptions(view)
  const best = bestUnder(options, 20)
  const cards = me.handSize
  const mustWin = them.roundWins >= 2
  const lowestByCard = options.length > 0 ? Math.min(...options.map((o) => o.total)) : null

  if (them.standing && them.total < me.total && me.total <= 20) return findLegal(view, 'stand')
  if (me.total > 20) {
    const hopeless = !mustWin && them.total >= 18 && (best?.total ?? -Infinity) < them.total
    if (hopeless || !best) return findLegal(view, 'end')
    return best.action
  }
  if (them.standing) {
    const beating = cheapest(options.filter((o) => o.total > them.total && o.total <= 20))
    if (beating) return beating.action
    if (me.total === them.total && me.total >= 17) return findLegal(view, 'stand')
    return findLegal(view, 'end')
  }
  if (
    best &&
    best.total > me.total &&
    best.total >= 18 &&
    lowestByCard !== null &&
    (best.total === 20 || (best.total === 19 && lowestByCard >= 12) || lowestByCard >= 14) &&
    (best.total === 20 || cards > them.handSize || mustWin)
  ) {
    return best.action
  }
  const lowest = Math.min(me.total, lowestByCard ?? me.total)
  if (me.total < 18 + shift && lowest < 16 + shift) return findLegal(view, 'end')
  return findLegal(view, 'stand')
}
