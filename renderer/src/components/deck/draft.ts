import type { CardCode, RulesetId, SavedDeck } from '@preload/contract'

/** The deck on the builder's bench: a saved deck being changed, or a new one (id null). */
export interface DeckDraft {
  id: string | null
  name: string
  rules: RulesetId
  cards: CardCode[]
  /** a new profile's first deck, not yet renamed: its name is shown in the player's language */
  starter?: boolean
}

/** A side deck is 10 cards in every ruleset; the bench shows that many slots. */
export const DECK_SLOTS = 10

/** A saved deck as a draft to edit, its card list copied. */
export function draftOf(deck: SavedDeck): DeckDraft {
  return {
    id: deck.id,
    name: deck.name,
    rules: deck.rules,
    cards: [...deck.cards],
    ...(deck.starter === true ? { starter: true } : {}),
  }
}

/**
 * Whether two decks hold the same cards, in any order: a side deck is a set of cards with their
 * counts (the hand is dealt from it at random), so a card taken out and put back changes nothing.
 */
export function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a.length !== b.length) return false
  const counts = countCards(a)
  for (const card of b) {
    const left = counts.get(card) ?? 0
    if (left === 0) return false
    counts.set(card, left - 1)
  }
  return true
}

/** How many copies of each card the draft uses. */
export function countCards(cards: readonly CardCode[]): Map<CardCode, number> {
  const counts = new Map<CardCode, number>()
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1)
  return counts
}

/** A card being dragged: from the owned cards to add it, or from the deck to take it out. */
export type CardDrop = { kind: 'add'; code: CardCode } | { kind: 'remove'; index: number }

/**
 * The type that says a drag brings an owned card to add: a drag's data can be read only on the
 * drop, its types all the way, so a card in a full deck can light up as the one to be replaced.
 */
const ADDING = 'application/x-pazaak-add'

/** Starts dragging a card; `payload` is `add:<code>` or `remove:<index>`. */
export function dragCard(event: DragEvent, payload: string): void {
  event.dataTransfer?.setData('text/plain', payload)
  if (payload.startsWith('add:')) event.dataTransfer?.setData(ADDING, '')
  if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
}

/** Whether a drag passing over brings an owned card (to add, or to swap into a full deck). */
export function bringsOwnedCard(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes(ADDING)
}

/** What was dropped, or null for anything that is not one of the builder's cards. */
export function readDrop(event: DragEvent): CardDrop | null {
  const payload = event.dataTransfer?.getData('text/plain') ?? ''
  const [kind, value] = payload.split(':', 2) as [string, string | undefined]
  if (kind === 'add' && value) return { kind, code: value as CardCode }
  if (kind === 'remove' && value && /^\d+$/.test(value)) return { kind, index: Number(value) }
  return null
}
