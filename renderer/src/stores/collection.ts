import { defineStore } from 'pinia'
import { ref } from 'vue'
import type {
  CardCode,
  Collection,
  DeckCheck,
  DeckFromCollection,
  RulesetId,
  SavedDeck,
} from '@preload/contract'
import { BridgeError, call } from '@/bridge'

/** Whether main refused a call because the deck is gone (deleted in another window or tab). */
export const deckGone = (error: unknown): boolean =>
  error instanceof BridgeError && error.error.key === 'errors.deck.notFound'

/**
 * The loaded profile's cards and saved decks. Validation is main's: the deck builder shows
 * `decks.check` answers and never decides on its own whether a deck is legal.
 */
export const useCollectionStore = defineStore('collection', () => {
  const owned = ref<Collection>({})
  const decks = ref<SavedDeck[]>([])

  async function refresh(): Promise<void> {
    const [collection, list] = await Promise.all([call('collection.get'), call('decks.list')])
    owned.value = collection
    decks.value = list
  }

  async function refreshDecks(): Promise<void> {
    decks.value = await call('decks.list')
  }

  function check(rules: RulesetId, cards: CardCode[]): Promise<DeckCheck> {
    return call('decks.check', { rules, cards })
  }

  /** Main's deck for `rules` of the player's own cards, as close to `keep` as the rules allow. */
  function fromCollection(rules: RulesetId, keep: CardCode[]): Promise<DeckFromCollection> {
    return call('decks.fromCollection', { rules, cards: keep })
  }

  /** Saves a deck: a new one when it has no id yet. Returns main's copy, with its problems. */
  async function save(deck: {
    id: string | null
    name: string
    rules: RulesetId
    cards: CardCode[]
  }): Promise<SavedDeck> {
    try {
      const saved = deck.id
        ? await call('decks.update', { id: deck.id, cards: deck.cards, rules: deck.rules })
        : await call('decks.create', { name: deck.name, rules: deck.rules, cards: deck.cards })
      await refreshDecks()
      return saved
    } catch (e) {
      // another window deleted it: the list shows main's decks again, without it
      if (deckGone(e)) await refreshDecks().catch(() => undefined)
      throw e
    }
  }

  async function rename(id: string, name: string): Promise<SavedDeck> {
    const deck = await call('decks.rename', { id, name })
    await refreshDecks()
    return deck
  }

  async function duplicate(id: string, name: string): Promise<SavedDeck> {
    const deck = await call('decks.duplicate', { id, name })
    await refreshDecks()
    return deck
  }

  async function remove(id: string): Promise<void> {
    await call('decks.delete', { id })
    await refreshDecks()
  }

  async function setActive(id: string): Promise<SavedDeck> {
    const deck = await call('decks.setActive', { id })
    await refreshDecks()
    return deck
  }

  /** Main's share code of a deck's cards, saved or not; refused for a list short of a deck. */
  async function exportCode(cards: CardCode[]): Promise<string> {
    return (await call('decks.export', { cards })).shareCode
  }

  async function importCode(shareCode: string, name: string, rules: RulesetId): Promise<SavedDeck> {
    const deck = await call('decks.import', { shareCode, name, rules })
    await refreshDecks()
    return deck
  }

  /** Decks that main says are playable under a ruleset, the active one first. */
  function playable(rules: RulesetId): SavedDeck[] {
    return decks.value
      .filter((d) => d.rules === rules && d.problems.length === 0)
      .sort((a, b) => Number(b.active) - Number(a.active))
  }

  return {
    owned,
    decks,
    refresh,
    refreshDecks,
    check,
    fromCollection,
    save,
    rename,
    duplicate,
    remove,
    setActive,
    exportCode,
    importCode,
    playable,
  }
})
