/** Small steps for engine tests that set a position up by playing to it. */
import { apply } from '@main/engine/match'
import type { Action, MatchSetup, MatchState } from '@common/match'

/** Applies the actions in order and returns the state they lead to; a refusal throws its reason. */
export function act(state: MatchState, ...actions: Action[]): MatchState {
  for (const action of actions) {
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
  }
  return state
}

/**
 * A tournament deal for the turned mark: seat 0 holds a flip card (±2) and twists (2↔4 twice,
 * 1↔5), seat 1 a ±1 and a +4; the shoe deals 5, 9, 3. Seat 0 opens.
 */
export const TWIST_DEAL: MatchSetup = {
  rules: 'tournament',
  seed: 5,
  opener: 0,
  sideDecks: [
    ['±2', 'T24', 'T24', 'T15', '+3', '+4', '+5', '-3', '-4', '±1'],
    ['±1', '+4', '+3', '-3', '+5', '-5', '±2', '+6', '-4', '-6'],
  ],
  hands: [
    ['±2', 'T24', 'T24', 'T15'],
    ['±1', '+4', '+3', '-3'],
  ],
  draws: [5, 9, 3],
}
