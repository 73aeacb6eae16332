import type { Settings } from '@preload/contract'
import { PHRASES, SENTENCES, type Template } from './catalog'

export type Language = Settings['language']

interface Compiled {
  /** the English around the placeholders: one more piece than there are slots */
  pieces: string[]
  /** each placeholder's name and kind, in the order they appear in the English */
  slots: { name: string; kind: string | null }[]
  de: string
}

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g

/** `You have no {card} in your hand.` becomes pieces ['You have no ', ' in your hand.']. */
export function compile(template: Template): Compiled {
  const slots: Compiled['slots'] = []
  const pieces: string[] = []
  let last = 0
  for (const match of template.en.matchAll(PLACEHOLDER)) {
    pieces.push(template.en.slice(last, match.index))
    slots.push({ name: match[1] ?? '', kind: match[2] ?? null })
    last = match.index + match[0].length
  }
  pieces.push(template.en.slice(last))
  return { pieces, slots, de: template.de }
}

const compiledSentences = SENTENCES.map(compile)
const compiledPhrases = new Map(
  Object.entries(PHRASES).map(([kind, list]) => [kind, list.map(compile)]),
)

/** English digit groups ("1,500", from toLocaleString('en-US')) in the German way ("1.500"). */
function germanNumber(text: string): string | null {
  return /^-?\d{1,3}(?:,\d{3})*$/.test(text) ? text.replace(/,/g, '.') : null
}

/** Sentences joined by spaces (a deck's problems): each one translated, or none at all. */
function germanSentences(text: string): string | null {
  const parts = text.split(/(?<=[.!?])\s+/)
  const translated = parts.map((part) => germanOf(part, compiledSentences))
  return translated.every((t): t is string => t !== null) ? translated.join(' ') : null
}

function germanSlot(text: string, kind: string | null): string | null {
  if (kind === null) return text
  if (kind === 'n') return germanNumber(text)
  if (kind === 'sentences') return germanSentences(text)
  const phrases = compiledPhrases.get(kind)
  return phrases ? germanOf(text, phrases) : null
}

/**
 * The values of `template`'s placeholders in `text`, each already in German, or null. Tries
 * every way of cutting the text between the English pieces (shortest first), because a
 * placeholder that translates ("Your save in slot 2" + "was damaged") may need a later cut
 * than the first one that fits the words.
 */
function fill(text: string, template: Compiled): Map<string, string> | null {
  const { pieces, slots } = template
  const first = pieces[0] ?? ''
  if (!text.startsWith(first)) return null
  const values = new Map<string, string>()
  const from = (slot: number, at: number): boolean => {
    if (slot === slots.length) return at === text.length
    const after = pieces[slot + 1] ?? ''
    const last = slot === slots.length - 1
    for (let end = at + 1; end <= text.length - after.length; end++) {
      if (last && end !== text.length - after.length) continue
      if (!text.startsWith(after, end)) continue
      const { name, kind } = slots[slot] ?? { name: '', kind: null }
      const german = germanSlot(text.slice(at, end), kind)
      if (german === null) continue
      values.set(name, german)
      if (from(slot + 1, end + after.length)) return true
    }
    return false
  }
  return from(0, first.length) ? values : null
}

/** The German of `text` by the first template that matches it whole, or null. */
function germanOf(text: string, templates: readonly Compiled[]): string | null {
  for (const template of templates) {
    const values = fill(text, template)
    if (values) return template.de.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '')
  }
  return null
}

/**
 * A sentence main sends the player, in the player's language. English passes through; a
 * sentence with no German template also stays English (better a readable English line than
 * none), and nothing is logged: the catalog's completeness test is where gaps are caught.
 */
export function translateMessage(text: string, language: Language): string {
  if (language === 'en') return text
  return germanOf(text, compiledSentences) ?? text
}

/** Whether a German template matches `text` (the completeness test uses it). */
export function hasGerman(text: string): boolean {
  return germanOf(text, compiledSentences) !== null
}
