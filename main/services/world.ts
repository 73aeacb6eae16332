/**
 * The one place the services read the campaign (main/services/campaign): its content
 * (locations, opponents, merchants, prices, the starter kit) and its pure rules (availability,
 * wagers, settlement, the campaign view). The services add money, cards and files around them.
 */
import type { CampaignView, CardCode, Merchant, OpponentInfo } from '@preload/contract'
import { ALL_CARD_CODES } from '@main/engine'
import {
  campaignView,
  checkWager,
  locationById,
  locationsInOrder,
  merchantsFor,
  newCampaignProgress,
  opponentById,
  opponentUnavailable,
  rematchStake,
  settleCampaignMatch,
  stakeAhead,
  type CampaignSettlement,
} from './campaign/campaign'
import { MERCHANTS, OPPONENTS } from './campaign/content'
import { STARTER_COLLECTION, STARTING_CREDITS, cardPrice } from './campaign/economy'
import { portraitSvg } from './campaign/portrait'
import { voiceOf } from './campaign/voice'
import type {
  CampaignProgress,
  LocationDef,
  MerchantDef,
  OpponentDef,
  PortraitSpec,
} from './campaign/types'

export type { CampaignProgress, CampaignSettlement, LocationDef, MerchantDef, OpponentDef }
export {
  cardPrice,
  checkWager,
  merchantsFor,
  opponentById,
  opponentUnavailable,
  rematchStake,
  settleCampaignMatch,
  stakeAhead,
  STARTER_COLLECTION,
  STARTING_CREDITS,
}

/**
 * What the campaign screens read of a save: a ProfileData, typed apart because the renderer's
 * type check reaches this file (through the house players) and knows no store.
 */
interface SaveAtTables {
  campaign: CampaignProgress
  wallet: { credits: number }
  match: { wager: number } | null
}

/**
 * The campaign as this save's screens show it: each table's prize for a match begun now, from
 * the credits that start would leave (sitting down forfeits an open match and its stake).
 */
export function campaignOf(profile: SaveAtTables): CampaignView {
  const staked = profile.match?.wager ?? 0
  return campaignView(profile.campaign, Math.max(0, profile.wallet.credits - staked))
}

/** A new profile's campaign: the first cantina open, nobody beaten. */
export function newProgress(): CampaignProgress {
  return newCampaignProgress()
}

/** The whole campaign's content, for what surveys all of it (achievements, the card book). */
export function campaignContent(): {
  locations: readonly LocationDef[]
  opponents: readonly OpponentDef[]
  merchants: readonly MerchantDef[]
  starter: readonly CardCode[]
} {
  return {
    locations: locationsInOrder(),
    opponents: OPPONENTS,
    merchants: MERCHANTS,
    starter: STARTER_COLLECTION,
  }
}

/** A merchant, or undefined for an id the content does not have (the shop refuses it). */
export function merchantById(id: string): MerchantDef | undefined {
  return MERCHANTS.find((merchant) => merchant.id === id)
}

/** Whether the player has reached this cantina; false for an id the content no longer has. */
export function isUnlocked(progress: CampaignProgress, locationId: string): boolean {
  return progress.unlocked.includes(locationId) && locationById(locationId) !== undefined
}

/** The name of the furthest location the player has reached. */
export function furthestLocationName(progress: CampaignProgress): string {
  let furthest = locationsInOrder()[0]
  for (const location of locationsInOrder()) {
    if (progress.unlocked.includes(location.id)) furthest = location
  }
  return furthest?.name ?? ''
}

/** A face as a self-contained SVG (no ids, scripts, styles or url()), safe to put in the page. */
export function portrait(spec: PortraitSpec): string {
  return portraitSvg(spec)
}

/**
 * A campaign opponent as the table shows it, with its tempo (its pace there) where it has one
 * and the voice it talks in.
 */
export function opponentInfo(opponent: OpponentDef): OpponentInfo {
  const tempo = opponent.ai.personality?.tempo
  return {
    id: opponent.id,
    name: opponent.name,
    title: opponent.title,
    tier: opponent.ai.tier,
    portrait: portraitSvg(opponent.portrait),
    ...(tempo === undefined ? {} : { tempo }),
    voice: voiceOf(opponent),
  }
}

/**
 * A merchant as the shop shows it: stock lines less what this player has bought there (what
 * the player may not sell, or not buy back, is the shop's to add: it reads the player's cards
 * and match).
 */
export function merchantView(
  def: MerchantDef,
  sold: Partial<Record<CardCode, number>>,
): Omit<Merchant, 'unsellable' | 'nowhereSold' | 'stakeAhead'> {
  return {
    id: def.id,
    name: def.name,
    locationId: def.locationId,
    greeting: def.greeting,
    stock: def.stock.map((item) => ({
      card: item.card,
      price: item.price,
      stock: stockLeft(item, sold),
      // the shop's to judge: it knows the player's credits
      leavesShort: false,
    })),
    buyBackFraction: def.buyBackFraction,
    buyBackPrices: Object.fromEntries(
      ALL_CARD_CODES.map((card) => [card, buyBackOffer(def, card)]),
    ),
  }
}

/**
 * What is left of a stock line for this player (null: the merchant never runs out), from what
 * they have bought there less what they sold back: the one count the shop and the book show.
 */
export function stockLeft(
  item: MerchantDef['stock'][number],
  sold: Partial<Record<CardCode, number>>,
): number | null {
  return item.stock === null ? null : Math.max(0, item.stock - (sold[item.card] ?? 0))
}

/**
 * What a merchant pays for a card: a fraction of their own price, or of the list price for a
 * card they do not stock (prize cards included), so selling is always possible, never free money.
 */
export function buyBackOffer(def: MerchantDef, card: CardCode): number {
  const price = def.stock.find((line) => line.card === card)?.price ?? cardPrice(card)
  return Math.floor(price * def.buyBackFraction)
}
