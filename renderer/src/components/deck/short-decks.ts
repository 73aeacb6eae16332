import type { CardCode, Collection, Merchant, Message } from '@preload/contract'

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

/**
 * The cards a saved deck lacks when that is all that keeps it off the table (a card sold, say),
 * read from main's problems (the player owns none, or fewer than it uses); empty when it is
 * playable or has another problem too, which buying the cards would not mend.
 */
export function cardsShort(deck: { problems: readonly Message[] }): CardCode[] {
  const cards: CardCode[] = []
  for (const problem of deck.problems) {
    if (problem.key !== 'deckProblem.not-owned' && problem.key !== 'deckProblem.too-few-owned')
      return []
    cards.push(problem.params.card as CardCode)
  }
  return cards
}

/**
 * The merchants the player can visit who have one of `cards` on their shelf now (main's stock,
 * what is left for this player), in main's order: where a deck short of cards can be completed.
 */
export function sellersOf<M extends Pick<Merchant, 'stock'>>(
  merchants: readonly M[],
  cards: readonly CardCode[],
): M[] {
  return merchants.filter((m) =>
    m.stock.some((line) => cards.includes(line.card) && line.stock !== 0),
  )
}
