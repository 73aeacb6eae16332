/**
 * The AI opponents (docs/ai.md): four tiers over the engine's `legalActions` and `apply`, deciding
 * from a player's view only. See docs/ai.md for what each tier does and how strong it is.
 */
import type { Action, MatchView } from '@main/engine'
import { chooseHand } from './choose'
import type { TierContext, TierPolicy } from './context'
import { kotor } from './kotor'
import { deliberate, master, MASTER } from './master'
import type { Personality } from './personality'
import type { Belief } from './belief'
import { aiRandom } from './random'
import { rookie } from './rookie'
import { veteran } from './veteran'

export type { Personality } from './personality'
export {
  emptyBelief,
  evidenceOf,
  likelihood,
  mostLikely,
  POLICIES,
  type Belief,
  type PolicySpec,
  type Seen,
} from './belief'
export { beliefAfter, beliefsAlong } from './reading'

export { AI_TIERS, type AiTier } from '@common/tiers'
import type { AiTier } from '@common/tiers'

export interface AiPlayer {
  tier: AiTier
  personality?: Personality
  /** what the master believes of its opponent's play (belief.ts); absent or empty: the kotor rule */
  belief?: Belief
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
  const context: TierContext = {
    random: aiRandom(seed),
    personality: ai.personality,
    belief: ai.belief,
  }
  if (view.phase === 'choose') return chooseHand(view, ai.tier === 'rookie', context.random)
  if (view.legal.length === 1) return first
  return POLICIES[ai.tier](view, context)
}

/**
 * The advisor: the master's recommended action for view.you and, where it searched the
 * position, its estimated match-win chance, against the same belief as the master (from the
 * view's own observations only; none: the kotor rule). Choosing a hand is decided without a search, so
 * there is no chance to tell then (the hint shows none rather than a made-up number).
 */
export function advise(view: MatchView, belief?: Belief): { action: Action; winChance?: number } {
  if (view.phase === 'choose' || view.turn !== view.you) {
    return { action: decide(view, { tier: 'master', belief }, 0) }
  }
  const { action, winChance } = appraise(view, belief)
  return { action, winChance }
}

/** The master's valuation of a position: its best action, and every legal action's chance. */
export interface Appraisal {
  action: Action
  /** the best action's estimated match-win chance, 0..1 */
  winChance: number
  /** each legal action (in `view.legal`'s order) with its estimated match-win chance, 0..1 */
  values: { action: Action; winChance: number }[]
}

/**
 * The advisor's search, with every action's value: the hint (advise) and the match review
 * (main/services/history) both read it, so a review's numbers are the hint's. Only for a
 * position where view.you is to act in a round (not choosing a hand).
 */
export function appraise(view: MatchView, belief?: Belief): Appraisal {
  const found = deliberate(view, aiRandom(0), MASTER, 0, 0, belief)
  const clamp = (v: number) => Math.max(0, Math.min(1, v))
  return {
    action: found.action,
    winChance: clamp(found.value),
    values: found.values.map((v) => ({ action: v.action, winChance: clamp(v.value) })),
  }
}
