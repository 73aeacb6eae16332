/**
 * The moves that put a saved deck or a new one on the bench, or act on the saved one through
 * main (copy, make active, export), apart from saving and the dialogs: each that replaces the
 * bench's deck first asks about unsaved work, Make active saves it first, and each call to main
 * goes through the one guard.
 */
import { ref } from 'vue'
import type { SavedDeck } from '@preload/contract'
import { draftOf } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { useCollectionStore } from '@/stores/collection'
import type { Attempt } from './attempt'
import type { Bench } from './bench'
import type { DeckWords } from './deck-words'
import type { UnsavedGuard } from './unsaved'

/** Picking, beginning, copying, activating and exporting decks; `duplicated` is told of a copy. */
export function useDeckMoves(
  { draft, saved, dirty, blankDraft }: Pick<Bench, 'draft' | 'saved' | 'dirty' | 'blankDraft'>,
  { attempt, error }: Pick<Attempt, 'attempt' | 'error'>,
  save: (options: { quiet: boolean }) => Promise<boolean>,
  { unlessUnsaved }: Pick<UnsavedGuard, 'unlessUnsaved'>,
  {
    deckName,
    noticeName,
    copyName,
    names,
    say,
  }: Pick<DeckWords, 'deckName' | 'noticeName' | 'copyName' | 'names' | 'say'>,
  duplicated?: () => void,
) {
  const collection = useCollectionStore()
  const shareCode = ref<string | null>(null)

  /** Puts a saved deck from the list on the bench. */
  function selectDeck(deck: SavedDeck): void {
    buttonSound()
    // the deck already on the bench, picked again: nothing is replaced, nothing to ask
    if (deck.id === draft.value.id) return
    unlessUnsaved(() => {
      draft.value = draftOf(deck)
      error.value = null
    })
  }

  /** Puts a new, empty deck under the same rules on the bench. */
  function newDeck(): void {
    buttonSound()
    unlessUnsaved(() => {
      draft.value = blankDraft(draft.value.rules)
      error.value = null
    })
  }

  /** Saves a copy of the saved deck under a name of its own and puts the copy on the bench. */
  function duplicate(): void {
    if (!saved.value) return
    const original = saved.value
    buttonSound()
    // the copy is of the saved deck, and it takes the bench: unsaved changes would go unasked
    unlessUnsaved(() => {
      void attempt(async () => {
        const name = copyName(deckName(original), names())
        draft.value = draftOf(await collection.duplicate(original.id, name))
        duplicated?.()
      })
    })
  }

  /**
   * Makes the deck on the bench the one matches use, as the bench shows it: changes not saved
   * yet are saved first (the button says "Save and make active"). Acting on the saved version
   * made a deck saved short the active one while the bench showed it complete, and said
   * nothing of the changes. A save refused, or one that found the deck deleted elsewhere, makes
   * nothing active.
   */
  async function setActive(): Promise<void> {
    if (!draft.value.id || saved.value?.active) return
    if (dirty.value) {
      if (!(await save({ quiet: true })) || !draft.value.id) return
    } else buttonSound()
    const id = draft.value.id
    await attempt(async () => {
      // Main lets any saved deck be the active one (cards bought later may complete it); a deck
      // no match can use yet is said so now, not first when the deck picker leaves it out.
      const deck = await collection.setActive(id)
      const name = noticeName(deck)
      if (deck.problems.length === 0) say({ key: 'screens.collection.activated', params: { name } })
      else say({ key: 'screens.collection.activatedNotReady', params: { name } }, 'warning')
    })
  }

  /** Asks main for the saved deck's share code, which the screen then shows. */
  function exportDeck(): void {
    if (!draft.value.id) return
    const id = draft.value.id
    buttonSound()
    void attempt(async () => {
      shareCode.value = await collection.exportCode(id)
    })
  }

  return { shareCode, selectDeck, newDeck, duplicate, setActive, exportDeck }
}
