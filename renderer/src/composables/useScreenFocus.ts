import { watch, type Ref } from 'vue'
import type { Route } from '@/stores/navigation'

/** How long a screen coming back may take to show the control that had focus (its data loads). */
const RESTORE_MS = 2000

/**
 * Where the keyboard goes as screens change. Going on to a screen, the control that had focus
 * on the one left behind is remembered (by the `data-test` names on its way up, which outlive
 * the elements); coming back, focus returns to it as soon as the screen shows it, so Esc or Back
 * leaves a keyboard player where they were instead of at the top of the page.
 */
export function useScreenFocus(stack: Ref<Route[]>): void {
  /** What had focus on each screen of the stack when the player went on from it. */
  const remembered: (string | null)[] = []

  watch(
    () => stack.value.length,
    (depth, before) => {
      if (depth > before) remembered[before - 1] = focusedPath()
      else if (depth < before) {
        const path = remembered[depth - 1] ?? null
        remembered.length = depth
        if (path) restore(path)
      }
    },
    // before the screens change: the control that has focus is still on the page
    { flush: 'pre' },
  )
}

/** The focused control as a selector of the `data-test` names from the outermost down. */
function focusedPath(): string | null {
  const names: string[] = []
  let at = document.activeElement?.closest('[data-test]') ?? null
  while (at && names.length < 3) {
    names.unshift(`[data-test="${CSS.escape(at.getAttribute('data-test') ?? '')}"]`)
    at = at.parentElement?.closest('[data-test]') ?? null
  }
  return names.length > 0 ? names.join(' ') : null
}

/** Focuses the control once it shows, unless the player has put the focus somewhere already. */
function restore(path: string): void {
  const until = performance.now() + RESTORE_MS
  const attempt = (): void => {
    if (document.activeElement && document.activeElement !== document.body) return
    const control = document.querySelector<HTMLElement>(path)
    if (control && !control.hasAttribute('disabled')) control.focus()
    else if (performance.now() < until) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}
