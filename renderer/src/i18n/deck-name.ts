import { useI18n } from 'vue-i18n'
import { MAX_DECK_NAME } from '@common/decks'
import { sameName, withoutRefused } from '@common/players'

/**
 * A saved deck's name as the player sees it. A new profile's first deck carries a starter flag
 * (main/services/profile/new-profile.ts) until the player renames it; while it does, its name
 * is shown in the language of the moment. Any name the player gives is theirs and is shown as
 * written, even one that reads "Starter deck".
 */
export function deckNameIn(
  t: (key: string) => string,
): (deck: { name: string; starter?: boolean }) => string {
  return (deck) => (deck.starter === true ? t('common.starterDeck') : deck.name)
}

/** For a component's setup: follows the language as it switches. */
export function useDeckName(): (deck: { name: string; starter?: boolean }) => string {
  const { t } = useI18n()
  return deckNameIn((key) => t(key))
}

/** Wording for the names below: a key with the name, a number and, for a copy, the rules. */
type NameWords = (key: string, params: { name: string; n: number; rules?: string }) => string

/**
 * A copy's name, "<name> (copy)" in the language of the moment, "<name> (copy 2)" and on if the
 * player's decks (`taken`, as shown) already hold that name. The original is shortened so the
 * whole, its suffix kept whole, stays within a deck name's limit. Words belong to the screen: main
 * stores what it is given.
 */
export function copyNameIn(t: NameWords): (name: string, taken?: readonly string[]) => string {
  const key = (n: number): string =>
    n === 1 ? 'screens.collection.copyName' : 'screens.collection.copyNameNth'
  return (name, taken = []) => unusedName((n) => fitted(t, key(n), name, n), taken)
}

/**
 * A name the screen gives by default (New deck, Imported deck), numbered ("Imported deck 2") if
 * the player's decks (`taken`, as shown) already hold it, so two are never listed alike.
 */
export function defaultNameIn(t: NameWords): (name: string, taken: readonly string[]) => string {
  return (name, taken) =>
    unusedName((n) => (n === 1 ? name : fitted(t, 'screens.collection.nameNth', name, n)), taken)
}

/**
 * The name of a deck copied for other rules, "<name> (Cantina)", "<name> (Cantina 2)" and on if
 * the player's decks (`taken`, as shown) already hold it; shortened to a deck name's limit.
 */
export function rulesCopyNameIn(
  t: NameWords,
): (name: string, rules: string, taken: readonly string[]) => string {
  const key = (n: number): string =>
    n === 1 ? 'common.deckPicker.copyName' : 'common.deckPicker.copyNameNth'
  return (name, rules, taken) => unusedName((n) => fitted(t, key(n), name, n, { rules }), taken)
}

/** The first of `nth(1)`, `nth(2)`… that no name in `taken` is, as a player would read them. */
export function unusedName(nth: (n: number) => string, taken: readonly string[]): string {
  let n = 1
  while (taken.some((name) => sameName(name, nth(n)))) n++
  return nth(n)
}

/** `name` worded by `key` (with `more` words), shortened first so the whole fits a deck name's limit. */
function fitted(
  t: NameWords,
  key: string,
  name: string,
  n: number,
  more: { rules?: string } = {},
): string {
  const room = MAX_DECK_NAME - [...t(key, { ...more, name: '', n })].length
  // a name to keep, not a line to show: no isolation marks, nor anything else main refuses in
  // a name (an older save's deck name may hold a zero-width space)
  return withoutRefused(t(key, { ...more, name: shortened(name, room), n }))
}

/**
 * The start of `name` that fits `room` characters, cut after a whole word where it can be: a
 * name cut mid-word ("Plus Six Dreams of a ve") reads as a typo, one word short does not.
 */
export function shortened(name: string, room: number): string {
  const chars = [...name.trim()]
  if (chars.length <= room) return chars.join('')
  const cut = chars.slice(0, room).join('')
  const next = chars[room] ?? ''
  const whole = /\s/u.test(next) ? cut : cut.replace(/\s+\S*$/u, '')
  // no space to go back to (one long word): cut it, there is no better place
  return whole.replace(/[\s\p{Pd},;:]+$/u, '') || cut.trim()
}
