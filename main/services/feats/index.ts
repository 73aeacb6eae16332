export { achievementsOf, checkMatchFeats, checkProfileFeats, COUNTED_MODES } from './feats'
export { ACHIEVEMENTS, BIG_WAGER, FORTUNE, REGULAR, STREAK } from './achievements'
export { collectionBook } from './book'
export { emptyTally, noteEvents } from './tally'
