/**
 * Saving before the work would be lost, apart from the question that offers it: leaving the
 * screen offers Save and leave, another deck taking the bench Save and switch. Either goes
 * through the same Save as the button (main decides), and goes on only once main has saved the
 * deck. A deck the screen can tell main would refuse is not offered the choice; the question
 * says why.
 */
import { computed, type Ref } from 'vue'
import { MAX_DECKS } from '@common/decks'
import type { SavedDeck } from '@preload/contract'
import type { Wordable } from '@/i18n/words'
import type { Attempt } from './attempt'
import type { Bench } from './bench'
import type { DeckDialog, UnsavedGuard } from './unsaved'

/** Save and leave (or switch), and why the bench's deck cannot be saved as it is (null: it can). */
export function useLeaving(
  { draft }: Pick<Bench, 'draft'>,
  decks: Ref<SavedDeck[]>,
  save: () => Promise<boolean>,
  { error, busy }: Pick<Attempt, 'error' | 'busy'>,
  { leaveUnsaved, replaceUnsaved }: Pick<UnsavedGuard, 'leaveUnsaved' | 'replaceUnsaved'>,
  dialog: Ref<DeckDialog | null>,
  dialogError: Ref<string | null>,
) {
  /**
   * What main would refuse for certain, said before asking it: one more deck than a player may
   * keep. A deck on the bench always has a name (the rename dialog refuses a blank one), and its
   * cards never stop a save: a deck being built is saved with its problems listed.
   */
  const unsaveable = computed<Wordable | null>(() => {
    if (draft.value.id || decks.value.length < MAX_DECKS) return null
    return { key: 'screens.collection.cannotSave.full', params: { max: MAX_DECKS } }
  })

  /**
   * Saves the deck, then does what the open question was asked for: leaves the screen, or puts
   * the other deck on the bench. Refused, the question stays with main's words in it, the bench
   * as it was; found deleted elsewhere (its cards stranded), the question goes, the move with
   * it, and the screen offers to save them as a new deck. A question closed while main answered
   * stays closed.
   */
  async function saveAndGo(): Promise<void> {
    const asking = dialog.value
    if (unsaveable.value || busy.value || (asking !== 'leave' && asking !== 'replace')) return
    dialogError.value = null
    const saved = await save()
    if (dialog.value !== asking) return
    if (saved) (asking === 'leave' ? leaveUnsaved : replaceUnsaved)()
    else if (error.value) dialogError.value = error.value
    else dialog.value = null
  }

  return { unsaveable, saveAndGo }
}
