import type { CardCode, RulesetId } from '@preload/contract'
import { isHouseSampler } from '@common/decks'
import type { DeckName } from '@common/messages'
import type { ProfileData, StoredDeck } from '@main/store'
import { rulesProblems } from '../decks/problems'
import { refuse } from '../errors'
import { isStarterDeck } from '../profile/new-profile'
import { quickDeck, samplerDeck } from './quick'

/**
 * The side deck a match is played with: one of the profile's saved decks, or one the house lends.
 * Its own part because every start that takes a deck (quick, campaign, each hot-seat seat) asks
 * the same questions of it, and the refusals must name the deck the same way in each.
 */

/** A deck as a start takes it: its id (null for the house's practice deck), name and cards. */
export interface PlayedDeck {
  id: string | null
  name: string | null
  cards: CardCode[]
}

/** A saved deck as a message names it (the renderer names the untouched starter in the language). */
export function named(deck: StoredDeck): DeckName {
  return { name: deck.name, starter: isStarterDeck(deck) }
}

/**
 * A deck the house lends for a quick match or hot-seat: its practice deck (null) or its sampler,
 * for the rules. Undefined for any other id: a saved deck's, looked up in the profile. The cards
 * stay the house's: nothing is added to the collection, and the shop does not count them.
 */
function lentDeck(
  deckId: string | null,
  rules: RulesetId,
): (PlayedDeck & { name: null }) | undefined {
  if (deckId === null) return { id: null, name: null, cards: quickDeck(rules) }
  if (isHouseSampler(deckId)) return { id: deckId, name: null, cards: samplerDeck(rules) }
  return undefined
}

/** A saved deck of the profile, by its id; refused as not found otherwise (null names none). */
export function storedDeck(profile: ProfileData, deckId: string | null): StoredDeck {
  const found = profile.decks.find((d) => d.id === deckId)
  if (!found) refuse('not-found', 'errors.deck.notFound')
  return found
}

/**
 * The deck a quick match or a hot-seat seat plays: lent by the house (lentDeck) or saved, and
 * playable under the rules, else refused with what the rules find wrong with it.
 */
export function playableDeck(
  profile: ProfileData,
  deckId: string | null,
  rules: RulesetId,
): PlayedDeck {
  const deck = lentDeck(deckId, rules) ?? storedDeck(profile, deckId)
  const problems = rulesProblems(rules, deck.cards)
  if (problems.length === 0) return deck
  if (deck.name === null) refuse('invalid-deck', 'errors.match.houseDeckUnplayable', { problems })
  refuse('invalid-deck', 'errors.match.deckUnplayable', { deck: named(deck), problems })
}
