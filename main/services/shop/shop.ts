import type { CardCode, Merchant, Purchase, StakeAhead } from '@preload/contract'
import { message, type Message } from '@common/messages'
import { RULESETS } from '@main/engine'
import type { ProfileData } from '@main/store'
import { changeCards, collectionOf, owned } from '../collection'
import { refuse, refuseWith, type RefusalCode } from '../errors'
import type { Profiles } from '../profile/profiles'
import { changeCredits } from '../wallet'
import { checkProfileFeats } from '../feats'
import { MERCHANTS } from '../campaign/content'
import {
  buyBackOffer,
  isUnlocked,
  merchantById,
  merchantsFor,
  merchantView,
  stakeAhead,
  stockLeft,
  type MerchantDef,
} from '../world'
import { isLentDeck } from '@common/decks'

const SIDE_DECK_SIZE = RULESETS.classic.deck.size

/** Every card some merchant of the campaign stocks: what a player can buy back, somewhere. */
const STOCKED: ReadonlySet<CardCode> = new Set(
  MERCHANTS.flatMap((merchant) => merchant.stock.map((line) => line.card)),
)

/**
 * The merchants of the locations the player has unlocked. Prices come only from the campaign
 * content; the renderer names a merchant and a card, never an amount. A purchase debits the
 * credits and adds the card in one saved step, so one never happens without the other.
 */
export class Shop {
  constructor(private readonly profiles: Profiles) {}

  /** The merchants of the unlocked locations, with what is left and what each refuses to buy. */
  list(): Merchant[] {
    const profile = this.profiles.require()
    return merchantsFor(profile.campaign).map((def) => view(profile, def))
  }

  /**
   * Buys one card at the merchant's price, saved with the debit; refuses a card sold out or not
   * stocked, a locked merchant, or spending the credits staked on the open match.
   */
  buy(merchantId: string, card: CardCode): Promise<Purchase> {
    return this.profiles.mutate((profile, at) => {
      const def = this.open(profile, merchantId)
      const item = def.stock.find((line) => line.card === card)
      if (!item) refuse('not-found', 'errors.shop.notSold', { merchant: def.name, card })
      const sold = profile.merchantSales[def.id]?.[card] ?? 0
      if (item.stock !== null && sold >= item.stock)
        refuse('rejected', 'errors.shop.soldOut', { merchant: def.name, card })
      // Credits staked on the match in progress are not the player's to spend until it ends.
      const staked = profile.match?.wager ?? 0
      const have = profile.wallet.credits
      if (have - item.price < staked) {
        if (staked > 0)
          refuse('insufficient-credits', 'errors.shop.staked', {
            card,
            price: item.price,
            staked,
            have,
          })
        refuse('insufficient-credits', 'errors.shop.tooDear', { card, price: item.price, have })
      }
      const merchant = def.name
      changeCredits(
        profile,
        -item.price,
        'purchase',
        message('ledger.bought', { card, merchant }),
        at,
      )
      changeCards(profile, card, 1, 'purchase', message('cardLog.bought', { merchant }), at)
      profile.merchantSales[def.id] = { ...profile.merchantSales[def.id], [card]: sold + 1 }
      return { ...this.purchase(profile, def), achievements: checkProfileFeats(profile, at) }
    })
  }

  /** Sells one card for the merchant's buy-back offer, saved; refuses what `sellRefusal` says. */
  sell(merchantId: string, card: CardCode): Promise<Purchase> {
    return this.profiles.mutate((profile, at) => {
      const def = this.open(profile, merchantId)
      const refusal = sellRefusal(profile, card, def)
      if (refusal) refuseWith(refusal.code, refusal.said)
      const pays = buyBackOffer(def, card)
      const merchant = def.name
      changeCards(profile, card, -1, 'sale', message('cardLog.sold', { merchant }), at)
      changeCredits(profile, pays, 'sale', message('ledger.sold', { card, merchant }), at)
      restock(profile, def, card)
      return { ...this.purchase(profile, def), achievements: checkProfileFeats(profile, at) }
    })
  }

  private open(profile: ProfileData, merchantId: string): MerchantDef {
    const def = merchantById(merchantId)
    if (!def) refuse('not-found', 'errors.shop.noSuchMerchant')
    if (!isUnlocked(profile.campaign, def.locationId)) {
      refuse('rejected', 'errors.shop.locked', { merchant: def.name })
    }
    return def
  }

  private purchase(profile: ProfileData, def: MerchantDef): Purchase {
    return {
      credits: profile.wallet.credits,
      collection: collectionOf(profile),
      merchant: view(profile, def),
      // a deal changes what the other merchants would take too (the last copy of a sold-out card)
      merchants: merchantsFor(profile.campaign).map((other) => view(profile, other)),
    }
  }
}

/**
 * A merchant who lists a card puts a copy sold to them back on their shelf, up to the stock they
 * list: a limited card sold back can be bought again there, at their price, not lost for good.
 */
function restock(profile: ProfileData, def: MerchantDef, card: CardCode): void {
  const sold = profile.merchantSales[def.id]?.[card] ?? 0
  if (sold > 0)
    profile.merchantSales[def.id] = { ...profile.merchantSales[def.id], [card]: sold - 1 }
}

/**
 * Whether some merchant would still have the card for sale after the player sold one to `buyer`:
 * the buyer if they list it (they take it back into stock), else any merchant with some left.
 * Locked merchants count: their shelves wait for the player, untouched.
 */
function forSaleAfterSale(profile: ProfileData, card: CardCode, buyer: MerchantDef): boolean {
  if (buyer.stock.some((line) => line.card === card)) return true
  return MERCHANTS.some((def) =>
    def.stock.some(
      (line) => line.card === card && stockLeft(line, profile.merchantSales[def.id] ?? {}) !== 0,
    ),
  )
}

/** The merchant as this player sees it: their stock, their prices, what may not be sold there. */
function view(profile: ProfileData, def: MerchantDef): Merchant {
  const shown = merchantView(def, profile.merchantSales[def.id] ?? {})
  const ahead = stakeAhead(profile.campaign)
  return {
    ...shown,
    stock: shown.stock.map((item) => ({ ...item, leavesShort: leavesShort(profile, item, ahead) })),
    unsellable: unsellableIn(profile, def),
    nowhereSold: nowhereSoldIn(profile, def),
    stakeAhead: ahead,
  }
}

/**
 * Whether buying `item` leaves less free to stake (the credits left, less the open match's
 * stake) than the table ahead's minimum: a new save's second 5,000 cr card leaves 0 cr, and the
 * question says so before the yes. False when it leaves enough, or cannot be bought at all.
 */
function leavesShort(
  profile: ProfileData,
  item: { price: number },
  ahead: StakeAhead | null,
): boolean {
  if (!ahead) return false
  const free = profile.wallet.credits - item.price - (profile.match?.wager ?? 0)
  return free >= 0 && free < ahead.stake
}

/**
 * The player's cards that, sold to this merchant, no merchant would have for sale (prizes, the
 * starter's, a limited card sold out everywhere that this merchant does not list): once sold, gone.
 */
function nowhereSoldIn(profile: ProfileData, def: MerchantDef): CardCode[] {
  return (Object.entries(collectionOf(profile)) as [CardCode, number][])
    .filter(([card, count]) => count > 0 && !forSaleAfterSale(profile, card, def))
    .map(([card]) => card)
}

/** Why each of the player's cards may not be sold to this merchant now. */
function unsellableIn(profile: ProfileData, def: MerchantDef): Merchant['unsellable'] {
  const unsellable: Merchant['unsellable'] = {}
  for (const [card, count] of Object.entries(collectionOf(profile)) as [CardCode, number][]) {
    if (count < 1) continue
    const refusal = sellRefusal(profile, card, def)
    if (refusal) unsellable[card] = refusal.said
  }
  return unsellable
}

/**
 * Why the player may not sell one of this card to this merchant now, or null when they may: the
 * one place the rule is kept, for the sale itself and for the shop that greys out what it would
 * refuse.
 */
function sellRefusal(
  profile: ProfileData,
  card: CardCode,
  buyer: MerchantDef,
): { code: RefusalCode; said: Message } | null {
  if (owned(profile, card) < 1)
    return { code: 'rejected', said: message('errors.collection.notOwned', { card }) }
  // The last copy of a card that, after the sale, no merchant would have for sale (a prize, the
  // starter's +1 and +2, a limited card sold out everywhere) could never be had again: the Card
  // Book would lose it and Collector could never be finished. A merchant who lists it takes it.
  if (owned(profile, card) === 1 && !forSaleAfterSale(profile, card, buyer)) {
    if (!STOCKED.has(card))
      return { code: 'rejected', said: message('errors.shop.lastUnstocked', { card }) }
    const takers = MERCHANTS.filter((def) => def.stock.some((line) => line.card === card))
    const merchants = takers.map((def) => def.name)
    return { code: 'rejected', said: message('errors.shop.lastSoldOut', { card, merchants }) }
  }
  // A player who sells below a full side deck could never sit at a table again, not even
  // the always-open one: the campaign must never dead-end.
  const total = Object.values(collectionOf(profile)).reduce((sum, n) => sum + (n ?? 0), 0)
  if (total <= SIDE_DECK_SIZE)
    return { code: 'rejected', said: message('errors.shop.keepDeck', { min: SIDE_DECK_SIZE }) }
  // A card dealt into the match in progress stays playable there: it cannot be sold too.
  const match = profile.match
  const inPlay =
    // a deck the house lent (its practice deck, its sampler) is none of the player's cards
    match && !isLentDeck(match.deckId)
      ? match.state.players[0].sideDeck.filter((code) => code === card).length
      : 0
  if (owned(profile, card) - 1 < inPlay)
    return { code: 'conflict', said: message('errors.shop.inMatch', { card }) }
  return null
}
