import type { ObjectDirective } from 'vue'
import { keyboardInUse } from '@/composables/useFocusKeeper'

/**
 * `v-off="condition"` turns a button off while the condition holds, in place of `:disabled`.
 *
 * A disabled button cannot hold the focus: Chromium drops it to the page the moment the button
 * is turned off, so a keyboard player who pressed End turn, Stand, Save or Next ›› was left
 * nowhere, and their next Tab started again from the top of the screen. A button turned off
 * while the keyboard is on it (`:focus-visible`) is therefore only marked off (`aria-disabled`):
 * it keeps the focus, looks off, says it is off to a screen reader and swallows clicks, Enter
 * and Space. Once the focus moves on it becomes truly disabled, so Tab skips buttons that are
 * off, as before. A button that is off when the keyboard is elsewhere is disabled at once; so is
 * one the mouse clicked, whose focus a mouse player never sees and whose keys they never meant
 * (a Space pressed to hurry the table along must not land on it once it is on again).
 */
export const vOff: ObjectDirective<HTMLButtonElement, boolean | undefined> = {
  // before Vue adds the element's own listeners, so the swallow below runs first
  created(button) {
    button.addEventListener('click', swallowWhileOff, true)
    button.addEventListener('blur', settle)
  },
  beforeMount(button, { value }) {
    turn(button, value === true)
  },
  updated(button, { value }) {
    turn(button, value === true)
  },
}

/** Whether the button is off but kept in reach of the keyboard. */
const heldOff = (button: HTMLButtonElement): boolean =>
  button.getAttribute('aria-disabled') === 'true'

/** Turns the button off or on, holding it off in place while it has the focus. */
function turn(button: HTMLButtonElement, off: boolean): void {
  if (!off) {
    button.disabled = false
    button.removeAttribute('aria-disabled')
  } else if (heldOff(button) || button.disabled) {
    return
  } else if (
    button === document.activeElement &&
    keyboardInUse() &&
    button.matches(':focus-visible')
  ) {
    button.setAttribute('aria-disabled', 'true')
  } else {
    button.disabled = true
  }
}

/**
 * Puts the keyboard on `button`, held off if it is off: one turned off while a dialog had the
 * focus is disabled, and a disabled button cannot take the focus back when the dialog closes.
 * It is held off as if it had turned off under the focus, and disabled again once left.
 */
export function focusHeldOff(button: HTMLButtonElement): void {
  if (button.disabled) {
    button.disabled = false
    button.setAttribute('aria-disabled', 'true')
  }
  button.focus()
  // not shown, say: off as before, out of Tab's way
  if (button !== document.activeElement && heldOff(button)) {
    button.removeAttribute('aria-disabled')
    button.disabled = true
  }
}

/** A held-off button does nothing when clicked, by mouse or by Enter and Space. */
function swallowWhileOff(event: Event): void {
  if (!heldOff(event.currentTarget as HTMLButtonElement)) return
  event.preventDefault()
  event.stopImmediatePropagation()
}

/** The focus has left a held-off button: it is disabled now, out of Tab's way. */
function settle(event: Event): void {
  const button = event.currentTarget as HTMLButtonElement
  // the window losing the focus is not the player moving on: the focus comes back to it
  if (!heldOff(button) || !document.hasFocus()) return
  button.removeAttribute('aria-disabled')
  button.disabled = true
}
