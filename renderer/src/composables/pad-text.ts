import { graphemes } from '@/components/ui/name-length'

/**
 * A gamepad in a text field (a profile's name, a deck's name, a share code): left and right
 * move the caret through the text as the arrow keys do, and A is Enter. Up and down are not
 * handled here: they leave the field, so a column of fields can still be walked.
 */

/** The inputs with a caret the page may move (an email or number field hides its caret). */
const WITH_CARET = new Set(['text', 'search', 'url', 'tel', 'password'])

/** Inputs that keep Enter from submitting a form with no submit button but more than one of them. */
const BLOCKS_SUBMIT = new Set([
  ...WITH_CARET,
  'email',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
])

/** Whether `el` is a one-line text field, where left and right belong to the caret. */
export function isTextField(el: Element | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && WITH_CARET.has(el.type)
}

/**
 * Where the caret stops one character from `at` (`by` -1 or 1): by what a reader calls a
 * character, so an umlaut typed as two code points or an emoji is stepped over whole.
 */
function stepFrom(text: string, at: number, by: -1 | 1): number {
  let before = 0
  for (const { index, segment } of graphemes.segment(text)) {
    const end = index + segment.length
    if (by === 1 && end > at) return end
    if (by === -1 && end >= at) return before
    before = end
  }
  return by === 1 ? text.length : before
}

/**
 * Left or right in a text field, as the arrow key does there: a selection collapses to that
 * end, else the caret steps one character. False where the caret is already at that end of the
 * text (or `el` is no text field), so a fresh push there moves the focus on instead: a field
 * beside a button is not a wall. The field hears the arrow key first and may refuse it.
 */
export function moveCaret(el: Element | null, direction: 'left' | 'right'): boolean {
  if (!isTextField(el)) return false
  const start = el.selectionStart ?? 0
  const end = el.selectionEnd ?? start
  const by = direction === 'left' ? -1 : 1
  const at = by === -1 ? start : end
  if (start === end && at === (by === -1 ? 0 : el.value.length)) return false
  const key = direction === 'left' ? 'ArrowLeft' : 'ArrowRight'
  const heard = el.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )
  if (!heard) return true
  const to = start === end ? stepFrom(el.value, at, by) : at
  el.setSelectionRange(to, to)
  return true
}

/**
 * A in a text field is Enter: the field's own Enter (save the name, copy the code) hears it,
 * and in a form that Enter would send, the form is sent as a browser sends it (its first
 * submit button pressed, or with none, the form alone when this is its one text field).
 */
export function confirmText(field: HTMLInputElement): void {
  const heard = field.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
  )
  const form = field.form
  if (!heard || !form) return
  const controls = Array.from(form.elements)
  const submit = controls.find(
    (el): el is HTMLButtonElement | HTMLInputElement =>
      (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit',
  )
  if (submit)
    submit.click() // a disabled one ignores it, as it ignores Enter
  else if (
    controls.filter((el) => el instanceof HTMLInputElement && BLOCKS_SUBMIT.has(el.type)).length ===
    1
  )
    form.requestSubmit()
}
