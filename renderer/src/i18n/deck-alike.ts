/**
 * Deck names are unique as the player reads them: a rename or a save under a name another deck
 * shows is refused here, on the screen, where the names are worded in the player's language
 * (main refuses only a name stored twice, errors.deck.nameTaken). Older saves, made before the
 * rule, may still hold two decks read alike: lists tell those apart by a number.
 */
import { sameName } from '@common/players'
import { messages } from './index'
import type { Wordable } from './words'

/** A saved deck as its name is read: its id, its name as stored, and its starter flag. */
export interface NamedDeck {
  id: string
  name: string
  starter?: boolean
}

/** The starter deck's name in every language the game has. */
export const STARTER_NAMES: readonly string[] = Object.values(messages).map(
  (words) => words.common.starterDeck,
)

/**
 * Why the deck `id` (null: one never saved) cannot be named `name`, or null when it can: another
 * deck shows that name now (`shown`), or it is the untouched starter's name in some language,
 * which a later switch of language would show beside it ("Startdeck" by the Startdeck).
 */
export function nameRefusal(
  name: string,
  id: string | null,
  decks: readonly NamedDeck[],
  shown: (deck: NamedDeck) => string,
  starterNames: readonly string[] = STARTER_NAMES,
): Wordable | null {
  const others = decks.filter((deck) => deck.id !== id)
  const taken = others.find((deck) => sameName(shown(deck), name))
  if (taken) {
    const deck = { name: taken.name, starter: taken.starter === true }
    return { key: 'errors.deck.nameTaken', params: { deck } }
  }
  const starter = others.some((deck) => deck.starter === true)
  if (starter && starterNames.some((other) => sameName(other, name)))
    return { key: 'screens.collection.nameStarterElsewhere', params: { name: name.trim() } }
  return null
}

/**
 * Each deck's name for a list, by id: as shown, and where names repeat as the player reads
 * them, the second and later in the order given numbered ("Aggro (2)"). Numbered over the whole
 * collection, so a deck carries the same number in every list, a picker's few included.
 */
export function namesApart(
  decks: readonly NamedDeck[],
  shown: (deck: NamedDeck) => string,
  nth: (name: string, n: number) => string,
): Map<string, string> {
  const numbers = numbersApart(decks, shown)
  const names = new Map<string, string>()
  for (const deck of decks) {
    const n = numbers.get(deck.id) ?? 1
    names.set(deck.id, n === 1 ? shown(deck) : nth(shown(deck), n))
  }
  return names
}

/**
 * Each deck's number among the decks read as it is, by id: 1 for the first of a name (shown
 * without one), 2 for the second, and on; what `namesApart` writes after a repeated name.
 */
export function numbersApart(
  decks: readonly NamedDeck[],
  shown: (deck: NamedDeck) => string,
): Map<string, number> {
  const seen: string[] = []
  const numbers = new Map<string, number>()
  for (const deck of decks) {
    const name = shown(deck)
    numbers.set(deck.id, seen.filter((earlier) => sameName(earlier, name)).length + 1)
    seen.push(name)
  }
  return numbers
}
