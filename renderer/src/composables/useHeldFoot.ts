import { onBeforeUnmount, ref, watch, type Ref } from 'vue'

/**
 * Whether a foot held at the bottom of a scrolling box (a sticky button bar) has content passing
 * under it. A marker placed after the foot, at the very end of the box's content, is out of the
 * box's view exactly then. An IntersectionObserver follows scrolling, resizing and new content;
 * a CSS scroll-state query, tried first, kept a stale answer after the window was resized.
 */
export function useHeldFoot(marker: Ref<HTMLElement | null>): Ref<boolean> {
  const held = ref(false)
  let observer: IntersectionObserver | null = null
  watch(
    marker,
    (element) => {
      observer?.disconnect()
      observer = null
      held.value = false
      if (!element?.parentElement || typeof IntersectionObserver === 'undefined') return
      observer = new IntersectionObserver(
        ([entry]) => {
          held.value = entry ? !entry.isIntersecting : false
        },
        { root: element.parentElement },
      )
      observer.observe(element)
    },
    { flush: 'post', immediate: true },
  )
  onBeforeUnmount(() => observer?.disconnect())
  return held
}
