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
 * last. For a cantina's players and the About screen's list, as their keydown handler. Any
 * other key, and a key that moves nothing, is left to the page.
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

/**
 * Up and down in a menu laid out in rows (the title's: each way to play a row of its own, across
 * the menu, then the small buttons two to a row): Down goes to the row below, in the same column
 * where that row has as many buttons, and round from the last row to the first; Up the same way
 * up. Into a row of several from a row of one, Down enters at its first button and Up at its
 * last, so the rows read as the list did at its ends (Up from the top to Quit). A button that is
 * off is passed over, on in the key's direction. Home and End jump to the first button and the
 * last. `rows` are the menu's buttons as drawn, top to bottom, each row left to right.
 */
export function walkRows(event: KeyboardEvent, rows: HTMLElement[][]): void {
  const step = STEPS[event.key]
  if (step === undefined) return
  const on = (button: HTMLElement): boolean => !button.matches(':disabled')
  const all = rows.flat().filter(on)
  let next: HTMLElement | undefined
  if (step === 'first') next = all[0]
  else if (step === 'last') next = all[all.length - 1]
  else {
    const active = document.activeElement as HTMLElement
    let row = rows.findIndex((r) => r.includes(active))
    if (row < 0) return
    let column = rows[row]!.indexOf(active)
    for (let tries = 0; tries < rows.length && !next; tries++) {
      const from = rows[row]!
      row = (row + step + rows.length) % rows.length
      const to = rows[row]!
      // a row of one spans the menu: into a row of several, at its near end
      if (from.length !== to.length) column = from.length === 1 && step < 0 ? to.length - 1 : 0
      const target = to[Math.min(column, to.length - 1)]
      if (target && on(target)) next = target
    }
  }
  if (next) {
    event.preventDefault()
    next.focus()
  }
}
