import type { Action, MatchView } from '../engine'
import type { TierContext } from './context'
import { standShift } from './personality'
import { bestUnder, cheapest, findLegal, other, playOptions } from './position'

/**
 * The veteran: a thrifty threshold player that treats its hand as the resource of the whole
 * set. A card is spent only where it decides the round: to make 20 (or 19 with cards to spare),
 * to beat or match a standing total, or to undo a bust when the round can still be won. A round
 * that is lost anyway is given up with the cards kept.
 */
export function veteran(view: MatchView, context: TierContext): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const shift = standShift(context.personality)
  const cards = me.handSize
  const options = playOptions(view)
  const best = bestUnder(options, 20)
  const theyStand = them.standing && them.total <= 20
  // Spare cards: more than the opponent, or enough that one more spent leaves a reserve.
  const spare = cards >= 3 || cards > them.handSize
  // The round's weight: needing it (they are on 2) makes every card worth spending.
  const mustWin = them.roundWins >= 2
  const bluff = (context.personality?.bluff ?? 0) > 0.5

  if (me.total > 20) {
    if (!best) return findLegal(view, 'end')
    if (theyStand && best.total < them.total) return findLegal(view, 'end')
    if (theyStand && best.total === them.total && !mustWin && !bluff) return findLegal(view, 'end')
    // Come back under only to a total worth having, unless the round is a must-win.
    if (!theyStand && best.total < 15 && !mustWin && cards <= 2) return findLegal(view, 'end')
    return best.action
  }

  if (theyStand) {
    if (me.total > them.total) return findLegal(view, 'stand')
    const beating = cheapest(options.filter((o) => o.total > them.total && o.total <= 20))
    if (beating && (mustWin || spare || them.total >= 18)) return beating.action
    if (me.total === them.total) {
      // A tie replays the round: fine when standing high, otherwise draw for more.
      return findLegal(view, me.total >= 17 ? 'stand' : 'end')
    }
    return findLegal(view, 'end')
  }

  if (best && best.total > me.total) {
    if (best.total === 20) return best.action
    if (best.total === 19 && (spare || mustWin) && me.total < 17) return best.action
  }
  return findLegal(view, me.total >= 17 + shift ? 'stand' : 'end')
}
