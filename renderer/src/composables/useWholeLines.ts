import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue'
import { wholeLinesHeight, type WordBlock } from './whole-lines'

/** What a box of words that shows its end says about itself, for its "earlier" cue. */
export interface WholeLines {
  /** words lie above what the box shows */
  earlier: Ref<boolean>
  /** the box holds more than it shows: its cue keeps its room then, said or not */
  scrolls: Ref<boolean>
  /** scrolls up by what the box shows, less a line, so the line at its top stays in view */
  reveal: () => void
}

/** The box's blocks of words (`selector` inside it), measured up from the foot of its content. */
function blocks(box: HTMLElement, selector: string): WordBlock[] {
  const foot = box.firstElementChild?.getBoundingClientRect().bottom ?? 0
  return Array.from(box.querySelectorAll<HTMLElement>(selector)).map((el) => {
    const rect = el.getBoundingClientRect()
    const line = parseFloat(getComputedStyle(el).lineHeight) || rect.height
    return { top: foot - rect.top, height: rect.height, line }
  })
}

/**
 * Bounds `box`, a box of words laid out from the bottom up (its end, the newest words, in view),
 * to whole lines: its top edge falls between two lines of `selector`'s blocks, never through
 * one, in whatever room its panel leaves it; and says when words lie above what it shows.
 * Measured again in the next frame whenever the box, its panel or the panel's place changes
 * size, or its words change.
 */
export function useWholeLines(box: Ref<HTMLElement | null>, selector: string): WholeLines {
  const earlier = ref(false)
  const scrolls = ref(false)

  /** Above the end: in a box laid out from the bottom up, scrollTop runs from 0 down. */
  function count(): void {
    const el = box.value
    if (!el) return
    const hidden = el.scrollHeight - el.clientHeight
    scrolls.value = hidden > 1
    earlier.value = hidden + el.scrollTop > 1
  }

  function measure(): void {
    const el = box.value
    if (!el) return
    // the room the panel leaves, with no bound of this one's own
    el.style.maxHeight = ''
    const room = el.clientHeight
    const height = wholeLinesHeight(blocks(el, selector), room)
    if (height !== null) el.style.maxHeight = `${height}px`
    count()
  }

  follow(box, measure, count)
  const reveal = (): void => {
    const el = box.value
    const line = el?.querySelector(selector)
    if (!el || !line) return
    const step = el.clientHeight - (parseFloat(getComputedStyle(line).lineHeight) || 0)
    el.scrollBy({ top: -Math.max(step, 1) })
  }
  return { earlier, scrolls, reveal }
}

/**
 * Calls `changed` in the next frame whenever `box`, its panel (the parent) or the panel's place
 * changes size, or its words change; `scrolled` as it scrolls. Not in the observers' own
 * callbacks: a bound set there is a change of size they would have to report again.
 */
function follow(box: Ref<HTMLElement | null>, changed: () => void, scrolled: () => void): void {
  // a page without layout (a test's DOM may have no observers) has nothing to follow
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return
  let frame = 0
  const later = (): void => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(changed)
  }
  const sizes = new ResizeObserver(later)
  const words = new MutationObserver(later)
  function attach(el: HTMLElement | null, was: HTMLElement | null | undefined): void {
    cancelAnimationFrame(frame)
    sizes.disconnect()
    words.disconnect()
    was?.removeEventListener('scroll', scrolled)
    if (!el) return
    const panel = el.parentElement
    for (const part of [el, panel, panel?.parentElement, ...(panel?.children ?? [])])
      if (part) sizes.observe(part)
    words.observe(el, { childList: true, subtree: true, characterData: true })
    el.addEventListener('scroll', scrolled, { passive: true })
    later()
  }
  // the box goes while the panel is hidden, and comes back with it
  watch(box, attach, { flush: 'post' })
  onMounted(() => attach(box.value, null))
  onBeforeUnmount(() => {
    attach(null, box.value)
    cancelAnimationFrame(frame)
  })
}
