import { graphemes } from './name-length'

/*
 * Where a long one-word name may break. A save, a deck and a hot-seat seat may be named by one
 * word of 24 or 32 letters, longer than some places that show it are wide. Electron ships no
 * hyphenation dictionaries on Windows and Linux, so `hyphens: auto` does nothing there, and
 * `overflow-wrap: anywhere` alone broke "Donaudampfschifffahrtska / pitän" with no mark, which
 * read as two words. A soft hyphen (U+00AD) offers the browser a break that it marks with a
 * hyphen, and draws nothing where the word does not break. Without a dictionary the places are
 * guessed by syllables: a break before the consonants that can start one (the "fl" of
 * "Kessel-flicker", the "sch" of "dampf-schiff"), between the parts of a name written in camel
 * case ("Dark-Slayer") and between its letters and its digits. NameWords.vue draws the text
 * with them and keeps the name a screen reader hears and a copy takes as typed.
 */

/** The mark the browser draws as a hyphen only where a word breaks there. */
export const SOFT_HYPHEN = '\u00ad'

/**
 * A word this many characters long or longer is offered breaks. A shorter one fits on a line of
 * its own in every place that shows a name (the header's over the credits is the narrowest, some
 * 13 capitals), and a break offered in it would be taken where none is needed: the browser fills
 * a line before it moves a word on, so "Wernher von Kesselbrandt" read "Wernher von Kessel- /
 * brandt" where "Wernher von / Kesselbrandt" fitted.
 */
const LONG_WORD = 16

/** Characters kept together at a word's start and end: a break leaves no fewer on a line. */
const EDGE = 3

/** The fewest letters a part of a word has between breaks (a syllable, a camel case part). */
const PART = 2

/** A stretch longer than this with no syllable to break at (no vowels found) is cut evenly. */
const LONGEST_STRETCH = 12

/** Consonants written together for one sound: never split, and counted as one. */
const JOINED = ['sch', 'ch', 'ck', 'ph', 'th', 'sh']

/**
 * Clusters that may start a syllable in English and German, so a break goes before them
 * ("Kes-sel-fli-cker", "dampf-schiff"). Clusters starting with an s other than "sch" are left
 * out: in German a compound's joining s ends a part ("Handels-kammer", not "Handel-skammer").
 */
const ONSETS = new Set([
  ...['bl', 'br', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl', 'gr', 'kl', 'kn', 'kr', 'pl', 'pr'],
  ...['tr', 'tw', 'wr', 'zw', 'pf', 'pfl', 'pfr', 'chr', 'phr', 'thr', 'shr'],
  ...['schl', 'schm', 'schn', 'schr', 'schw'],
])

/** Whether a character is a vowel, accents and umlauts included (Latin and Cyrillic). */
function isVowel(character: string): boolean {
  const base = character.normalize('NFD').toLowerCase()
  return /^[aeiouyæøœаеёиоуыэюяіє]/u.test(base)
}

const isLetter = (character: string): boolean => /^\p{L}/u.test(character)
const isUpper = (character: string): boolean => /^\p{Lu}/u.test(character)
const isLower = (character: string): boolean => /^\p{Ll}/u.test(character)

/** The consonants between two vowels as the units a break may fall between ("sch" is one). */
function units(cluster: string[]): string[] {
  const out: string[] = []
  let at = 0
  while (at < cluster.length) {
    const rest = cluster.slice(at).join('').toLowerCase()
    const joined = JOINED.find(
      (unit) => rest.startsWith(unit) && unit.length <= cluster.length - at,
    )
    const size = joined ? joined.length : 1
    out.push(cluster.slice(at, at + size).join(''))
    at += size
  }
  return out
}

/** How many of a cluster's characters stay before the break: the longest onset goes after it. */
function keptBefore(cluster: string[]): number {
  const parts = units(cluster)
  for (let from = 0; from < parts.length - 1; from++) {
    if (ONSETS.has(parts.slice(from).join('').toLowerCase()))
      return parts.slice(0, from).join('').length
  }
  return cluster.length - (parts[parts.length - 1] ?? '').length
}

/** The syllable breaks inside a run of letters of one case pattern, as offsets into it. */
function syllableBreaks(letters: string[]): number[] {
  const breaks: number[] = []
  let at = 0
  // skip to the end of the first vowel group
  while (at < letters.length && !isVowel(letters[at]!)) at++
  while (at < letters.length && isVowel(letters[at]!)) at++
  while (at < letters.length) {
    const start = at
    while (at < letters.length && !isVowel(letters[at]!)) at++
    if (at >= letters.length) break
    const cluster = letters.slice(start, at)
    // graphemes: a cluster's characters are counted one by one, as `letters` are
    const kept = countGraphemes(cluster.join('').slice(0, keptBefore(cluster)))
    const after = start + kept
    if (after >= PART && after <= letters.length - PART) breaks.push(after)
    while (at < letters.length && isVowel(letters[at]!)) at++
  }
  return breaks
}

const countGraphemes = (text: string): number => Array.from(graphemes.segment(text)).length

/** What a character is, for where a word's parts meet: a letter, a digit, or anything else. */
function kind(character: string): 'letter' | 'digit' | 'other' {
  if (isLetter(character)) return 'letter'
  return /^\p{N}/u.test(character) ? 'digit' : 'other'
}

/** The breaks offered in one word (its characters a player sees), as offsets into it. */
function wordBreaks(characters: string[]): number[] {
  const found = new Set<number>()
  let runStart = 0
  for (let at = 1; at <= characters.length; at++) {
    const before = characters[at - 1]!
    const here = characters[at]
    const camel = here !== undefined && isLower(before) && isUpper(here) && at - runStart >= PART
    if (here !== undefined && !camel && kind(before) === kind(here)) continue
    // a run of one kind ends here: letters get their syllables' breaks
    const run = characters.slice(runStart, at)
    if (kind(run[0]!) === 'letter') for (const b of syllableBreaks(run)) found.add(runStart + b)
    // a camel case part, or letters meeting digits, is a break of its own ("Dark-Slayer-2000")
    if (here !== undefined && (camel || (kind(before) !== 'other' && kind(here) !== 'other')))
      found.add(at)
    runStart = at
  }
  const kept = [...found]
    .filter((at) => at >= EDGE && at <= characters.length - EDGE)
    .sort((a, b) => a - b)
  return evenOut(kept, characters.length)
}

/** Adds breaks through a stretch too long to fit anywhere (no syllables found in it). */
function evenOut(breaks: number[], length: number): number[] {
  const out: number[] = []
  let from = 0
  for (const to of [...breaks, length]) {
    const span = to - from
    if (span > LONGEST_STRETCH) {
      const pieces = Math.ceil(span / (LONGEST_STRETCH * (2 / 3)))
      for (let piece = 1; piece < pieces; piece++)
        out.push(from + Math.round((span * piece) / pieces))
    }
    if (to < length) out.push(to)
    from = to
  }
  return out
}

/**
 * `text` with a soft hyphen at each place a word of LONG_WORD characters or more may break
 * (see above); shorter words, and the spaces between words, are left as they are. With `names`
 * (a sentence that names players, "Donaudampfschifffahrtska ist am Zug"), only the words that
 * hold a long word of one of those names: the game's own words wrap as they always have.
 */
export function nameBreaks(text: string, names?: readonly string[]): string {
  const named = names?.flatMap((name) => name.split(/\s+/u)).filter((w) => w.length >= LONG_WORD)
  return text.replace(/\S+/gu, (word) => {
    const characters = Array.from(graphemes.segment(word), (part) => part.segment)
    if (characters.length < LONG_WORD || word.includes(SOFT_HYPHEN)) return word
    if (named && !named.some((part) => word.includes(part))) return word
    const breaks = new Set(wordBreaks(characters))
    return characters.map((c, at) => (breaks.has(at) ? SOFT_HYPHEN + c : c)).join('')
  })
}
