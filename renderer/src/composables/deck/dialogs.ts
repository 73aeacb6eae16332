/**
 * The dialogs that rename, delete and import decks, apart from the moves with no dialog: each
 * opens with its fields filled from the bench, and its answer goes to main once, however often
 * Enter is pressed; a refusal stays in the dialog, worded.
 */
import { storeToRefs } from 'pinia'
import { ref, type Ref } from 'vue'
import type { RulesetId } from '@preload/contract'
import { draftOf } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { useCollectionStore } from '@/stores/collection'
import { errorText } from '@/stores/errors'
import { word } from '@/i18n/words'
import type { Bench } from './bench'
import type { DeckWords } from './deck-words'
import type { DeckDialog, UnsavedGuard } from './unsaved'

/**
 * The rename, delete and import dialogs on `dialog`; `deleted` is told when a deck has gone,
 * before its dialog closes.
 */
export function useDeckDialogs(
  startRules: RulesetId,
  dialog: Ref<DeckDialog | null>,
  dialogError: Ref<string | null>,
  { draft, blankDraft }: Pick<Bench, 'draft' | 'blankDraft'>,
  { unlessUnsaved }: Pick<UnsavedGuard, 'unlessUnsaved'>,
  words: DeckWords,
  deleted?: () => void,
) {
  const { t, deckName, noticeName, defaultName, names, say, takenName } = words
  const collection = useCollectionStore()
  const { decks } = storeToRefs(collection)
  const renameText = ref('')
  const importForm = ref({ code: '', name: '', rules: startRules as RulesetId })

  /** Opens a dialog with its fields filled from the deck on the bench. */
  function openDialog(kind: 'rename' | 'delete' | 'import'): void {
    buttonSound()
    const open = (): void => {
      dialogError.value = null
      renameText.value = deckName(draft.value)
      importForm.value = { code: '', name: '', rules: draft.value.rules }
      dialog.value = kind
    }
    // the imported deck takes the bench: asked before the code is typed, not after it
    if (kind === 'import') unlessUnsaved(open)
    else open()
  }

  /** Whether a dialog's answer is on its way to main: a second Enter must not import twice. */
  let confirming = false

  /** Renames the deck on the bench: through main when it is saved, else on the bench only. */
  async function rename(): Promise<void> {
    const name = renameText.value.trim()
    if (draft.value.id) {
      // A renamed starter deck is the player's own from now on: its name is shown as written.
      const renamed = await collection.rename(draft.value.id, name)
      draft.value.name = renamed.name
      if (renamed.starter !== true) delete draft.value.starter
    } else draft.value.name = name
    say({ key: 'screens.collection.renamed', params: { name: noticeName(draft.value) } })
  }

  /** Deletes the saved deck `id` on the bench; the first saved deck (or a new one) takes it. */
  async function remove(id: string): Promise<void> {
    const name = noticeName(draft.value)
    await collection.remove(id)
    const next = decks.value[0]
    draft.value = next ? draftOf(next) : blankDraft(draft.value.rules)
    say({ key: 'screens.collection.deleted', params: { name } })
    // the closing dialog would hand the focus back to Delete, now the next deck's: one
    // Enter too many would delete that one as well
    deleted?.()
  }

  /** Imports the share code typed, under the name typed or a default one, onto the bench. */
  async function importDeck(): Promise<void> {
    const form = importForm.value
    const deck = await collection.importCode(
      form.code.trim(),
      form.name.trim() || defaultName(t('screens.collection.importedName'), names()),
      form.rules,
    )
    draft.value = draftOf(deck)
    say({ key: 'screens.collection.imported', params: { name: noticeName(deck) } })
  }

  /**
   * Sends the open dialog's answer to main, and closes it once main has taken it; tells whether
   * it did (not when refused, nor for a second Enter while the first is on its way).
   */
  async function confirmDialog(): Promise<boolean> {
    if (confirming) return false
    confirming = true
    dialogError.value = null
    try {
      if (dialog.value === 'rename' && !draft.value.id && !renameText.value.trim()) {
        // a deck never saved is renamed on the bench alone, without main, which would refuse a
        // nameless deck only at its first save: the dialog says it now, where the name is typed
        dialogError.value = word({ key: 'errors.deck.nameMissing' })
        return false
      }
      const taken = dialog.value === 'rename' ? takenName(renameText.value, draft.value.id) : null
      if (taken) {
        dialogError.value = word(taken)
        return false
      }
      if (dialog.value === 'rename') await rename()
      else if (dialog.value === 'delete' && draft.value.id) await remove(draft.value.id)
      else if (dialog.value === 'import') await importDeck()
      dialog.value = null
      return true
    } catch (e) {
      dialogError.value = errorText(e, t('common.errors.generic'))
      return false
    } finally {
      confirming = false
    }
  }

  return { renameText, importForm, openDialog, confirmDialog }
}
