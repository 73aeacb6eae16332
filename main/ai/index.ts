/**
 * The AI opponents (issue 3): four tiers over the engine's `legalActions` and `apply`, deciding
 * from a player's view only. See docs/ai.md for what each tier does and how strong it is.
 */
import type { Action, MatchView } from '@main/engine'
import { chooseHand } from './choose'
import type { TierContext, TierPolicy } from './context'
import { kotor } from './kotor'
import { deliberate, master, MASTER } from './master'
import type { Personality } from './personality'
import { aiRandom } from './random'
import { rookie } from './rookie'
import { veteran } from './veteran'

export type { Personality } from './personality'
export { NEUTRAL, thinkingPauseMs } from './personality'

export { AI_TIERS, type AiTier } from '@common/tiers'
import type { AiTier } from '@common/tiers'

export interface AiPlayer {
  tier: AiTier
  personality?: Personality
}

const POLICIES: Record<AiTier, TierPolicy> = {
  rookie,
  kotor,
  veteran,
  master,
}

/**
 * The AI's action for the player `view.you`, from what that player may see. Deterministic for
 * a given seed. Also handles the choose phase (pick 4 of the pool).
 */
export function decide(view: MatchView, ai: AiPlayer, seed: number): Action {
  const first = view.legal[0]
  if (first === undefined) throw new Error('The AI was asked to act with nothing it may do.')
  const context: TierContext = { random: aiRandom(seed), personality: ai.personality }
  if (view.phase === 'choose') return chooseHand(view, ai.tier === 'rookie', context.random)
  if (view.legal.length === 1) return first
  return POLICIES[ai.tier](view, context)
}

/** The advisor: the master's recommended action for view.you and its estimated match-win chance. */
export function advise(view: MatchView): { action: Action; winChance: number; reason: string } {
  if (view.phase === 'choose' || view.turn !== view.you) {
    const action = decide(view, { tier: 'master' }, 0)
    return { action, winChance: 0.5, reason: 'Bring the cards that turn 15 to 17 into 18 to 20.' }
  }
  const found = deliberate(view, aiRandom(0), MASTER)
  const winChance = Math.max(0, Math.min(1, found.value))
  return { action: found.action, winChance, reason: reasonFor(view, found.action, winChance) }
}

function reasonFor(view: MatchView, action: Action, winChance: number): string {
  const me = view.players[view.you]
  const chance = `about ${Math.round(winChance * 100)}% to win the match`
  switch (action.type) {
    case 'stand':
      return `Stand: ${me.total} is worth keeping (${chance}).`
    case 'end':
      return me.total > 20
        ? `Let this round go and keep your cards (${chance}).`
        : `Draw on: ${me.total} is not enough yet (${chance}).`
    case 'play':
      return `Play ${action.card}${action.sign ?? ''}: this round is worth the card (${chance}).`
    default:
      return `Choose your hand (${chance}).`
  }
}
