/**
 * Saving on the way out, apart from the question that offers it: Save and leave goes through
 * the same Save as the button (main decides), and leaves only once main has saved the deck. A
 * deck the screen can tell main would refuse is not offered the choice; the question says why.
 */
import { computed, type Ref } from 'vue'
import { MAX_DECKS } from '@common/decks'
import type { SavedDeck } from '@preload/contract'
import type { Wordable } from '@/i18n/words'
import type { Attempt } from './attempt'
import type { Bench } from './bench'
import type { DeckDialog, UnsavedGuard } from './unsaved'

/** Save and leave, and why the deck on the bench cannot be saved as it is (null: it can). */
export function useLeaving(
  { draft }: Pick<Bench, 'draft'>,
  decks: Ref<SavedDeck[]>,
  save: () => Promise<boolean>,
  { error, busy }: Pick<Attempt, 'error' | 'busy'>,
  { leaveUnsaved }: Pick<UnsavedGuard, 'leaveUnsaved'>,
  dialog: Ref<DeckDialog | null>,
  dialogError: Ref<string | null>,
) {
  /**
   * What main would refuse for certain, said before asking it: one more deck than a player may
   * keep. A deck on the bench always has a name (the rename dialog refuses a blank one), and its
   * cards never stop a save: a deck being built is saved with its problems listed.
   */
  const unsaveable = computed<Wordable | null>(() => {
    if (draft.value.id) return null
    if (decks.value.length >= MAX_DECKS)
      return { key: 'screens.collection.cannotSave.full', params: { max: MAX_DECKS } }
    return null
  })

  /**
   * Saves the deck, then leaves. Refused, the question stays with main's words in it, the
   * bench as it was; found deleted elsewhere (its cards stranded), the question goes and the
   * screen offers to save them as a new deck. A question closed while main answered stays closed.
   */
  async function saveAndLeave(): Promise<void> {
    if (unsaveable.value || busy.value || dialog.value !== 'leave') return
    dialogError.value = null
    const saved = await save()
    if (dialog.value !== 'leave') return
    if (saved) leaveUnsaved()
    else if (error.value) dialogError.value = error.value
    else dialog.value = null
  }

  return { unsaveable, saveAndLeave }
}
