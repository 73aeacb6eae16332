import { ref } from 'vue'
import { nameLength } from '@common/players'
import { fitName } from './name-length'

/** What a name field's paste cut to its limit (name-length.ts) leaves, for the line under it. */
export interface PasteCut {
  /** the field's paste listener: remembers the name a too-long paste leaves */
  paste: (event: ClipboardEvent) => void
  /** the field's input listener: the name the browser actually left after that paste */
  input: (event: Event) => void
  /** whether `name` is still the name a paste was cut to (typing since makes it the player's) */
  isCut: (name: string) => boolean
  /** forgets the cut, as a dialog opens anew */
  reset: () => void
}

/**
 * Watches a name field for a paste longer than `max` code points: the field's limit (vNameMax)
 * cuts it without a sound, and the player confirmed a name they had not seen whole. The name is
 * told as cut for as long as it is the one the paste left; the field's own result is taken from
 * the input that follows the paste, where it differs from the reckoning (line breaks dropped).
 */
export function usePasteCut(max: number): PasteCut {
  const cut = ref<string | null>(null)
  let awaited = false

  function paste(event: ClipboardEvent): void {
    const field = event.target
    awaited = false
    if (!(field instanceof HTMLInputElement)) return
    const pasted = event.clipboardData?.getData('text') ?? ''
    const start = field.selectionStart ?? field.value.length
    const end = field.selectionEnd ?? start
    const whole = field.value.slice(0, start) + pasted + field.value.slice(end)
    if (nameLength(whole) <= max) return
    cut.value = fitName(field.value, whole, max).text
    awaited = true
  }

  function input(event: Event): void {
    if (!awaited || !(event.target instanceof HTMLInputElement)) return
    awaited = false
    cut.value = event.target.value
  }

  return {
    paste,
    input,
    isCut: (name) => cut.value !== null && cut.value === name,
    reset: () => {
      cut.value = null
      awaited = false
    },
  }
}
