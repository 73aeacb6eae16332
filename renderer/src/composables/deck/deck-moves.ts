/**
 * The moves that put a saved deck or a new one on the bench, or act on the saved one through
 * main (copy, make active, share), apart from saving and the dialogs: each that replaces the
 * bench's deck first asks about unsaved work, Make active saves it first, Share code is of the
 * cards on the bench, and each call to main goes through the one guard.
 */
import { ref, watch } from 'vue'
import type { SavedDeck } from '@preload/contract'
import { draftOf, sameCards } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { useCollectionStore } from '@/stores/collection'
import type { Wordable } from '@/i18n/words'
import { failureMessage } from '@/stores/errors'
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
  const shareCode = ref<SharedCode | null>(null)
  /**
   * Why the last presses of Share code made no code, until the bench changes: main's refusal as
   * a key, worded where it is shown, so a change of language words it again.
   */
  const shareRefused = ref<{ message: Wordable; said: number } | null>(null)
  watch(
    () => [draft.value, draft.value.cards.length] as const,
    () => (shareRefused.value = null),
  )

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

  /**
   * Asks main for the share code of the cards on the bench, which the screen then shows: the deck
   * the player sees, saved or not (the saved deck's code, under changes not saved, was of a deck
   * no longer on the screen), saying when it is not saved yet. A deck short of its cards has no
   * code: main's reason is said under the buttons, at each press, until the bench changes.
   */
  function exportDeck(): void {
    buttonSound()
    const cards = [...draft.value.cards]
    const unsaved = !draft.value.id ? 'new' : dirty.value ? 'changed' : null
    void attempt(async () => {
      let code: string
      try {
        code = await collection.exportCode(cards)
      } catch (e) {
        const said = (shareRefused.value?.said ?? 0) + 1
        shareRefused.value = { message: failureMessage(e), said }
        return
      }
      // the bench changed while main answered: that code is of a deck no longer on it
      if (sameCards(cards, draft.value.cards)) shareCode.value = { code, unsaved }
    })
  }

  return { shareCode, shareRefused, selectDeck, newDeck, duplicate, setActive, exportDeck }
}

/** A share code shown, and whether the deck on the bench it is of differs from any saved one. */
export interface SharedCode {
  code: string
  /** 'new': never saved; 'changed': changes since the last save; null: the deck as saved */
  unsaved: 'new' | 'changed' | null
}
