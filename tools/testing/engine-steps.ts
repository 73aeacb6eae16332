/** Small steps for engine tests that set a position up by playing to it. */
import { apply } from '@main/engine/match'
import type { Action, MatchState } from '@common/match'

/** Applies the actions in order and returns the state they lead to; a refusal throws its reason. */
export function act(state: MatchState, ...actions: Action[]): MatchState {
  for (const action of actions) {
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
  }
  return state
}
