import { onBeforeUnmount, onMounted, type Ref } from 'vue'
import { giveFocusBack } from './focus-back'
import { enterScreen, FOCUSABLE, keyboardInUse, lastFocused, refocusNear } from './useFocusKeeper'

/**
 * What Tab may stop on inside a dialog: not a control that is off, nor one taken out of Tab's
 * way (`tabindex="-1"`: a card of the table's hand that cannot be played now).
 */
export function focusableIn(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (control) => !control.matches(':disabled, [tabindex="-1"]'),
  )
}

/**
 * Tab goes round `items` in the order given, which need not be the page's: to the next, past
 * the last to the first, Shift+Tab the other way. A Tab from anywhere else (the page itself)
 * comes in at the first, Shift+Tab at the last.
 */
export function keepTabRound(items: HTMLElement[], event: KeyboardEvent): void {
  if (items.length === 0) return
  const at = items.findIndex((item) => item === document.activeElement)
  const step = event.shiftKey ? -1 : 1
  const next = at < 0 ? (event.shiftKey ? items.length - 1 : 0) : at + step
  event.preventDefault()
  items[(next + items.length) % items.length]?.focus()
}

/**
 * Tab past a dialog's last control goes to its first, Shift+Tab the other way, and a Tab from
 * outside comes in: the screen behind a dialog is never reached. The round is keepTabRound's,
 * over the dialog's controls in the page's order.
 */
export function keepTabInside(root: HTMLElement | null, event: KeyboardEvent): void {
  const items = focusableIn(root)
  const at = document.activeElement
  // in between, the browser's own Tab goes on in the page's order (which also stops on a box
  // that scrolls): only a Tab that would leave is taken round
  const leaving = !root?.contains(at) || at === (event.shiftKey ? items[0] : items.at(-1))
  if (leaving) keepTabRound(items, event)
}

/**
 * The keyboard side of a modal dialog: focus moves inside as it opens (to `first`, else the
 * first control), Tab and Shift+Tab go round its own controls and never reach the screen behind
 * it, and when it closes focus goes back to whatever had it before, so a keyboard player carries
 * on from the button that opened it instead of from the top of the page. The Enter that closed
 * it, pressed again at once or held, does not open it again from there (giveFocusBack).
 */
export function useDialogFocus(
  root: Ref<HTMLElement | null>,
  first: () => HTMLElement | null | undefined = () => null,
): { trapTab: (event: KeyboardEvent) => void } {
  let opener: HTMLElement | null = null

  const focusable = (): HTMLElement[] => focusableIn(root.value)

  onMounted(() => {
    const active = document.activeElement
    opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused()
    const target = first() ?? focusable()[0]
    target?.focus()
    if (target instanceof HTMLInputElement && target.readOnly) target.select()
  })

  onBeforeUnmount(() => {
    // Only if focus is still inside (or lost with the dialog): a dialog that opened another
    // screen or dialog leaves the focus where that put it.
    const active = document.activeElement
    const inside = active === null || active === document.body || root.value?.contains(active)
    if (!inside) return
    if (opener?.isConnected) giveFocusBack(opener)
    if (opener && document.activeElement === opener) return
    // The button that opened it turned off meanwhile (the last card bought) or was drawn anew
    // (the shop's stock after a purchase): the focus goes to it again, or near it, after the
    // mouse too, as it goes back to a button still on; a dialog never drops it on the page. One
    // that went with its screen (the save made before the campaign's tutorial offer): to the home
    // of the screen shown now, for the keyboard only, as every screen's arrival.
    if (opener) refocusNear(opener, { elseHome: keyboardInUse() })
    else if (keyboardInUse()) enterScreen()
  })

  /** Keeps Tab inside: past the last control to the first, and Shift+Tab the other way. */
  const trapTab = (event: KeyboardEvent): void => keepTabInside(root.value, event)

  return { trapTab }
}
