/** The longest name a saved deck may have, in characters (main refuses longer; inputs stop there). */
export const MAX_DECK_NAME = 32

/** Most decks a player keeps (main refuses another; the deck builder says so before it asks). */
export const MAX_DECKS = 30

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

/**
 * Whether a deck id names a deck the house lends (null, its practice deck, or its sampler):
 * none of the player's saved decks, its cards none of the player's own.
 */
export function isLentDeck(id: string | null): boolean {
  return id === null || isHouseSampler(id)
}
