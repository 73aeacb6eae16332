/**
 * Ctrl+S (⌘S on a Mac) on the deck builder's screen, apart from the Save it presses: wherever
 * the focus is, a text field included, the key saves the deck on the bench and the browser's own
 * "save page" never opens. With nothing to save it says so, in a line the Save button's place
 * keeps (a button that is off says nothing when the key, not a click, reaches it).
 */
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { screenKey } from '../controls'
import type { Bench } from './bench'
import type { DeckDialog } from './unsaved'

/** Whether the player's computer is a Mac, where ⌘ saves and the tip names ⌘S. */
export function onMac(): boolean {
  return typeof navigator !== 'undefined' && /^mac/i.test(navigator.platform)
}

/**
 * The message key of the save key's cap ("Ctrl+S", "⌘S", "Strg+S"), as the deck builder's Save
 * and How to play's Controls print it.
 */
export function saveKeyCap(): 'screens.collection.saveKey.mac' | 'screens.collection.saveKey.ctrl' {
  return onMac() ? 'screens.collection.saveKey.mac' : 'screens.collection.saveKey.ctrl'
}

/**
 * Whether a key pressed is the save key: S with Ctrl or ⌘, in either case, or the key where S
 * lies on a layout whose letters are not Latin. Not with Alt: Ctrl+Alt is AltGr on Windows, and
 * AltGr+S types a letter of its own (ś in Polish).
 */
export function isSaveKey(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false
  const key = event.key.toLowerCase()
  const save = screenKey('save')
  return key === save || (event.code === `Key${save.toUpperCase()}` && !/^[a-z]$/.test(key))
}

/** What the save key does, by what is open on the screen. */
export interface SaveKeyMoves {
  /** the dialog open over the bench, if any */
  dialog: Ref<DeckDialog | null>
  /** the share code shown, whose dialog has nothing to save */
  shareCode: Ref<unknown>
  /** Saves the deck on the bench, as the Save button does. */
  save: () => Promise<unknown>
  /** Sends the open dialog's answer (the rename's name typed); tells whether main took it. */
  confirmDialog: () => Promise<boolean>
  /** Answers the unsaved-work question with Save and leave (or switch), where it offers it. */
  saveAndGo: () => Promise<void>
}

/**
 * The save key on this screen while it is up: `nothing` counts the presses that found nothing
 * to save since the bench last changed (0: none), each said again for a screen reader.
 */
export function useSaveKey(
  { draft, dirty }: Pick<Bench, 'draft' | 'dirty'>,
  moves: SaveKeyMoves,
): { nothing: Ref<number> } {
  const nothing = ref(0)
  // any change on the bench, or another deck on it, leaves something to save or another deck
  watch(
    () => [draft.value, draft.value.rules, draft.value.cards.length, dirty.value] as const,
    () => (nothing.value = 0),
  )

  /** The rename dialog's name taken (through main for a saved deck), then the deck saved. */
  async function renameAndSave(): Promise<void> {
    if (!(await moves.confirmDialog())) return
    if (!draft.value.id || dirty.value) await moves.save()
  }

  /** Saves whatever the screen shows being worked on. */
  function press(): void {
    const open = moves.dialog.value
    if (open === 'rename') return void renameAndSave()
    if (open === 'leave' || open === 'replace') return void moves.saveAndGo()
    // another question or the share code over the bench: its own keys, nothing saved under it
    if (open !== null || moves.shareCode.value !== null) return
    if (draft.value.id && !dirty.value) nothing.value += 1
    else void moves.save()
  }

  function onKey(event: KeyboardEvent): void {
    if (!isSaveKey(event)) return
    // every press, held ones too: the browser's "save page" must never open over the game
    event.preventDefault()
    if (!event.repeat) press()
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))

  return { nothing }
}
