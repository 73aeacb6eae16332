import { onBeforeUnmount, onMounted } from 'vue'

/** How many of the controls last focused on a screen are remembered. */
const TRAIL = 8

/** Whether the player last pressed a key (the gamepad presses keys too) or used the mouse. */
let byKeyboard = true
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (byKeyboard = true), true)
  document.addEventListener('pointerdown', () => (byKeyboard = false), true)
}

/**
 * Whether the keyboard is what the player is using now. Focus moved by the game (into a panel
 * that opens, away from a control that went) is for keyboard players only: a mouse player never
 * sees it, and a key they press later would land on a control they did not choose.
 */
export const keyboardInUse = (): boolean => byKeyboard

/**
 * Catches the keyboard when the control it is on goes away under it: a played card leaves the
 * hand, the hand chooser or the advisor closes, a sold card leaves the list. The browser then
 * drops the focus to the page and the next Tab starts from the top of the screen. Instead, the
 * focus goes to the screen's own place for it (its controls marked `data-focus-home`, lowest
 * number first: at the table End turn, else the hand), or else back to the control the player
 * was on before, if it is still there.
 *
 * Only a control that vanished, turned off or went inert counts: focus the player moves away
 * (a click on the page, another window) is theirs, and a dialog gives the focus back itself.
 * Only for the keyboard: a mouse player's focus, which they never see, stays on the page, so a
 * key pressed later (Space to hurry the table along) lands on no button they did not choose.
 */
export function useFocusKeeper(): void {
  /** The last controls focused inside a screen, the latest last. */
  const trail: HTMLElement[] = []

  function onFocusIn(event: FocusEvent): void {
    const control = event.target
    if (!(control instanceof HTMLElement) || !control.closest('[data-screen]')) return
    const at = trail.indexOf(control)
    if (at >= 0) trail.splice(at, 1)
    trail.push(control)
    if (trail.length > TRAIL) trail.shift()
  }

  function onFocusOut(event: FocusEvent): void {
    const left = event.target
    if (event.relatedTarget || !byKeyboard || !(left instanceof HTMLElement)) return
    const screen = left.closest('[data-screen]')
    // Judged a frame later: the browser says focusout before it takes the control away, and
    // the screen's next control may turn on in the same change.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      // still there and on: the player moved the focus away themselves
      if (usable(left)) return
      // a screen that went as a whole took its controls with it: the next screen (and, going
      // back, useScreenFocus) decides where the keyboard starts
      if (!screen?.isConnected) return
      const next = home() ?? [...trail].reverse().find(usable)
      next?.focus()
    })
  }

  onMounted(() => {
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
  })
  onBeforeUnmount(() => {
    document.removeEventListener('focusin', onFocusIn)
    document.removeEventListener('focusout', onFocusOut)
  })
}

/** Whether a control can take the focus now: on the page, shown, not off and not inert. */
function usable(control: HTMLElement): boolean {
  return (
    control.isConnected &&
    control.getClientRects().length > 0 &&
    !control.matches(':disabled') &&
    !control.closest('[inert]')
  )
}

/** The screen's own place for the keyboard: its first usable `data-focus-home`, by number. */
function home(): HTMLElement | undefined {
  const marked = Array.from(document.querySelectorAll<HTMLElement>('[data-focus-home]'))
  const rank = (control: HTMLElement): number => Number(control.dataset.focusHome) || 0
  return marked.sort((a, b) => rank(a) - rank(b)).find(usable)
}
