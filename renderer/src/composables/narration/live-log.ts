/**
 * The log a screen reader reads: its lines, how many it keeps, and when its element shows them.
 * Its own part because it is about the live region, not about the words: a screen reader says
 * each line once, as it is added, and says nothing of a region born with its words.
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'

/** How many lines the log keeps: a screen reader says each once, as it is added. */
const KEPT = 6

/** A line of the log: a screen reader says each once, as it is added. */
export interface NarrationLine {
  id: number
  text: string
}

/** The log's lines with `added` on the end, the oldest gone past the ones it keeps. */
export function keptLines(
  lines: readonly NarrationLine[],
  added: readonly NarrationLine[],
): NarrationLine[] {
  return [...lines, ...added].slice(-KEPT)
}

/**
 * The log's lines as its element shows them: none until the element has been drawn on the page
 * empty, then all of them. A live region born with its words is often not read, and the table's
 * first lines (who opens, what lies on a table picked up again) come as the table opens. Two
 * frames: the first runs before the page with the new element is drawn.
 */
export function linesOnPage(
  lines: Readonly<Ref<NarrationLine[]>>,
  log: Readonly<Ref<Element | null>>,
): Readonly<Ref<NarrationLine[]>> {
  const onPage = ref(false)
  let frame = 0
  watch(
    log,
    (element) => {
      cancelAnimationFrame(frame)
      onPage.value = false
      if (!element) return
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => (onPage.value = true))
      })
    },
    { immediate: true, flush: 'post' },
  )
  onBeforeUnmount(() => cancelAnimationFrame(frame))
  return computed(() => (onPage.value ? lines.value : []))
}
