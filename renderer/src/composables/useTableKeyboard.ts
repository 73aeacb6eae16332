import { watch, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import { useMatchStore } from '@/stores/match'
import { useTableKeys, type KeyContext, type TableCommand } from '@/composables/useTableKeys'
import type { TableMoves } from '@/composables/useTableMoves'
import type { MoveQueue } from '@/composables/useMoveQueue'
import type { TheirPool } from '@/composables/useTheirPool'
import { focusableIn, keepTabInside, keepTabRound } from '@/composables/useDialogFocus'
import { homeWhenReady, nowhere } from '@/composables/useFocusKeeper'

/** A component on the page, as a template ref holds it: its root element is what counts here. */
type Mounted = { $el: unknown }

/** The parts of the table the keyboard goes round, and the state the keys read. */
export interface KeyboardContext {
  moves: TableMoves
  /** where a move key goes: done at once, or held while the player's card is on its way */
  queue: MoveQueue
  /** the table itself, inside the screen: what Tab goes round (keepTabAtTable) */
  console: Ref<Mounted | null>
  /** the hand chooser while hands are chosen */
  choosePanel: Ref<(Mounted & { toggle(index: number): void; confirm(): void }) | null>
  /** the table's buttons (End turn, Stand, Hint, Menu): Tab's round while hands are chosen */
  actions: Ref<Mounted | null>
  choosing: Ref<boolean>
  over: Ref<boolean>
  curtained: Ref<boolean>
  /** no match on the table and none being set up: only Back is shown */
  empty: Ref<boolean>
  /** the opponent's pool (tournament): P and Esc open and close it */
  theirPool: TheirPool
}

/** The root element of a component on the page, or null. */
function elementOf(part: Mounted | null): HTMLElement | null {
  return (part?.$el as HTMLElement | undefined) ?? null
}

/** The match store, as the keys read and move it. */
type MatchStore = ReturnType<typeof useMatchStore>

/** The table's state as its keys see it now (useTableKeys asks at every key). */
function keyContext(at: KeyboardContext, match: MatchStore): KeyContext {
  const { moves } = at
  return {
    empty: at.empty.value,
    menuOpen: moves.menuOpen.value,
    hintOpen: moves.hintOpen.value,
    presenting: match.presenting,
    ahead: at.queue.ahead.value,
    standing: match.standingShown,
    over: at.over.value,
    choosing: at.choosing.value && !!at.choosePanel.value,
    curtain: at.curtained.value,
    unfocused: nowhere(),
    pool: at.theirPool.shown.value,
    poolOpen: at.theirPool.open.value,
  }
}

/**
 * What a table key does: a move goes to the queue (held while the player's card is on its way),
 * the rest hurry the table along or open and close its menu, hint, pool and hand chooser.
 */
function runCommand(
  at: KeyboardContext,
  match: MatchStore,
  command: TableCommand,
  event: KeyboardEvent,
): void {
  const { moves } = at
  switch (command.type) {
    case 'skip':
      return match.skip()
    case 'leave':
      return moves.leave()
    case 'closeMenu':
      moves.menuOpen.value = false
      return
    case 'openMenu':
      // mid-move the rest of it is shown at once: the menu opens over the table as it is
      match.finish()
      moves.menuOpen.value = true
      return
    case 'closeHint':
      moves.hintOpen.value = false
      return
    case 'pool':
      return at.theirPool.toggle()
    case 'closePool':
      at.theirPool.open.value = false
      return
    case 'pick':
      return at.choosePanel.value?.toggle(command.index)
    case 'confirm':
      return at.choosePanel.value?.confirm()
    case 'tabIn':
      return keepTabRound(chooserShown(at) ? chooserRound(at) : tableRound(at), event)
    case 'hint':
    case 'end':
    case 'stand':
    case 'flip':
    case 'play':
      return at.queue.press(command)
  }
}

/** Whether the hand chooser is on the page, so Tab goes round its round, not the table's. */
function chooserShown(at: KeyboardContext): boolean {
  return !!elementOf(at.choosePanel.value)?.isConnected
}

/** The table's round when no hand is chosen: its own controls, in the page's order. */
function tableRound(at: KeyboardContext): HTMLElement[] {
  return focusableIn(elementOf(at.console.value))
}

/**
 * The hand chooser's round: its own controls, then the table's buttons below it, then the
 * Dismiss of a failed call's error over the strip's head (TableError), else out of reach of the
 * keys while hands are chosen. A Tab from the page comes in at the pool's first card: the focus
 * keeper's (useFocusKeeper's `tabFromPage`, the chooser's home) as a rule, and useTableKeys'
 * `tabIn` where no home can take it; a Shift+Tab from the page comes in at its end (`tabIn`).
 */
function chooserRound(at: KeyboardContext): HTMLElement[] {
  const strip = elementOf(at.console.value)?.querySelector<HTMLElement>('.strip-foot') ?? null
  return [
    ...focusableIn(elementOf(at.choosePanel.value)),
    ...focusableIn(elementOf(at.actions.value)),
    ...focusableIn(strip),
  ]
}

/**
 * The table under the keyboard: its keys (useTableKeys) turned into the player's moves, Tab kept
 * round the table's own controls, and the keyboard taken home as the hand chooser closes under
 * it. It is its own part because where the keyboard goes is not where the table's parts lie.
 * Returns the handler for Tab on the table.
 */
export function useTableKeyboard(at: KeyboardContext): { keepTabAtTable(e: KeyboardEvent): void } {
  const match = useMatchStore()
  const { presenting } = storeToRefs(match)

  useTableKeys(
    () => keyContext(at, match),
    (command: TableCommand, event: KeyboardEvent) => {
      event.preventDefault()
      runCommand(at, match, command, event)
    },
  )

  // The hand chooser closes under the keyboard as the hands are dealt: the keyboard goes once,
  // where the player acts next as the deal has been shown (End turn), not to the menu through the
  // deal and on again, each stop said by a screen reader. So too from no control (the hand
  // brought by Enter, the chooser opened by a click): else the keyboard stayed on the page, and
  // Tab began at the top (homeWhenReady goes only for a player on the keys).
  watch(
    at.choosing,
    (now) => {
      const panel = elementOf(at.choosePanel.value)
      const fromPanel = !!panel?.contains(document.activeElement)
      if (!now && (fromPanel || nowhere())) homeWhenReady(() => !presenting.value)
    },
    { flush: 'pre' },
  )

  /**
   * Tab goes round the table's own controls, past the last to the first and back, as in a dialog
   * (keepTabInside): the table fills the window, and Tab past its last control left it for the
   * browser's own bar. A panel over it that keeps its own Tab has done so.
   *
   * While hands are chosen the round is the chooser's, in the order it is drawn (the pool, then
   * Bring), and then the table's own buttons that stay in use under it (Hint and Menu): never the
   * empty table behind it. The chooser lies last on the page, over the buttons drawn below it, so
   * the round is kept here rather than left to the page's order.
   */
  function keepTabAtTable(event: KeyboardEvent): void {
    if (event.defaultPrevented) return
    if (chooserShown(at)) keepTabRound(chooserRound(at), event)
    else keepTabInside(elementOf(at.console.value), event)
  }
  return { keepTabAtTable }
}
