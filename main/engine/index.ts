/** The rules engine: pure functions over plain JSON (DESIGN.md). No I/O, no clock, no Math.random. */
export * from './cards'
export * from './rulesets'
export * from './side-deck'
export * from './types'
export { apply, cloneState, createMatch, MatchSetupError, poolOf, refuse, totalOf } from './match'
export { legalActions } from './legal'
export { view, type MatchView, type PlayerView } from './view'
export { tableTotal } from './table'
