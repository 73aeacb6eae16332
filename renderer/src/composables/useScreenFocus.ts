import { watch, type Ref } from 'vue'
import type { Route } from '@/stores/navigation'
import { enterScreen, everyFrame, leaveScreen, usable } from './useFocusKeeper'

/** How long a screen coming back may take to show the control that had focus (its data loads). */
const RESTORE_MS = 2000

/**
 * Where the keyboard goes as screens change. Going on to a screen, the control that had focus
 * on the one left behind is remembered (by the `data-test` names on its way up, which outlive
 * the elements); coming back, focus returns to it as soon as the screen shows it, so Esc or Back
 * leaves a keyboard player where they were instead of at the top of the page. Going on to a
 * screen, or one screen taking another's place, the keyboard starts on the new screen's home
 * (`enterScreen`), where it has one.
 */
export function useScreenFocus(stack: Ref<Route[]>): void {
  /** What had focus on each screen of the stack when the player went on from it. */
  const remembered: (Spot | null)[] = []

  watch(
    () => [stack.value.length, stack.value[stack.value.length - 1]] as const,
    ([depth, top], [before, topBefore]) => {
      if (depth > before) {
        remembered[before - 1] = focusedSpot()
        enterScreen()
      } else if (depth < before) {
        const spot = remembered[depth - 1] ?? null
        remembered.length = depth
        leaveScreen()
        if (spot) restore(spot)
        else enterScreen()
      } else if (top !== topBefore) enterScreen() // one screen in place of another
    },
    // before the screens change: the control that has focus is still on the page
    { flush: 'pre' },
  )
}

/** A control, named by the `data-test` names on its way up and which of their matches it is. */
interface Spot {
  path: string
  index: number
}

/** The focused control as a spot, or null where it has no `data-test` name. */
function focusedSpot(): Spot | null {
  const focused = document.activeElement
  const names: string[] = []
  let at = focused?.closest('[data-test]') ?? null
  while (at && names.length < 3) {
    names.unshift(`[data-test="${CSS.escape(at.getAttribute('data-test') ?? '')}"]`)
    at = at.parentElement?.closest('[data-test]') ?? null
  }
  if (names.length === 0) return null
  const path = names.join(' ')
  // a row of a list (a kept match's Replay) is told from the others by its place among them
  const index = Array.from(document.querySelectorAll(path)).findIndex((m) => m.contains(focused!))
  return { path, index: Math.max(index, 0) }
}

/** Focuses the control once it shows, unless the player has put the focus somewhere already. */
function restore({ path, index }: Spot): void {
  everyFrame(
    () => {
      if (document.activeElement && document.activeElement !== document.body) return true
      const control = document.querySelectorAll<HTMLElement>(path)[index]
      // not yet: the screen still loads, or a dialog has it (the keeper's own test of a control)
      if (!control || !usable(control)) return false
      control.focus()
      return true
    },
    RESTORE_MS,
    enterScreen,
  )
}
