import type { CardCode, Collection } from '@preload/contract'

/**
 * The saved decks that selling one copy of `card` would leave short of it: those that use every
 * copy the player owns. A deck already short is left out, since its problems say so already.
 * Only a warning before the sale: whether the sale may go ahead is main's to decide.
 */
export function decksShortAfterSale<D extends { cards: readonly CardCode[] }>(
  decks: readonly D[],
  owned: Collection,
  card: CardCode,
): D[] {
  const have = owned[card] ?? 0
  if (have < 1) return []
  return decks.filter((deck) => deck.cards.filter((c) => c === card).length === have)
}
