import type { Action, MatchView } from '@main/engine'
import type { TierContext } from './context'
import { standShift, tieStandFrom } from './personality'
import { bestUnder, findLegal, other, playOptions, tieIsWon } from './position'

/**
 * The opponent as the original game played it, the reconstructed rule of the original game, in order.
 * One reading is ours: rule 2 plays a card only when it raises the total (the rule as written
 * would also "improve" 19 down to 18). Cards that give equal totals spend the plain card and
 * keep the ± and tiebreaker cards.
 */
export function kotor(view: MatchView, context: TierContext): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const shift = standShift(context.personality)
  const options = playOptions(view)
  const best = bestUnder(options, 20)
  const lowestByCard = options.length > 0 ? Math.min(...options.map((o) => o.total)) : null

  // (1) They stand below me and I am not over: standing wins.
  if (them.standing && them.total < me.total && me.total <= 20) return findLegal(view, 'stand')

  // (2) A card to 18..20, not below them, when it is safe enough.
  if (
    best &&
    me.total <= 20 &&
    best.total > me.total &&
    best.total >= 18 + Math.max(0, shift) &&
    best.total >= them.total &&
    lowestByCard !== null &&
    (best.total === 20 || (best.total === 19 && lowestByCard >= 12) || lowestByCard >= 14)
  ) {
    return best.action
  }

  // (3) Over 20: give up a round that is lost anyway, to save the cards; else come back under.
  if (me.total > 20) {
    const hopeless =
      them.roundWins < 2 && them.total >= 18 && (best?.total ?? -Infinity) < them.total
    if (hopeless || !best) return findLegal(view, 'end')
    return best.action
  }

  // A bluffer's addition: stand on a tie with a standing player (personality.ts).
  const tieFrom = tieStandFrom(context.personality, tieIsWon(view))
  if (tieFrom !== null && them.standing && them.total === me.total && me.total >= tieFrom)
    return findLegal(view, 'stand')

  // (4) Behind a standing player: draw on. Low and able to go lower: draw on. Else stand.
  if (them.standing && them.total > me.total) return findLegal(view, 'end')
  const lowest = Math.min(me.total, lowestByCard ?? me.total)
  if (me.total < 18 + shift && lowest < 16 + shift) return findLegal(view, 'end')
  return findLegal(view, 'stand')
}
