/** What each walking key does: a step down or up, or a jump to an end. */
const STEPS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
}

/** What Left and Right do in a grid of buttons: a step back or on in reading order. */
const ACROSS: Record<string, 1 | -1> = {
  ArrowRight: 1,
  ArrowLeft: -1,
}

/** The buttons of `list` a key may land on: those that are on, in the page's order. */
function buttonsOf(list: HTMLElement | null): HTMLElement[] {
  return Array.from(list?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])
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
  const items = buttonsOf(list)
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

/**
 * Left and right step through a grid of buttons in reading order, round from the last to the
 * first, as a grid of radio buttons does (the title's second group, two to a row: Right goes
 * to the button beside, and from the row's end to the next row's first). Only while the focus
 * is on one of its buttons; any other key is left to the page.
 */
export function walkAcross(event: KeyboardEvent, grid: HTMLElement | null): void {
  const step = ACROSS[event.key]
  if (step === undefined) return
  const items = buttonsOf(grid)
  const at = items.indexOf(document.activeElement as HTMLElement)
  if (at < 0) return
  event.preventDefault()
  items[(at + step + items.length) % items.length]?.focus()
}
