import type {
  CardCode,
  DeckCheck,
  DeckFromCollection,
  RulesetId,
  SavedDeck,
} from '@preload/contract'
import { MAX_DECK_NAME } from '@common/decks'
import { RULESET_IDS, RULESETS } from '@common/rulesets'
import { sameName } from '@common/players'
import { message, type Message } from '@common/messages'
import { decodeDeck, encodeDeck, ShareCodeError } from '@main/engine'
import { MAX_DECK_CARDS, MAX_DECKS, type ProfileData, type StoredDeck } from '@main/store'
import { refuse, refuseWith } from '../errors'
import { cleanName, type NameRefusals } from '../names'
import type { Profiles } from '../profile/profiles'
import { deckFromCollection } from './from-collection'
import { deckProblems } from './problems'
import { isStarterDeck } from '../profile/new-profile'

/** How a deck's name is refused (it may have 1..MAX_DECK_NAME characters). */
const DECK_NAME: NameRefusals = {
  missing: message('errors.deck.nameMissing'),
  tooLong: message('errors.deck.nameTooLong', { max: MAX_DECK_NAME }),
  character: ({ fault, code }) => message('errors.deck.nameCharacter', { char: fault, code }),
}

function checkLength(cards: readonly CardCode[]): void {
  if (cards.length > MAX_DECK_CARDS)
    refuse('invalid-deck', 'errors.deck.tooManyCards', { count: cards.length })
}

/**
 * What every saved deck keeps, even one being built (checked again when a save is loaded):
 * its length, and at most one tiebreaker, since only one exists in a collection.
 */
function checkStorable(cards: readonly CardCode[]): void {
  checkLength(cards)
  if (cards.filter((card) => card === 'TB').length > 1)
    refuse('invalid-deck', 'errors.deck.twoTiebreakers')
}

/** A stored deck as the screens get it, with its problems in this profile and its starter flag. */
export function savedDeck(profile: ProfileData, deck: StoredDeck): SavedDeck {
  return {
    id: deck.id,
    name: deck.name,
    rules: deck.rules,
    cards: [...deck.cards],
    active: deck.active,
    starter: isStarterDeck(deck),
    problems: deckProblems(profile, deck.rules, deck.cards),
  }
}

/** Why a share code cannot be read, for the player. */
function shareCodeMessage(error: ShareCodeError): Message {
  const problem = error.problem
  switch (problem.reason) {
    case 'not-a-share-code':
      return { key: 'errors.deck.notShareCode' }
    case 'too-long':
      return { key: 'errors.deck.shareCodeTooLong' }
    case 'cut-short':
      return { key: 'errors.deck.shareCodeCut' }
    case 'no-cards':
      return { key: 'errors.deck.shareCodeEmpty' }
    case 'typo':
      return { key: 'errors.deck.shareCodeTypo' }
    case 'unknown-card':
      return { key: 'errors.deck.shareCodeUnknownCard', params: { letter: problem.letter } }
  }
}

/**
 * Refuses `name` when another of the profile's decks (not `id`) is stored under it, as a player
 * would read the two: a second window or a tool must not make two decks listed alike. The
 * screen also compares the names as shown in each language (renderer/src/i18n/deck-name.ts).
 */
function checkUnused(profile: ProfileData, name: string, id: string | null = null): void {
  const other = profile.decks.find((deck) => deck.id !== id && sameName(deck.name, name))
  if (other)
    refuse('conflict', 'errors.deck.nameTaken', {
      deck: { name: other.name, starter: isStarterDeck(other) },
    })
}

function find(profile: ProfileData, id: string): StoredDeck {
  const deck = profile.decks.find((d) => d.id === id)
  if (!deck) refuse('not-found', 'errors.deck.notFound')
  return deck
}

/**
 * Saved side decks. A deck may be saved with problems (a deck being built); the problems are
 * listed with it and a campaign match refuses it until they are gone.
 */
export class Decks {
  constructor(private readonly profiles: Profiles) {}

  /** The profile's decks, each with what keeps it off the table. */
  list(): SavedDeck[] {
    const profile = this.profiles.require()
    return profile.decks.map((deck) => savedDeck(profile, deck))
  }

  /** A deck's problems without saving it; the cards owned count only once a profile is loaded. */
  check(rules: RulesetId, cards: CardCode[]): DeckCheck {
    checkLength(cards)
    const problems = deckProblems(
      this.profiles.current() ? this.profiles.require() : null,
      rules,
      cards,
    )
    return { ok: problems.length === 0, problems }
  }

  /** A deck for `rules` of the player's own cards, as close to `keep` as the rules allow. */
  fromCollection(rules: RulesetId, keep: CardCode[]): DeckFromCollection {
    checkLength(keep)
    return deckFromCollection(this.profiles.require(), rules, keep)
  }

  /**
   * Saves a new deck, problems and all (it may be half built); refuses a bad name or one another
   * deck has, too many cards, two tiebreakers or a deck past MAX_DECKS. A profile's first deck
   * becomes the active one.
   */
  create(name: string, rules: RulesetId, cards: CardCode[]): Promise<SavedDeck> {
    const clean = cleanName(name, MAX_DECK_NAME, DECK_NAME)
    checkStorable(cards)
    return this.profiles.mutate((profile) => this.add(profile, clean, rules, cards))
  }

  /** Saves a deck's new cards, and its ruleset if given; problems are listed, not refused. */
  update(id: string, cards: CardCode[], rules?: RulesetId): Promise<SavedDeck> {
    checkStorable(cards)
    return this.profiles.mutate((profile) => {
      const deck = find(profile, id)
      deck.cards = [...cards]
      if (rules) deck.rules = rules
      return savedDeck(profile, deck)
    })
  }

  /**
   * Saves a deck's new name, refused when another deck has it; a renamed starter stops being
   * worded in the player's language.
   */
  rename(id: string, name: string): Promise<SavedDeck> {
    const clean = cleanName(name, MAX_DECK_NAME, DECK_NAME)
    return this.profiles.mutate((profile) => {
      const deck = find(profile, id)
      checkUnused(profile, clean, id)
      deck.name = clean
      // the name is the player's now, shown as written in every language
      deck.starter = false
      return savedDeck(profile, deck)
    })
  }

  /** A copy of a deck under the name the screen chose (worded in the player's language). */
  duplicate(id: string, name: string): Promise<SavedDeck> {
    const clean = cleanName(name, MAX_DECK_NAME, DECK_NAME)
    return this.profiles.mutate((profile) => {
      const deck = find(profile, id)
      return this.add(profile, clean, deck.rules, deck.cards, false)
    })
  }

  /** Deletes a deck, refusing the open match's; the first deck left becomes the active one. */
  delete(id: string): Promise<void> {
    return this.profiles.mutate((profile) => {
      const deck = find(profile, id)
      if (profile.match?.deckId === id) {
        refuse('conflict', 'errors.deck.inMatch')
      }
      profile.decks = profile.decks.filter((d) => d !== deck)
      const first = profile.decks[0]
      if (deck.active && first) first.active = true
    })
  }

  /** Saves this deck as the one matches offer first (any deck, even one with problems). */
  setActive(id: string): Promise<SavedDeck> {
    return this.profiles.mutate((profile) => {
      const deck = find(profile, id)
      for (const d of profile.decks) d.active = d === deck
      return savedDeck(profile, deck)
    })
  }

  /**
   * The share code of a whole deck's cards, saved or not: the builder asks for the cards on its
   * bench, so the code a player copies is always the deck on the screen. Saves nothing. Refuses a
   * list short of a deck of any ruleset (its code would import as a deck that needs work) or
   * longer than one, and one the import would refuse (two tiebreakers).
   */
  exportDeck(cards: CardCode[]): { shareCode: string } {
    checkStorable(cards)
    const sizes = RULESET_IDS.map((id) => RULESETS[id].deck.size)
    const size = Math.min(...sizes)
    if (cards.length < size)
      refuse('invalid-deck', 'errors.deck.shareShort', { size, count: cards.length })
    if (cards.length > Math.max(...sizes))
      refuse('invalid-deck', 'errors.deck.tooManyCards', { count: cards.length })
    return { shareCode: encodeDeck(cards) }
  }

  /** Saves a new deck from a share code; refuses as `create` does, or says why the code is bad. */
  importDeck(shareCode: string, name: string, rules: RulesetId): Promise<SavedDeck> {
    const clean = cleanName(name, MAX_DECK_NAME, DECK_NAME)
    let cards: CardCode[]
    try {
      cards = decodeDeck(shareCode)
    } catch (error) {
      if (error instanceof ShareCodeError) refuseWith('invalid-deck', shareCodeMessage(error))
      throw error
    }
    checkStorable(cards)
    return this.profiles.mutate((profile) => this.add(profile, clean, rules, cards))
  }

  private add(
    profile: ProfileData,
    name: string,
    rules: RulesetId,
    cards: readonly CardCode[],
    active?: boolean,
  ): SavedDeck {
    if (profile.decks.length >= MAX_DECKS) {
      refuse('rejected', 'errors.deck.tooMany', { max: MAX_DECKS })
    }
    checkUnused(profile, name)
    const deck: StoredDeck = {
      id: `deck-${profile.nextId++}`,
      name,
      rules,
      cards: [...cards],
      // The first deck a player keeps is the one they play with.
      active: active ?? profile.decks.length === 0,
    }
    profile.decks.push(deck)
    return savedDeck(profile, deck)
  }
}
