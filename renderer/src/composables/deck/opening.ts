/**
 * The deck the screen opens on, apart from the bench that shows it: the saved decks load after
 * the screen is up, so which deck opens is decided once they come, and only if the player has
 * not begun on the blank draft meanwhile.
 */
import { storeToRefs } from 'pinia'
import { onMounted, ref, type Ref } from 'vue'
import type { RulesetId } from '@preload/contract'
import { draftOf } from '@/components/deck/draft'
import { useCollectionStore } from '@/stores/collection'
import { errorText } from '@/stores/errors'
import { useNavigationStore } from '@/stores/navigation'
import type { Bench } from './bench'
import type { DeckWords } from './deck-words'

/** What the screen that sent the player here asked to edit. */
export interface OpeningAsk {
  /** the ruleset asked for, if any */
  rules: RulesetId | undefined
  /** the saved deck asked for, if any */
  deckId: string | undefined
  /** the ruleset the bench starts under */
  startRules: RulesetId
}

/** Which ruleset, and maybe which deck, the screen that sends the player here to edit asks for. */
export function openingAsk(): OpeningAsk {
  const params = useNavigationStore().current.params
  const rules = params.rules as RulesetId | undefined
  return { rules, deckId: params.deckId, startRules: rules ?? 'classic' }
}

/**
 * Loads the saved decks and puts the one asked for on the bench; `opened` is told when it is.
 * The answer is whether the bench still holds the blank draft shown while they load.
 */
export function useOpening(
  ask: OpeningAsk,
  { draft, blankDraft }: Pick<Bench, 'draft' | 'blankDraft'>,
  error: Ref<string | null>,
  { t }: Pick<DeckWords, 't'>,
  opened?: () => void,
): Ref<boolean> {
  const collection = useCollectionStore()
  const { decks } = storeToRefs(collection)
  /**
   * Whether the bench holds the deck the screen opens on: the blank draft shown while the saved
   * decks load is nobody's deck, and main's verdict on it (an empty side deck) was a false alarm.
   */
  const opening = ref(true)

  onMounted(async () => {
    // the blank draft shown while the decks load: a quick player may already be building on it
    const waiting = draft.value
    try {
      await collection.refresh()
      // A saved deck opens only if the player has not begun meanwhile (New deck, rules, a card).
      const untouched =
        draft.value === waiting && waiting.rules === ask.startRules && waiting.cards.length === 0
      // A ruleset asked for is kept: with no deck of it, a new one is begun under it rather
      // than a deck of other rules opened (the quick match's tournament is not the starter's).
      const first =
        decks.value.find((d) => d.id === ask.deckId && d.rules === ask.startRules) ??
        decks.value.find((d) => d.active && d.rules === ask.startRules) ??
        decks.value.find((d) => d.rules === ask.startRules) ??
        (ask.rules ? undefined : decks.value[0])
      if (first && untouched) {
        draft.value = draftOf(first)
        opened?.()
      } else if (!draft.value.id && draft.value.name === waiting.name) {
        // a new deck begun before the list came: its default name may be a saved deck's
        draft.value.name = blankDraft(draft.value.rules).name
      }
    } catch (e) {
      error.value = errorText(e, t('common.errors.generic'))
    } finally {
      opening.value = false
    }
  })

  return opening
}
