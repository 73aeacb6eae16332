import type { AiTier, CardCode, OpponentInfo, RulesetId } from '@preload/contract'
import type { TalkVoice } from '@common/talk'
import type { PortraitSpec } from '../campaign/types'
import { portrait } from '../world'

/**
 * The quick-match opponents: one house player per AI tier, with a deck that is legal in every
 * ruleset it may meet. No stakes, no campaign: a practice table.
 */
const HOUSE: Record<
  AiTier,
  { name: string; title: string; voice: TalkVoice; portrait: PortraitSpec }
> = {
  rookie: {
    name: 'Deckhand Wendel',
    title: 'Plays for fun, stands early, and never counts cards.',
    voice: 'nervous',
    portrait: { species: 'human', skin: '#c99a76', accent: '#4f7f9f', feature: 1 },
  },
  kotor: {
    name: 'The Table Droid',
    // under any ruleset: a quick match or the day's challenge may seat it at any table
    title: 'Plays by the old-timers’ rule of thumb, card for card.',
    voice: 'machine',
    portrait: { species: 'droid', skin: '#9aa7ad', accent: '#c9a227', feature: 0 },
  },
  veteran: {
    name: 'Captain Ondine Castell',
    title: 'A freighter captain who treats every hand card like fuel.',
    voice: 'stern',
    portrait: { species: 'horned', skin: '#b07c5e', accent: '#b53a32', feature: 2 },
  },
  master: {
    name: 'The Quiet Stranger',
    title: 'Nobody has seen them smile, or lose a match they meant to win.',
    voice: 'sly',
    portrait: { species: 'longhead', skin: '#5f8fa0', accent: '#1f3a44', feature: 3 },
  },
}

const HOUSE_DECKS: Record<RulesetId, CardCode[]> = {
  classic: ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±1', '±2'],
  cantina: ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±1', '±2'],
  tournament: ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
}

/**
 * The house's sampler for each ruleset: a few of the cards that make the ruleset its own (what a
 * new profile does not own yet) with a spread of plain cards to play them around, legal under the
 * ruleset's deck limits. Classic: the double, the tiebreaker and both gold flips; the tournament:
 * its three twists, its double (×2) and its held tiebreaker; the cantina has no gold cards, so its
 * flip cards, one of each as its limit allows.
 */
const SAMPLER_DECKS: Record<RulesetId, CardCode[]> = {
  classic: ['+2', '+3', '-2', '-3', '±1', '±3', 'D', 'F24', 'F36', 'TB'],
  tournament: ['+3', '+4', '-3', '-4', '±1', 'T24', 'T36', 'T15', 'D', 'TB'],
  cantina: ['+2', '+3', '-2', '-3', '±1', '±2', '±3', '±4', '±5', '±6'],
}

/** The id a quick match's house player of this tier has in the stats and the history. */
export function quickOpponentId(tier: AiTier): string {
  return `quick-${tier}`
}

/** The house players' faces as specs: a player's own face must not look like any of them. */
export function houseFaces(): PortraitSpec[] {
  return Object.values(HOUSE).map((house) => house.portrait)
}

/** The house player's name at this tier, without drawing their face (the stats' rows). */
export function quickName(tier: AiTier): string {
  return HOUSE[tier].name
}

/** The house player seated at this tier (quick matches, the daily), as the table shows them. */
export function quickOpponent(tier: AiTier): OpponentInfo {
  const house = HOUSE[tier]
  return {
    id: quickOpponentId(tier),
    name: house.name,
    title: house.title,
    tier,
    portrait: portrait(house.portrait),
    voice: house.voice,
  }
}

/** The house's practice deck for the rules: lent to the player, and the house players' own. */
export function quickDeck(rules: RulesetId): CardCode[] {
  return [...HOUSE_DECKS[rules]]
}

/** The house's sampler for the rules, lent like its practice deck (the opponents keep theirs). */
export function samplerDeck(rules: RulesetId): CardCode[] {
  return [...SAMPLER_DECKS[rules]]
}
