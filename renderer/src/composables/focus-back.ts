/**
 * How soon after a dialog closed a press of the key that closed it, on the control the focus
 * went back to, is still the same impatient press: about a system's double-click time. A player
 * who means to open the dialog again has read that it closed first, and takes longer.
 */
export const REPRESS_MS = 500

/** The keys that press a button: Enter as it goes down, Space as it comes up. */
const PRESSING = new Set(['Enter', ' '])

/** The key of the player's last fresh press, or null since a pointer went down. */
let lastPress: string | null = null

/** The control a dialog closed by a key gave the focus back to, and what it will not take. */
interface HandedBack {
  control: HTMLElement
  /** the key that closed the dialog */
  key: string
  /** until when (performance.now()) a press of it there is the same press again */
  until: number
  /** a Space went down there and was swallowed: its release is swallowed too */
  spaceDown: boolean
}
let handedBack: HandedBack | null = null

/** Swallows a key event: neither the browser nor any of the game's handlers act on it. */
function swallow(event: KeyboardEvent): void {
  event.preventDefault()
  event.stopImmediatePropagation()
}

function onKeyDown(event: KeyboardEvent): void {
  const back = handedBack
  if (back && event.target === back.control && event.key === back.key) {
    if (performance.now() <= back.until) {
      if (event.key === ' ') back.spaceDown = true
      return swallow(event)
    }
    handedBack = null
  } else if (back && !event.repeat) {
    // another key, or the same elsewhere: the player has gone on
    handedBack = null
  }
  if (!event.repeat) lastPress = event.key
}

function onKeyUp(event: KeyboardEvent): void {
  const back = handedBack
  if (back?.spaceDown && event.key === ' ' && event.target === back.control) {
    back.spaceDown = false
    swallow(event)
  }
}

/**
 * Chromium presses a button on Enter's keypress, which follows the keydown: where Enter in a
 * text field closed the dialog at once, that keypress lands on the control given the focus.
 */
function onKeyPress(event: KeyboardEvent): void {
  const back = handedBack
  if (back && event.target === back.control && event.key === back.key) {
    if (performance.now() <= back.until) swallow(event)
  }
}

function onPointerDown(): void {
  lastPress = null
  handedBack = null
}

if (typeof window !== 'undefined') {
  // captured, and added as the app loads: before any other handler of the key sees it
  window.addEventListener('keydown', onKeyDown, true)
  window.addEventListener('keyup', onKeyUp, true)
  window.addEventListener('keypress', onKeyPress, true)
  window.addEventListener('pointerdown', onPointerDown, true)
}

/**
 * Gives the focus back to `control`, the button that opened a dialog now closed. Where a key
 * closed it (Enter on Save or Cancel), that key pressed again at once, or still held, does not
 * press `control` and open the dialog again: the second Enter of an impatient player, or a
 * key's repeat. Only for REPRESS_MS, and only until the player presses another key or the
 * pointer: then the dialog opens again as ever. A dialog closed by Esc or a click sets nothing.
 */
export function giveFocusBack(control: HTMLElement): void {
  control.focus()
  if (document.activeElement !== control) return
  handedBack =
    lastPress !== null && PRESSING.has(lastPress)
      ? { control, key: lastPress, until: performance.now() + REPRESS_MS, spaceDown: false }
      : null
}
