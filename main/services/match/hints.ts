import type { Hint } from '@preload/contract'
import { advise, type Belief } from '@main/ai'
import { view } from '@main/engine'
import type { StoredMatch } from '@main/store'
import { withoutSeat } from '../actions'
import { refuse } from '../errors'
import { advised, coached, type NextAdvice } from './advice'
import { matchBelief } from './reading'
import { coachAction } from './tutorial'

/**
 * The hint the player asks for at the table. Its own part because it reads the match without
 * changing it, and must choose who advises (the tutorial's coach or the advisor) and refuse
 * where advice would be unfair (hot-seat, or not the player's move).
 */

/**
 * The advisor's move for the human with its reason (the coach's in the tutorial); saves nothing.
 * Refused in hot-seat, where both people would see it, and when it is not the human's move.
 */
export function matchHint(match: StoredMatch): Hint {
  // Two people share the screen: advice for one would be shown to both.
  if (match.mode === 'hotseat') refuse('rejected', 'errors.match.noHintHotseat')
  const mine = view(match.state, 0)
  if (mine.legal.length === 0) refuse('rejected', 'errors.match.notYourMove')
  // In the tutorial the coach advises: its plain rules are what the lessons teach.
  const tutorial = match.mode === 'tutorial'
  const action = tutorial ? coachAction(match.state, 0) : null
  // The advisor reads the AI's play as the AI reads the player's (reading.ts).
  const belief = matchBelief(match, 0)
  const advice = action ? { action, winChance: tutorialChance(mine, belief) } : advise(mine, belief)
  // the rest of a plan over the target, by the same advisor and belief
  const nextAdvice: NextAdvice = (later) => advise(view(later, 0), belief).action
  // the reason and the total from one landing of the card
  const told = tutorial
    ? coached(match.state, advice.action)
    : advised(match.state, advice.action, nextAdvice)
  const hint: Hint = { action: withoutSeat(advice.action), reason: told.reason }
  if (advice.winChance !== undefined) hint.winChance = advice.winChance
  if (advice.action.type !== 'choose') hint.total = told.total
  return hint
}

/**
 * The advisor's estimate for the advisor panel (H); the coach's advice never waits on it. None
 * when the advisor cannot give one: the hint then shows no number rather than a made-up one.
 */
function tutorialChance(mine: ReturnType<typeof view>, belief: Belief): number | undefined {
  try {
    return advise(mine, belief).winChance
  } catch {
    return undefined
  }
}
