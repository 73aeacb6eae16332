/**
 * The question asked before unsaved work is lost, apart from the moves that would lose it:
 * leaving the screen and putting another deck on the bench (one picked in the list, a new one, a
 * copy, an import) ask the same question, and wait for the answer.
 */
import { onBeforeUnmount, watch, type Ref } from 'vue'
import { useNavigationStore } from '@/stores/navigation'

/** `leave`: leaving the screen with unsaved work; `replace`: putting another deck in its place. */
export type DeckDialog = 'rename' | 'delete' | 'import' | 'leave' | 'replace'

/** The question's moves, as the builder's other parts take them. */
export type UnsavedGuard = ReturnType<typeof useUnsavedGuard>

/** The unsaved-work question on `dialog`, asked when `unsavedWork` says cards would be lost. */
export function useUnsavedGuard(
  unsavedWork: () => boolean,
  dialog: Ref<DeckDialog | null>,
  dialogError: Ref<string | null>,
) {
  const navigation = useNavigationStore()

  // Leaving with cards in an unsaved deck asks first: a deck built card by card is work.
  navigation.guardLeaving(() => {
    if (!unsavedWork() || dialog.value === 'leave') return true
    // the question starts without words of an earlier dialog's refusal
    dialogError.value = null
    dialog.value = 'leave'
    return false
  })
  onBeforeUnmount(() => navigation.guardLeaving(null))

  /** The player leaves the screen and lets the unsaved work go. */
  function leaveUnsaved(): void {
    navigation.guardLeaving(null)
    dialog.value = null
    navigation.back()
  }

  let replacing: (() => void) | null = null
  // any other dialog (Back while the question is up asks its own) forgets the move it waited on
  watch(dialog, (open) => {
    if (open !== 'replace') replacing = null
  })

  /** Does `move` at once while nothing unsaved is on the bench, else once the player agrees. */
  function unlessUnsaved(move: () => void): void {
    if (!unsavedWork()) return move()
    dialogError.value = null
    dialog.value = 'replace'
    replacing = move
  }

  /** The player lets the unsaved work go: the move that asked goes ahead. */
  function replaceUnsaved(): void {
    const move = replacing
    dialog.value = null
    move?.()
  }

  /** The open dialog closes unanswered: whatever waited on it stays undone. */
  function closeDialog(): void {
    dialog.value = null
  }

  return { unlessUnsaved, replaceUnsaved, closeDialog, leaveUnsaved }
}
