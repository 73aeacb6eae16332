import { ref, type Ref } from 'vue'
import { followBox } from './follow-box'

/**
 * Whether the words in `box` are cut short (its lines clamped, or an ellipsis on its line),
 * measured again as the window and the words change: a line cut short offers its whole words
 * as a tooltip, and a line shown whole has none, which would only say it a second time.
 */
export function useCutShort(box: Ref<HTMLElement | null>): Ref<boolean> {
  const cut = ref(false)
  const measure = (): void => {
    const el = box.value
    cut.value =
      el !== null && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
  }
  followBox(
    box,
    () => [],
    measure,
    () => undefined,
  )
  return cut
}
