import { message } from '@common/messages'
import type { ProfileData } from '@main/store'
import { changeCards } from '../collection'
import { changeCredits } from '../wallet'
import { newProgress, STARTER_COLLECTION, STARTING_CREDITS } from '../world'

/**
 * The first deck's name as stored. The deck also carries `starter: true` until the player
 * renames it, and the renderer shows a starter deck's name in the player's language; a name
 * the player gave (even "Starter deck") is shown as written.
 */
export const STARTER_DECK_NAME = 'Starter deck'

/**
 * Whether a stored deck is the untouched starter deck. Saves from before the flag have none:
 * there the starter is the profile's first deck (every profile's first id is deck-1) while it
 * keeps the name main gave it.
 */
export function isStarterDeck(deck: { id: string; name: string; starter?: boolean }): boolean {
  return deck.starter ?? (deck.id === 'deck-1' && deck.name === STARTER_DECK_NAME)
}

/** The stats of a profile that has played nothing. */
export function emptyStats(): ProfileData['stats'] {
  return {
    matches: 0,
    matchesWon: 0,
    rounds: 0,
    roundsWon: 0,
    busts: 0,
    biggestPot: 0,
    byOpponent: {},
    byRuleset: {},
  }
}

/**
 * A new profile: the starting credits and the starter collection (two each of +1..+5), both
 * entered with the reason "start", a classic starter deck made of exactly those cards, and an
 * empty campaign.
 */
export function newProfile(name: string, at: string, portrait = 0): ProfileData {
  const profile: ProfileData = {
    name,
    portrait,
    createdAt: at,
    updatedAt: at,
    wallet: { credits: 0, ledger: [] },
    collection: {},
    cardLog: [],
    decks: [],
    nextId: 1,
    campaign: newProgress(),
    match: null,
    merchantSales: {},
    stats: emptyStats(),
  }
  changeCredits(profile, STARTING_CREDITS, 'start', { key: 'ledger.start' }, at)
  for (const card of STARTER_COLLECTION)
    changeCards(profile, card, 1, 'start', message('cardLog.start'), at)
  profile.decks.push({
    id: `deck-${profile.nextId++}`,
    name: STARTER_DECK_NAME,
    rules: 'classic',
    cards: [...STARTER_COLLECTION],
    active: true,
    starter: true,
  })
  return profile
}
