/**
 * Saving the deck on the bench, apart from the other moves on saved decks: a save can find the
 * deck deleted in another window or tab, and then the cards stay on the bench as a deck never
 * saved, which the screen offers to save as a new one.
 */
import { computed, shallowRef } from 'vue'
import { draftOf, type DeckDraft } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { deckGone, useCollectionStore } from '@/stores/collection'
import { word } from '@/i18n/words'
import type { Attempt } from './attempt'
import type { Bench } from './bench'
import type { DeckWords } from './deck-words'

/** The deck builder's words a save uses. */
type SavingWords = Pick<DeckWords, 'deckName' | 'noticeName' | 'say' | 'takenName'>

/** Save, and the name of the deck whose cards Save found stranded (null while none is). */
export function useSaving(
  { draft }: Pick<Bench, 'draft'>,
  { attempt, error }: Pick<Attempt, 'attempt' | 'error'>,
  { deckName, noticeName, say, takenName }: SavingWords,
) {
  const collection = useCollectionStore()

  /**
   * The bench's deck as it was when Save found it deleted in another window or tab: its cards
   * stay on the bench as a deck never saved, and the screen offers to save them as a new one.
   * Told only while that draft is on the bench: any other deck put there, or the new one saved,
   * ends it.
   */
  const strandedDraft = shallowRef<{ draft: DeckDraft; name: string } | null>(null)
  const stranded = computed(() =>
    strandedDraft.value?.draft === draft.value ? strandedDraft.value.name : null,
  )

  /**
   * Saves the deck on the bench, as a new deck if it has none saved; tells whether main saved
   * it (not when refused, by main or for a name another deck reads as, nor when it found the
   * deck gone and stranded its cards). `quiet`: a move that saves on its way says what it did
   * itself (Save and make active), not "saved" as well.
   */
  async function save({ quiet = false }: { quiet?: boolean } = {}): Promise<boolean> {
    buttonSound()
    let saved = false
    await attempt(async () => {
      // a deck saved for the first time takes the bench's name: one another deck reads as is
      // refused here, in the screen's words (a name typed in an earlier rename, a stranded deck's)
      const taken = draft.value.id ? null : takenName(draft.value.name, null)
      if (taken) return void (error.value = word(taken))
      try {
        const deck = await collection.save({ ...draft.value, cards: [...draft.value.cards] })
        draft.value = draftOf(deck)
        saved = true
        if (!quiet) say({ key: 'screens.collection.saved', params: { name: noticeName(deck) } })
      } catch (e) {
        if (!draft.value.id || !deckGone(e)) throw e
        strand()
      }
    })
    return saved
  }

  /**
   * The deck on the bench was deleted elsewhere: its cards stay, as a new deck under the name
   * the player knew it by (a starter's name as shown), to be saved as one with the next Save.
   */
  function strand(): void {
    const name = deckName(draft.value)
    const { rules, cards } = draft.value
    draft.value = { id: null, name, rules, cards: [...cards] }
    strandedDraft.value = { draft: draft.value, name }
  }

  return { save, stranded }
}
