/** The longest name a saved deck may have, in characters (main refuses longer; inputs stop there). */
export const MAX_DECK_NAME = 32
