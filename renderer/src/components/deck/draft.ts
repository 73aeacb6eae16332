import type { CardCode, RulesetId, SavedDeck } from '@preload/contract'

/** The deck on the builder's bench: a saved deck being changed, or a new one (id null). */
export interface DeckDraft {
  id: string | null
  name: string
  rules: RulesetId
  cards: CardCode[]
}

/** A side deck is 10 cards in every ruleset (RULES.md); the bench shows that many slots. */
export const DECK_SLOTS = 10

export function draftOf(deck: SavedDeck): DeckDraft {
  return { id: deck.id, name: deck.name, rules: deck.rules, cards: [...deck.cards] }
}

export function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  return a.length === b.length && a.every((card, i) => card === b[i])
}

/** How many copies of each card the draft uses. */
export function countCards(cards: readonly CardCode[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>()
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1)
  return counts
}
