/**
 * The engine as it was before it was made fast (it cloned the whole state for every action),
 * kept word for word as the reference the differential test plays against the engine: the same
 * seeds and actions must give the same states and events. Test code only; the app never
 * imports it (the differential test checks that), so it is in no build.
 */
export { apply, createMatch, refuse } from './match'
export { legalActions } from './legal'
