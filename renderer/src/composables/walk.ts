/** What each walking key does: a step down or up, or a jump to an end. */
const STEPS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
}

/**
 * Up and down walk a column of buttons, like the old console menus: from the focused one to the
 * next that is on, round from the last to the first; Home and End jump to the first and the
 * last. For the title's menu and a cantina's players, as their keydown handler. Any other key,
 * and a key that moves nothing, is left to the page.
 */
export function walk(event: KeyboardEvent, list: HTMLElement | null): void {
  const step = STEPS[event.key]
  if (step === undefined) return
  const items = Array.from(list?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])
  const at = items.indexOf(document.activeElement as HTMLElement)
  const next =
    step === 'first'
      ? items[0]
      : step === 'last'
        ? items[items.length - 1]
        : items[(at + step + items.length) % items.length]
  if (next) {
    event.preventDefault()
    next.focus()
  }
}
