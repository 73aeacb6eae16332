import type { Action, MatchView } from '@main/engine'
import type { Personality } from './personality'
import type { AiRandom } from './random'
import type { Belief } from './belief'

/** What every tier gets besides the view: its seeded randomness and its personality. */
export interface TierContext {
  random: AiRandom
  personality: Personality | undefined
  /** the master's belief over the opponent's policy (belief.ts); absent: the kotor rule */
  belief?: Belief
}

export type TierPolicy = (view: MatchView, context: TierContext) => Action
