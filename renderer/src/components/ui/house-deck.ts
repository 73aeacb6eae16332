import { HOUSE_SAMPLER } from '@common/decks'

/** The deck picker's value for the house's loaned deck (quick matches); main is sent null for it. */
export const HOUSE_DECK = '@house'

/** The house's sampler: the picker's value is main's id for it, sent as it is. */
export { HOUSE_SAMPLER }

/** A picker's value for a deck as main and the remembered choices name it (null: the house's). */
export function pickerValue(deck: string | null | undefined): string | undefined {
  return deck === null ? HOUSE_DECK : deck
}

/** The deck main is sent for a picker's value (null: the house's; the sampler by its id). */
export function deckForMain(value: string): string | null {
  return value === HOUSE_DECK ? null : value
}

/**
 * The picker's value asked for if it is still there (the house's decks, lent in every ruleset, or
 * a deck playable under the rules), else `otherwise`: a remembered deck since deleted, or one for
 * other rules, falls back.
 */
export function fitDeck(
  wanted: string | undefined,
  playable: readonly { id: string }[],
  otherwise: string,
): string {
  const lent = wanted === HOUSE_DECK || wanted === HOUSE_SAMPLER
  return lent || (wanted !== undefined && playable.some((d) => d.id === wanted))
    ? wanted
    : otherwise
}

/**
 * What a change of rules keeps of a picker's value: the house's sampler, lent in every ruleset
 * for that ruleset's own cards; any other choice (undefined) is fitted to the new rules afresh.
 */
export function keptOverRules(value: string | null | undefined): string | undefined {
  return value === HOUSE_SAMPLER ? HOUSE_SAMPLER : undefined
}
