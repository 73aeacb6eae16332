import { onBeforeUpdate, onMounted, onUpdated, type Ref } from 'vue'
import { radioGridStep } from './radio-grid'
import { keyboardInUse, nowhere } from './useFocusKeeper'

/**
 * Where a key moves the keyboard in a grid of cards `columns` wide, passing over the cards that
 * are off (`on` says which are not): the grid's own steps (radio-grid), then on in the key's
 * direction past a card that is off: Home onwards from the first, End back from the last, Up and
 * Down a row further. Where nothing that is on lies that way, the keyboard stays. Undefined for
 * any other key.
 */
export function cardGridStep(
  key: string,
  at: number,
  count: number,
  columns: number,
  on: (index: number) => boolean,
): number | undefined {
  const first = radioGridStep(key, at, count, columns)
  if (first === undefined) return undefined
  const onward = key === 'Home' ? 'ArrowRight' : key === 'End' ? 'ArrowLeft' : key
  let next: number = first
  for (let tries = 0; tries < count; tries++) {
    if (on(next)) return next
    const after: number = radioGridStep(onward, next, count, columns) ?? next
    if (after === next) break
    next = after
  }
  return at
}

/**
 * One Tab stop for a grid of card buttons (the deck's cards, the cards owned), with the arrow
 * keys, Home and End moving inside it: with a card a Tab stop each, a player with many cards
 * pressed Tab thirty times to cross the screen. The stop is the card last focused, so Tab comes
 * back to it; a card that went off or away hands the stop to its nearest neighbour that is on.
 * Enter and Space stay the buttons' own; when the card the keyboard was on leaves (the last of
 * the deck taken out), the keyboard goes to the card now at the stop, the one before it.
 * `columns` says how many cards a row holds now. `ready`, if given, says which cards a press
 * would act on: until the keyboard has been in the grid, its stop is the first of them (the
 * owned cards' first stop was a card with none free, whose press only says why not).
 */
export function useCardGrid(
  grid: Ref<HTMLElement | null>,
  columns: () => number,
  { ready }: { ready?: (card: HTMLButtonElement) => boolean } = {},
): { keydown: (event: KeyboardEvent) => void } {
  /** Where the stop was last: kept by place, as the cards shift when one leaves. */
  let stop = 0
  /** Whether the keyboard was on a card as the grid was last drawn anew. */
  let held = false
  /** Whether the keyboard has been on a card of the grid: the stop is the player's from then. */
  let entered = false

  const cards = (): HTMLButtonElement[] =>
    Array.from(grid.value?.querySelectorAll<HTMLButtonElement>('button') ?? [])
  const on = (card: HTMLButtonElement | undefined): boolean => !!card && !card.disabled

  /** Gives the stop to one card, the one focused if any, and takes it from the others. */
  function place(): void {
    const all = cards()
    if (!all.length) return
    const focused = all.indexOf(document.activeElement as HTMLButtonElement)
    if (focused >= 0) {
      stop = focused
      entered = true
    }
    const first = !entered && ready ? all.findIndex(ready) : -1
    if (first >= 0) stop = first
    stop = Math.min(stop, all.length - 1)
    if (!on(all[stop]) && focused < 0) {
      const near = nearestOn(all, stop)
      if (near >= 0) stop = near
    }
    all.forEach((card, i) => (card.tabIndex = i === stop ? 0 : -1))
  }

  function keydown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const all = cards()
    const at = all.indexOf(event.target as HTMLButtonElement)
    if (at < 0) return
    const to = cardGridStep(event.key, at, all.length, Math.max(columns(), 1), (i) => on(all[i]))
    if (to === undefined) return
    event.preventDefault()
    stop = to
    all[to]?.focus()
    place()
  }

  onMounted(() => {
    place()
    // a focus arriving (a click, the focus keeper after a card left) moves the stop with it;
    // a card turned off as the focus leaves it (v-off) gives the stop away once it has
    grid.value?.addEventListener('focusin', place)
    grid.value?.addEventListener('focusout', () => requestAnimationFrame(place))
  })
  onBeforeUpdate(() => {
    held = !!grid.value?.contains(document.activeElement)
  })
  onUpdated(() => {
    place()
    if (held && nowhere() && keyboardInUse()) cards()[stop]?.focus()
  })
  return { keydown }
}

/** The card that is on nearest to `at`, the later one first at equal distance; -1 if none. */
function nearestOn(all: HTMLButtonElement[], at: number): number {
  for (let d = 1; d < all.length; d++) {
    for (const i of [at + d, at - d]) if (all[i] && !all[i].disabled) return i
  }
  return -1
}

/**
 * How many cards a row of a grid holds as it is drawn now: those level with the first. For a
 * grid that fills its width with as many as fit.
 */
export function columnsDrawn(grid: HTMLElement | null): number {
  const items = Array.from(grid?.children ?? [])
  const top = items[0]?.getBoundingClientRect().top
  const level = items.filter((item) => item.getBoundingClientRect().top === top).length
  return Math.max(level, 1)
}
