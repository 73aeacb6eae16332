import type { Action, MatchView } from '@main/engine'
import type { Personality } from './personality'
import type { AiRandom } from './random'

/** What every tier gets besides the view: its seeded randomness and its personality. */
export interface TierContext {
  random: AiRandom
  personality: Personality | undefined
}

export type TierPolicy = (view: MatchView, context: TierContext) => Action
