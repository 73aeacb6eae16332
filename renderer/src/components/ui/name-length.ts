import type { ObjectDirective } from 'vue'
import { nameLength } from '@common/players'

/*
 * How long a name is, as main counts it and docs/decks.md says: in code points (nameLength,
 * common/players.ts). A field's own maxlength counts UTF-16 units, where an emoji takes two,
 * so a name of emoji stopped at half its length; and it cut wherever the units ran out, in the
 * middle of a family emoji (a dangling joiner). Names are cut here instead, only between the
 * characters a player sees (grapheme clusters), never inside one.
 */

/** Splits a text into the characters a player sees (grapheme clusters); one for every caller. */
export const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The characters a player sees in `text`, each whole. */
const seen = (text: string): string[] => Array.from(graphemes.segment(text), (part) => part.segment)

/** A name fitted to `max` code points, and where the caret goes in it. */
export interface FittedName {
  text: string
  caret: number
}

/**
 * Fits `after` (the field's text once an edit of `before` is made) to `max` code points as a
 * maxlength would: what the edit put in is kept only as far as it fits, whole characters at a
 * time, and the caret goes after it. What was there before is kept; if that alone is too long
 * (a name put in from elsewhere), the end goes, again a whole character at a time.
 */
export function fitName(before: string, after: string, max: number): FittedName {
  const was = seen(before)
  const now = seen(after)
  let start = 0
  while (start < now.length && start < was.length && now[start] === was[start]) start++
  let end = 0
  while (
    end < now.length - start &&
    end < was.length - start &&
    now[now.length - 1 - end] === was[was.length - 1 - end]
  )
    end++
  const head = now.slice(0, start)
  const tail = now.slice(now.length - end)
  let room = max - nameLength(head.join('')) - nameLength(tail.join(''))
  const kept: string[] = []
  for (const character of now.slice(start, now.length - end)) {
    const size = nameLength(character)
    if (size > room) break
    kept.push(character)
    room -= size
  }
  const parts = [...head, ...kept, ...tail]
  while (nameLength(parts.join('')) > max) parts.pop()
  const text = parts.join('')
  return { text, caret: Math.min([...head, ...kept].join('').length, text.length) }
}

/** Each name field's text as the directive last left it (the `before` of the next edit). */
const last = new WeakMap<HTMLInputElement, string>()
/** Each name field's limit. */
const limits = new WeakMap<HTMLInputElement, number>()

/** Cuts the field's text to its limit after an edit, and tells v-model and the rest again. */
function fit(event: Event): void {
  const field = event.currentTarget as HTMLInputElement
  // an input method's word is fitted once it is chosen (compositionend), not letter by letter
  if (event instanceof InputEvent && event.isComposing) return
  const max = limits.get(field) ?? Infinity
  if (nameLength(field.value) <= max) {
    last.set(field, field.value)
    return
  }
  const { text, caret } = fitName(last.get(field) ?? '', field.value, max)
  field.value = text
  field.setSelectionRange(caret, caret)
  last.set(field, text)
  // the listeners that read the text uncut (v-model's, a paste's note) read it again, cut
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * `v-name-max="max"` on a name field, in place of `:maxlength`: the name stops at `max` code
 * points, as main counts them, and is never cut inside a character.
 */
export const vNameMax: ObjectDirective<HTMLInputElement, number> = {
  // before Vue adds the element's own listeners (v-model's, the paste note's): they read it cut
  created(field, { value }) {
    limits.set(field, value)
    field.addEventListener('input', fit)
    field.addEventListener('compositionend', fit)
  },
  mounted(field) {
    last.set(field, field.value)
  },
  updated(field, { value }) {
    limits.set(field, value)
    last.set(field, field.value)
  },
}
