import { computed, ref, type Ref } from 'vue'
import { useSettingsStore } from '@/stores/settings'
import { countBelow, nextRowTop, rowsOf, wholeRowsHeight, type Span } from './more-below'
import { keyboardInUse } from './useFocusKeeper'
import { followBox } from './follow-box'

/** What a scrolling list of cards says about itself, for its "N more ↓" line (MoreBelow.vue). */
export interface MoreBelow {
  /** how many cards lie wholly or partly below what the list shows */
  below: Ref<number>
  /** whether the list holds more than it shows: its line keeps its room then, said or not */
  scrolls: Ref<boolean>
  /** the list's style: its height bound to whole rows, once measured (else its CSS's own) */
  style: Ref<Record<string, string>>
  /** scrolls the first row not wholly in view to the top; the keyboard goes to its first card */
  reveal: () => void
}

/** The list's cards (`cards`, a selector inside it; else its children), each as a Span. */
function spans(list: HTMLElement, cards?: string): { el: HTMLElement; span: Span }[] {
  const at = list.getBoundingClientRect().top - list.scrollTop
  const els = cards
    ? Array.from(list.querySelectorAll<HTMLElement>(cards))
    : (Array.from(list.children) as HTMLElement[])
  return els.map((el) => {
    const box = el.getBoundingClientRect()
    return { el, span: { top: box.top - at, bottom: box.bottom - at } }
  })
}

/** A length of the element's computed style, in px (0 where it is none). */
const px = (el: Element, property: 'paddingTop' | 'paddingBottom'): number =>
  parseFloat(getComputedStyle(el)[property]) || 0

/**
 * The room the list has: what its panel's place (the panel's parent, whose height the screen
 * gives) leaves under the rest of the panel. Measured apart from the list's own height, so
 * bounding the list changes nothing of it. The rest of the panel is taken from its content's
 * height, not its box's: a list still bound to a larger window's rows runs out of a panel the
 * screen has already made shorter, and the box's height less the list's then came out short by
 * the overflow, which gave the list its too many rows again, for good.
 */
function roomFor(list: HTMLElement): number | null {
  const panel = list.closest('.panel')
  const place = panel?.parentElement
  if (!(panel instanceof HTMLElement) || !place) return null
  const inside = place.clientHeight - px(place, 'paddingTop') - px(place, 'paddingBottom')
  // the content's height with the panel's borders (scrollHeight leaves them out)
  const panelHeight = panel.scrollHeight + panel.offsetHeight - panel.clientHeight
  return inside - (Math.max(panelHeight, panel.offsetHeight) - list.offsetHeight)
}

/**
 * Scrolls `list` so that the first row not wholly in view comes to the top; the keyboard, when
 * in use, goes on to the first control of the cards it showed (Enter on "3 more" goes on to
 * them, rather than staying on a line that may go).
 */
function revealBelow(list: HTMLElement, cards: string | undefined, instant: boolean): void {
  const all = spans(list, cards)
  const viewBottom = list.scrollTop + list.clientHeight
  const top = nextRowTop(rowsOf(all.map((card) => card.span)), viewBottom)
  if (top === null) return
  list.scrollTo({ top: top - px(list, 'paddingTop'), behavior: instant ? 'instant' : 'smooth' })
  if (!keyboardInUse()) return
  const shown = all.filter((card) => card.span.top >= top - 1).map((card) => card.el)
  const control = shown
    .flatMap((card) => [card, ...Array.from(card.querySelectorAll('button'))])
    .find((el): el is HTMLButtonElement => el instanceof HTMLButtonElement && !el.disabled)
  control?.focus({ preventScroll: true })
}

/** What decides a list's room and count: its panel, the panel's place, its cards (followBox). */
function listParts(list: HTMLElement, cards: string | undefined): (Element | null | undefined)[] {
  const panel = list.closest('.panel')
  return [panel, panel?.parentElement, ...spans(list, cards).map((card) => card.el)]
}

/**
 * Follows a scrolling list of cards: how many lie below what it shows, counted again as it
 * scrolls, its cards change or the window does. With `wholeRows`, the list is bound to as many
 * whole rows as its panel's place holds, so that no card is cut at rest (the theme's `.rows`
 * makes every row as tall as the tallest and snaps each scroll to a row). `cards` picks the
 * cards inside the box that scrolls (the trader's stock has its key under them).
 */
export function useMoreBelow(
  list: Ref<HTMLElement | null>,
  options: { wholeRows?: boolean; cards?: string } = {},
): MoreBelow {
  const settings = useSettingsStore()
  const below = ref(0)
  const scrolls = ref(false)
  const height = ref<number | null>(null)
  const style = computed((): Record<string, string> => {
    if (height.value === null) return {}
    return { maxHeight: `${height.value}px`, flex: 'none' }
  })

  /** Counts what lies below, as the list is scrolled now. */
  function count(): void {
    const el = list.value
    if (!el) return
    const viewBottom = el.scrollTop + el.clientHeight
    below.value = countBelow(
      spans(el, options.cards).map((card) => card.span),
      viewBottom,
    )
    scrolls.value = el.scrollHeight > el.clientHeight + 1
  }

  /** Bounds the list to whole rows (when asked), then counts. */
  function measure(): void {
    const el = list.value
    if (!el) return
    if (options.wholeRows) {
      const room = roomFor(el)
      const rows = rowsOf(spans(el, options.cards).map((card) => card.span))
      height.value = room === null ? null : wholeRowsHeight(rows, room, px(el, 'paddingBottom'))
    }
    count()
  }

  followBox(list, (el) => listParts(el, options.cards), measure, count)
  const reveal = (): void => {
    if (list.value) revealBelow(list.value, options.cards, settings.reducedMotion)
  }
  return { below, scrolls, style, reveal }
}
