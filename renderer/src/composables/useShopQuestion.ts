/**
 * What the shop's question says beside its yes: the purse and the card's copies now and after
 * the deal; for a buy that leaves the player short of the next table's stake, that it does (and
 * the free table's way back); for a sale whether the card is gone for good, whether this trader
 * restocks it, and which saved decks it leaves a card short. Its own part because these warnings
 * read the stores' state apart from the deal itself, which main decides.
 */
import { storeToRefs } from 'pinia'
import { computed, type ComputedRef, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { CardCode, Merchant } from '@preload/contract'
import { decksShortAfterSale } from '@/components/deck/short-decks'
import { useFormat } from '@/components/ui/format'
import { useListedDeckName } from '@/composables/useListedDeckName'
import { useFlavour } from '@/i18n/flavour'
import { useNames } from '@/i18n/names'
import { cardName } from '@/i18n/numbers'
import { useCollectionStore } from '@/stores/collection'
import { useProfileStore } from '@/stores/profile'
import { useShopStore } from '@/stores/shop'

/** A deal waiting for the player's yes. */
export interface PendingDeal {
  kind: 'buy' | 'sell'
  card: CardCode
  price: number
}

/** The words around the question about `pending` at `merchant`'s. */
export function useShopQuestion(
  pending: Ref<PendingDeal>,
  merchant: Ref<Merchant | null>,
): {
  sellWarning: ComputedRef<string | null>
  goneForGood: ComputedRef<string | null>
  restocks: ComputedRef<string | null>
  purseLine: ComputedRef<string>
  stakeShort: ComputedRef<string | null>
} {
  const { t } = useI18n()
  const format = useFormat()
  // the stall in the language's words ("Vessas Verkaufsstand")
  const flavour = useFlavour()
  const deckName = useListedDeckName()
  // the tables' players and cantinas in the line's case ("bei Marla Quince im Rusted Anchor")
  const names = useNames()
  const { credits } = storeToRefs(useProfileStore())
  const { owned, decks } = storeToRefs(useCollectionStore())
  const { merchants } = storeToRefs(useShopStore())

  /**
   * The saved decks the sale waiting for a yes would leave a card short, in words, or null: a
   * warning only, since the player may still sell (main decides whether the sale goes ahead).
   */
  const sellWarning = computed(() => {
    const deal = pending.value
    if (deal.kind !== 'sell') return null
    const short = decksShortAfterSale(decks.value, owned.value, deal.card)
    if (short.length === 0) return null
    const named = {
      // each name in the language's quotation marks, as a deck's name stands in any line
      decks: format.list(short.map((deck) => t('campaign.quote', { line: deckName(deck) }))),
      count: format.number(owned.value[deal.card] ?? 0),
      card: cardName(deal.card),
    }
    return t('screens.shop.sellLeavesShort', named, short.length)
  })

  /** Whether the card waiting to be sold is one no merchant sells: once sold, it is gone. */
  const goneForGood = computed((): string | null => {
    const deal = pending.value
    const here = merchant.value
    if (deal.kind !== 'sell' || !here?.nowhereSold.includes(deal.card)) return null
    const card = cardName(deal.card)
    // a trader who lists it has run out (only a trader the player reached can have): say so
    const listed = merchants.value.some((m) => m.stock.some((item) => item.card === deal.card))
    if (!listed) return t('screens.shop.sellGone', { card })
    return t('screens.shop.sellGoneSoldOut', { card, merchant: flavour.merchantName(here) })
  })

  /**
   * Whether this trader puts the card waiting to be sold back on their limited shelf (main's rule:
   * a trader who lists a card restocks it), said with their price, so a sold-out card is not lost.
   */
  const restocks = computed((): string | null => {
    const deal = pending.value
    const item = merchant.value?.stock.find((line) => line.card === deal.card)
    if (deal.kind !== 'sell' || !merchant.value || !item || item.stock === null) return null
    return t('screens.shop.sellRestocks', {
      merchant: flavour.merchantName(merchant.value),
      price: format.credits(item.price),
    })
  })

  /**
   * What the question says of the purse and the collection: the credits held and after the deal,
   * and the copies of the card owned now and after, for a sale as for a buy, so the player need
   * not do either sum.
   */
  const purseLine = computed((): string => {
    const deal = pending.value
    const held = credits.value ?? 0
    const buy = deal.kind === 'buy'
    const purse = t(buy ? 'screens.shop.confirmCreditsLeft' : 'screens.shop.confirmCreditsAfter', {
      credits: format.credits(held),
      left: format.credits(held - deal.price),
      after: format.credits(held + deal.price),
    })
    const count = owned.value[deal.card] ?? 0
    const copies = t('screens.shop.confirmCopies', {
      card: cardName(deal.card),
      count: format.number(count),
      after: format.number(buy ? count + 1 : Math.max(count - 1, 0)),
    })
    return `${purse} ${copies}`
  })

  /**
   * For a buy that leaves less than the next table's minimum stake (main flags the card and
   * gives the figures), that it does, and the free table that plays without a stake: a new
   * player must not spend to 0 cr without a word. Null otherwise.
   */
  const stakeShort = computed((): string | null => {
    const deal = pending.value
    const ahead = merchant.value?.stakeAhead
    const item = merchant.value?.stock.find((line) => line.card === deal.card)
    if (deal.kind !== 'buy' || !ahead || !item?.leavesShort) return null
    const short = names.t('screens.shop.stakeShort', {
      opponent: flavour.opponentName(ahead.opponent),
      location: ahead.location.name,
      stake: format.credits(ahead.stake),
    })
    const free = ahead.freeTable
    if (!free) return short
    const back = names.t('screens.shop.freeTable', {
      opponent: flavour.opponentName(free.opponent),
      location: free.location.name,
      purse: format.credits(free.purse),
      below: format.credits(free.below),
    })
    return `${short} ${back}`
  })

  return { sellWarning, goneForGood, restocks, purseLine, stakeShort }
}
