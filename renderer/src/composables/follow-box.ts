import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue'

/**
 * Calls `changed` in the next frame whenever the scrolling box shown in `box` (or one that takes
 * its place) or one of its `parts` (what decides its room: its panel, the panel's place, its
 * cards) changes size, or what it holds changes; `scrolled` as it scrolls, and once more the
 * frame after `changed`, as a bound just set moves what lies under it. Not in the observers' own
 * callbacks: a bound set there is a change of size they would have to report again. The "more
 * below" line of a list of cards (useMoreBelow) and the coach's whole lines (useWholeLines)
 * follow their boxes so.
 */
export function followBox(
  box: Ref<HTMLElement | null>,
  parts: (el: HTMLElement) => readonly (Element | null | undefined)[],
  changed: () => void,
  scrolled: () => void,
): void {
  // a page without layout (a test's DOM may have no observers) has nothing to follow
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return
  let frame = 0
  const later = (): void => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      changed()
      frame = requestAnimationFrame(scrolled)
    })
  }
  const sizes = new ResizeObserver(later)
  // what the box holds came or went: its parts (its cards) are looked for again
  const changes = new MutationObserver(() => {
    observe()
    later()
  })
  function observe(): void {
    sizes.disconnect()
    const el = box.value
    if (el) for (const part of [el, ...parts(el)]) if (part) sizes.observe(part)
  }
  function attach(el: HTMLElement | null, was: HTMLElement | null | undefined): void {
    cancelAnimationFrame(frame)
    changes.disconnect()
    was?.removeEventListener('scroll', scrolled)
    observe()
    if (!el) return
    changes.observe(el, { childList: true, subtree: true, characterData: true })
    el.addEventListener('scroll', scrolled, { passive: true })
    later()
  }
  // the box may come later (once there is something to show) and go again (a hidden panel)
  watch(box, attach, { flush: 'post' })
  onMounted(() => attach(box.value, null))
  onBeforeUnmount(() => {
    attach(null, box.value)
    // attach observes the box the ref still holds: nothing is followed once it is gone
    sizes.disconnect()
    cancelAnimationFrame(frame)
  })
}
