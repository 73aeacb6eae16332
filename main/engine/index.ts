/** The rules engine: pure functions over plain JSON (docs/architecture.md). No I/O, no clock, no Math.random. */
export * from '@common/cards'
export * from '@common/rulesets'
export * from './side-deck'
export * from '@common/match'
export {
  apply,
  cloneState,
  createMatch,
  MatchSetupError,
  poolOf,
  refuse,
  totalOf,
  type SetupProblem,
} from './match'
export type { Refusal } from '@common/messages'
export { legalActions } from './legal'
export { view } from './view'
export { tableTotal } from './table'
export { projections } from './projection'
