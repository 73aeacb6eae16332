import { onBeforeUnmount, onMounted } from 'vue'

/** Keys that only change another key: held for a click (Ctrl+click), they move no focus. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/**
 * How many times the pointer has really moved while watched: a card's tip (CardTip) opens on
 * hover only once it has grown since the pointer came to the card, not for a card drawn under a
 * pointer left resting (after the click on the daily's Play, over the opponent's side deck).
 * Counted in the capture, before the element under the pointer hears of the move.
 */
let moves = 0

/** The number of real pointer moves so far (watchPointerRest); only a change in it means a move. */
export function pointerMoves(): number {
  return moves
}

/**
 * Whether the pointer is what the player uses, or rests where it was left while the keyboard
 * (or a gamepad: restPointer) moves on. A pointer left on the table's Menu after the click
 * that opened the menu kept Menu lit gold, the pointer's light, while the keyboard's ring went
 * on to End turn: two buttons looked chosen. So a key puts the pointer at rest, written on
 * `<html data-pointer="resting">`, and the lights that follow the pointer (a console button's
 * gold, a hand card raised, a menu button lit) go out where it rests until it moves again
 * (`table.css`, `controls.css`). A pointer event at the same place as the last (a browser's own,
 * after the page moved under it) is no move. `target` is the window in the app; a test may
 * give its own.
 */
export function watchPointerRest(target: Window): () => void {
  const root = target.document.documentElement
  let at: { x: number; y: number } | null = null
  const live = (): void => {
    if (root.dataset.pointer !== 'live') root.dataset.pointer = 'live'
  }
  function onKey(event: KeyboardEvent): void {
    if (!MODIFIERS.has(event.key)) restPointer(target.document)
  }
  function onMove(event: PointerEvent): void {
    const still = at !== null && at.x === event.screenX && at.y === event.screenY
    at = { x: event.screenX, y: event.screenY }
    if (still) return
    moves += 1
    live()
  }
  // a press is the pointer in use wherever it is, moved or not
  const onPress = (): void => live()
  // captured: a key a control stops still puts the pointer at rest
  target.addEventListener('keydown', onKey, true)
  target.addEventListener('pointermove', onMove, true)
  target.addEventListener('pointerdown', onPress, true)
  return () => {
    target.removeEventListener('keydown', onKey, true)
    target.removeEventListener('pointermove', onMove, true)
    target.removeEventListener('pointerdown', onPress, true)
    delete root.dataset.pointer
  }
}

/**
 * Puts the pointer at rest on `doc`: a gamepad's press, which moves the focus and clicks without
 * a key, leaves the pointer where it was as a key does (useGamepad calls it).
 */
export function restPointer(doc: Document = document): void {
  doc.documentElement.dataset.pointer = 'resting'
}

/** Watches whether the pointer rests while the app is mounted (watchPointerRest). */
export function usePointerRest(): void {
  let stop = (): void => {}
  onMounted(() => (stop = watchPointerRest(window)))
  onBeforeUnmount(() => stop())
}
