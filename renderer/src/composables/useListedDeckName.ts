/**
 * A saved deck's name in a list (the deck builder's, the pickers, the shop's warning, the
 * stats): as the player sees it, with a number where an older save holds two decks read alike,
 * so a list never names two decks the same. The deck builder names the deck it has open so too,
 * in its heading and its questions, to say which of the two is open. Apart from deck-name.ts,
 * which names one deck alone.
 */
import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { namesApart, type NamedDeck } from '@/i18n/deck-alike'
import { useDeckName } from '@/i18n/deck-name'
import { useCollectionStore } from '@/stores/collection'

/** A deck to name: a saved one by its id, else (no id, or one not listed) by its name alone. */
type ListedDeck = Omit<NamedDeck, 'id'> & { id?: string | null }

/**
 * For a component's setup: names a deck by its id among `decks` (the collection's, unless the
 * component is handed its list), as a list shows it.
 */
export function useListedDeckName(
  decks?: () => readonly NamedDeck[],
): (deck: ListedDeck) => string {
  const { t } = useI18n()
  const deckName = useDeckName()
  const collection = decks ? null : useCollectionStore()
  const all = (): readonly NamedDeck[] => decks?.() ?? collection?.decks ?? []
  const listed = computed(() =>
    namesApart(all(), deckName, (name, n) => t('common.deckNameNth', { name, n })),
  )
  // a deck the list does not hold (not loaded yet): its name as shown, alone
  return (deck) => (deck.id ? listed.value.get(deck.id) : undefined) ?? deckName(deck)
}
