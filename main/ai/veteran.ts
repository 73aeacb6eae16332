import type { Action, MatchView } from '../engine'
import type { TierContext } from './context'
import { deliberate, type SearchSettings } from './master'
import { standShift, tieStandBias } from './personality'
import { findLegal, other } from './position'

/**
 * The veteran: a short look ahead that values its hand for the whole set. It weighs stand, draw
 * on and each card over the next four main-deck cards only, scores an unfinished round by the
 * chance two card-less players would have from those totals (round-chance.ts), and every round
 * end by the match table, so a card costs what holding it is worth for the rest of the set
 * (thrift), while the kotor rule's strengths (take a sure round, come back from a bust, give up
 * a lost round) fall out of the same comparison. One guessed opponent hand, played by the kotor
 * rule. About a hundredth of the master's work per decision.
 */
export const VETERAN: SearchSettings = { samples: 1, budget: 8_000, maxDepth: 4 }

export function veteran(view: MatchView, context: TierContext): Action {
  const me = view.players[view.you]
  if (me.total <= 10 && !view.players[other(view.you)].standing) return findLegal(view, 'end')
  const riskBias = 0.01 * standShift(context.personality)
  return deliberate(view, context.random, VETERAN, riskBias, tieStandBias(context.personality))
    .action
}
