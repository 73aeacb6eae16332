/** The rules engine: pure functions over plain JSON (docs/architecture.md). No I/O, no clock, no Math.random. */
import * as legal from './legal'
import * as match from './match'
export * from '@common/cards'
export * from '@common/rulesets'
export * from './side-deck'
export * from '@common/match'
export { cloneState, MatchSetupError, poolOf, refuse, totalOf, type SetupProblem } from './match'
export type { Refusal } from '@common/messages'
// What every step of every match calls, bound once: under tsx (CommonJS) a name re-exported
// from another module costs two more getters per call (docs/architecture.md).
/** Starts a match (see match.ts). */
export const { createMatch } = match
/** Applies one action by one player (see match.ts). */
export const { apply } = match
/** Every action the player may take now (see legal.ts). */
export const { legalActions } = legal
export { view } from './view'
export { tableTotal } from './table'
export { projections } from './projection'
export { setWinnersOf } from './sets'
