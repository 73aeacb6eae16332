/**
 * Up and down walk a column of buttons, like the old console menus: from the focused one to the
 * next that is on, round from the last to the first; Home and End jump to the first and the
 * last. For the title's menu and a cantina's players. A key that moves nothing is left to the
 * page.
 */
export function walk(
  event: KeyboardEvent,
  list: HTMLElement | null,
  step: 1 | -1 | 'first' | 'last',
): void {
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
