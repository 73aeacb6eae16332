import { storeToRefs } from 'pinia'
import { ref } from 'vue'
import type { CardCode } from '@preload/contract'
import { useCollectionStore } from '@/stores/collection'
import { useAttempt } from './deck/attempt'
import { useBench } from './deck/bench'
import { useDeckMoves } from './deck/deck-moves'
import { useDeckWords } from './deck/deck-words'
import { useDeckDialogs } from './deck/dialogs'
import { useLeaving } from './deck/leaving'
import { useLiveCheck } from './deck/live-check'
import { openingAsk, useOpening } from './deck/opening'
import { useSaveKey } from './deck/save-key'
import { useSaving } from './deck/saving'
import { useSwap } from './deck/swap'
import { useUnsavedGuard, type DeckDialog } from './deck/unsaved'

export type { AddRefusal, LibraryEntry } from './deck/bench'
export type { SwapNote } from './deck/swap'
export type { SharedCode } from './deck/deck-moves'
export type { DeckDialog }

/**
 * The deck builder's state and moves: the deck on the bench (a saved one being changed, or a new
 * one), the owned cards with what is still free, main's live check of the deck, the saved decks'
 * actions and the dialogs that confirm them. Everything goes through the collection store; what
 * is legal is always main's answer; a move that puts another deck on the bench over unsaved work
 * asks first, as leaving does, and either question may save the deck before it goes on.
 * Ctrl+S (⌘S) saves from anywhere on the screen. `deleted` is told when a deck has gone, before
 * its dialog closes: the view moves the keyboard off Delete, which then belongs to the next deck.
 * `duplicated` is told when a copy is on the bench, `opened` when the saved deck the screen
 * opens on is (the view puts the keyboard on it); `picked` when an owned card waits to be
 * swapped into the full deck, `dropped` when Esc let it go (the view moves the keyboard to the
 * deck and back). Each concern is its own part in deck/, over the one draft on the bench; this
 * is where they are put together, and what the screen uses.
 */
export function useDeckBuilder(
  options: {
    deleted?: () => void
    duplicated?: () => void
    opened?: () => void
    picked?: () => void
    dropped?: (code: CardCode) => void
  } = {},
) {
  const { owned, decks } = storeToRefs(useCollectionStore())
  const words = useDeckWords(decks)
  const ask = openingAsk()
  const bench = useBench(ask.startRules, decks, owned, words)
  const attempt = useAttempt(words)
  const swap = useSwap(bench, { picked: options.picked, dropped: options.dropped })
  const dialog = ref<DeckDialog | null>(null)
  const dialogError = ref<string | null>(null)
  const guard = useUnsavedGuard(bench.unsavedWork, dialog, dialogError)
  const opening = useOpening(ask, bench, attempt.error, words, options.opened)
  const problems = useLiveCheck(bench.draft, opening)
  const { save, stranded } = useSaving(bench, attempt, words)
  const moves = useDeckMoves(bench, attempt, save, guard, words, options.duplicated)
  const dialogs = useDeckDialogs(
    ask.startRules,
    dialog,
    dialogError,
    bench,
    guard,
    words,
    options.deleted,
  )
  const leaving = useLeaving(bench, decks, save, attempt, guard, dialog, dialogError)
  const saveKey = useSaveKey(bench, {
    dialog,
    shareCode: moves.shareCode,
    save,
    confirmDialog: dialogs.confirmDialog,
    saveAndGo: leaving.saveAndGo,
  })

  return {
    decks,
    draft: bench.draft,
    saved: bench.saved,
    dirty: bench.dirty,
    library: bench.library,
    slots: bench.slots,
    problems,
    refused: bench.refused,
    picked: swap.picked,
    swapNote: swap.note,
    error: attempt.error,
    stranded,
    busy: attempt.busy,
    shareCode: moves.shareCode,
    shareRefused: moves.shareRefused,
    dialog,
    dialogError,
    renameText: dialogs.renameText,
    importForm: dialogs.importForm,
    add: bench.add,
    removeAt: bench.removeAt,
    pick: swap.pick,
    swapAt: swap.swapAt,
    selectDeck: moves.selectDeck,
    newDeck: moves.newDeck,
    save,
    saveAndGo: leaving.saveAndGo,
    unsaveable: leaving.unsaveable,
    nothingToSave: saveKey.nothing,
    duplicate: moves.duplicate,
    setActive: moves.setActive,
    exportDeck: moves.exportDeck,
    openDialog: dialogs.openDialog,
    confirmDialog: dialogs.confirmDialog,
    closeDialog: guard.closeDialog,
    leaveUnsaved: guard.leaveUnsaved,
    replaceUnsaved: guard.replaceUnsaved,
  }
}
