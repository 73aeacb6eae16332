import { cardInfo, type CardCode } from '@main/engine'

/**
 * The campaign's money (docs/campaign.md). Seed 000 prices plus and minus cards at 5,000 and
 * flip cards at 20,000; gold cards are a house choice, dearer because they are rarer.
 */

/**
 * What a new profile starts with. Enough for two plain cards (say -1 and -2) on day one, so the
 * first purchase is a real choice, but far from a flip card: those are earned in the cantinas.
 */
export const STARTING_CREDITS = 10_000

/** What the merchants pay back for a card, as a fraction of its list price. */
export const BUY_BACK_FRACTION = 0.4

const GOLD_PRICES: Readonly<Partial<Record<CardCode, number>>> = {
  D: 45_000,
  F24: 60_000,
  F36: 60_000,
  T24: 40_000,
  T36: 40_000,
  T15: 40_000,
  TB: 75_000,
}

/** A card's list price in credits. Every merchant sells at list price; only stock differs. */
export function cardPrice(code: CardCode): number {
  const info = cardInfo(code)
  switch (info.kind) {
    case 'plus':
    case 'minus':
      return 5_000
    case 'flip':
      return 20_000
    default:
      return GOLD_PRICES[code] ?? 75_000
  }
}

/**
 * Cards no merchant sells: they come only as prizes from the late champions and circuit
 * players, which is what makes those wins worth chasing.
 */
export const PRIZE_ONLY: readonly CardCode[] = ['±6', 'F24', 'F36', 'T15', 'TB']

/** The starter collection a new profile gets: two each of +1..+5. */
export const STARTER_COLLECTION: readonly CardCode[] = [
  '+1',
  '+1',
  '+2',
  '+2',
  '+3',
  '+3',
  '+4',
  '+4',
  '+5',
  '+5',
]
