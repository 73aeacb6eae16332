/**
 * The campaign's data shapes, shared by the content (content/*.ts), the campaign rules
 * (campaign.ts), the shop and the match service. Content is data; logic lives in campaign.ts.
 */
import type { CampaignLogEntry } from '@preload/contract'
import type { AiPlayer } from '@main/ai'
import type { CardCode, RulesetId } from '@main/engine'

export interface LocationDef {
  id: string
  /** the cantina's name, e.g. "The Rusted Anchor" */
  name: string
  planet: string
  /** one line of mood for the cantina screen */
  mood: string
  /** the music loop id (assets/sounds) */
  music: string
  merchantId: string
  /** 1-based place in the unlock order */
  order: number
  /** the title the player earns by beating this cantina's champion */
  championTitle: string
  /** how many of this cantina's other opponents the player must beat before the champion sits down */
  championAfter: number
}

/** Parameters for the generated SVG portrait (no image files: portraits are drawn from these). */
export interface PortraitSpec {
  /** the face's build: original designs, drawn by portrait.ts */
  species: 'human' | 'droid' | 'horned' | 'tailed' | 'bigeye' | 'scaled' | 'domed' | 'longhead'
  skin: string
  accent: string
  feature: number
}

export interface OpponentDef {
  id: string
  name: string
  /** one line of personality */
  title: string
  locationId: string
  rules: RulesetId
  ai: AiPlayer
  sideDeck: CardCode[]
  stake: { min: number; max: number }
  /** the table's cut of the winnings, 0..0.15 (seed 000's dealer takes 15%) */
  houseCut: number
  /** beating the champion unlocks the next location */
  champion: boolean
  /** what beating them the first time gives besides the stake (a bounty: it does not repeat) */
  prize: { credits: number; cards: CardCode[] }
  /**
   * credits the house pays on a win, stake or not, to a player who began the match holding
   * under `purseBelow` credits (the open table that keeps a broke player going, not a farm)
   */
  purse?: number
  /** the balance at the match's start from which the house stops paying the purse */
  purseBelow?: number
  portrait: PortraitSpec
}

export interface MerchantDef {
  id: string
  name: string
  locationId: string
  greeting: string
  stock: { card: CardCode; price: number; stock: number | null }[]
  /** what the merchant pays for a card, as a fraction of its price */
  buyBackFraction: number
}

/**
 * An earned champion title as saved: the cantina whose champion fell, or English from a save
 * before titles were kept by cantina that was no cantina's title, shown as written.
 */
export type EarnedTitle = { location: string } | { text: string }

/** The campaign part of a profile: plain JSON, saved with it. */
export interface CampaignProgress {
  /** location ids the player may visit */
  unlocked: string[]
  /** opponent id -> times beaten and lost to */
  records: Record<string, { won: number; lost: number }>
  /** earned titles, by cantina id (older saves' English that matched none: kept as text) */
  titles: EarnedTitle[]
  /** what happened, as data the renderer words (older saves hold English lines: kept as they are) */
  log: CampaignLogEntry[]
  /** true once the last champion has fallen; play goes on freely afterwards */
  finished: boolean
}
