/** The deck picker's value for the house's loaned deck (quick matches); main is sent null for it. */
export const HOUSE_DECK = '@house'
