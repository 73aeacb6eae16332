import { ref, type Ref } from 'vue'
import { followBox } from './follow-box'
import { newestStart, wholeLinesHeight, type WordBlock } from './whole-lines'

/** What a box of words that shows its end says about itself, for its "earlier" cue. */
export interface WholeLines {
  /** words lie above what the box shows */
  earlier: Ref<boolean>
  /** the box holds more than it shows: its cue keeps its room then, said or not */
  scrolls: Ref<boolean>
  /**
   * not even one whole line fits: the box is not drawn (a sliver of a line was unreadable), and
   * neither is its cue, which has nothing to scroll
   */
  none: Ref<boolean>
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
 * one, in whatever room its panel leaves it; and says when words lie above what it shows. Where
 * the newest block alone is taller than that, the box is scrolled to the newest block's start
 * (newestStart), and back to its end once the newest fits again. Where not even one whole line
 * fits, the box is not drawn (`none`), rather than drawn as a sliver; `cue` is its "earlier" cue.
 * Measured again in the next frame whenever the box, its panel or the panel's place changes
 * size, or its words change.
 */
export function useWholeLines(
  box: Ref<HTMLElement | null>,
  selector: string,
  cue?: Ref<HTMLElement | null>,
): WholeLines {
  const earlier = ref(false)
  const scrolls = ref(false)
  const none = ref(false)
  // what drawing the box costs beyond its own height: its margin and, as it scrolls, its cue's
  // line; taken off the room while the box is not drawn, or it would come back for the room its
  // cue had, take it again and go, frame after frame
  let spare = 0
  // the box was scrolled up to a too-tall newest block's start, not left at its end
  let atStart = false

  /** Above the end: in a box laid out from the bottom up, scrollTop runs from 0 down. */
  function count(): void {
    const el = box.value
    if (!el) return
    const hidden = el.scrollHeight - el.clientHeight
    scrolls.value = hidden > 1 && !none.value
    earlier.value = hidden + el.scrollTop > 1
  }

  function measure(): void {
    const el = box.value
    if (!el) return
    // the room the panel leaves, with no bound of this one's own
    el.style.maxHeight = ''
    if (!none.value)
      spare = parseFloat(getComputedStyle(el).marginTop) + (cue?.value?.offsetHeight ?? 0)
    const room = none.value ? el.clientHeight - spare : el.clientHeight
    const words = blocks(el, selector)
    const height = wholeLinesHeight(words, room)
    none.value = height === 0
    if (height !== null) el.style.maxHeight = `${height}px`
    // unbounded, the box is either all in view or shorter than a line: its room is its height
    const start = newestStart(words, height ?? room)
    // laid out from the bottom up, scrollTop runs from 0 (the end) down
    if (start > 0 || atStart) el.scrollTop = -start
    atStart = start > 0
    count()
  }

  // its panel, the panel's place and what else the panel holds decide its room
  followBox(
    box,
    (el) => [
      el.parentElement,
      el.parentElement?.parentElement,
      ...(el.parentElement?.children ?? []),
    ],
    measure,
    count,
  )
  const reveal = (): void => {
    const el = box.value
    const line = el?.querySelector(selector)
    if (!el || !line) return
    const step = el.clientHeight - (parseFloat(getComputedStyle(line).lineHeight) || 0)
    el.scrollBy({ top: -Math.max(step, 1) })
  }
  return { earlier, scrolls, none, reveal }
}
