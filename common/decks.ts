/** The longest name a saved deck may have, in characters (main refuses longer; inputs stop there). */
export const MAX_DECK_NAME = 32

/**
 * The house's sampler: a deck the house lends in quick matches and hot-seat showing the cards that
 * make a ruleset its own, named by this id where a saved deck's id would go (match.start, a stored
 * match, the history). Saved decks are numbered `deck-N`, so it can never name one of them. The
 * house's plain practice deck is named by null, as it always was.
 */
export const HOUSE_SAMPLER = '@sampler'
export type HouseSamplerId = typeof HOUSE_SAMPLER

/** Whether a deck id names the house's sampler rather than a saved deck. */
export function isHouseSampler(id: string | null | undefined): id is HouseSamplerId {
  return id === HOUSE_SAMPLER
}
