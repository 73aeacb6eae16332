/**
 * What a trader offers for the player's cards, and, in words, why main would not buy one now:
 * a reason about one card short on its row, a reason that holds every sale once above the list.
 * Its own part because how the refusals are worded is one concern, apart from the shop's deals.
 */
import { storeToRefs } from 'pinia'
import { computed, type ComputedRef, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { CardCode, Merchant, Message } from '@preload/contract'
import { useWords } from '@/i18n/words'
import { useCollectionStore } from '@/stores/collection'

/** One of your cards on the shop's list, with this trader's offer and any refusal. */
export interface OwnedOffer {
  card: CardCode
  count: number
  offer: number
  /** why main would not buy it now, whole (the Sell button's tooltip), else null */
  refused: string | null
  /** the same said short, for a screen reader, when the reason is the card's own, else null */
  why: string | null
  /** the reason in a word, marked on the card's tile (why is its tip), with why, else null */
  mark: string | null
}

/** Whether a refusal is about one card (it names it), not about every sale alike. */
const aboutCard = (said: Message): boolean =>
  'params' in said && said.params !== undefined && 'card' in said.params

/** Your cards at `merchant`'s, with the reasons every sale is held, once each. */
export function useShopOffers(merchant: Ref<Merchant | null>): {
  yours: ComputedRef<OwnedOffer[]>
  sellNotes: ComputedRef<string[]>
} {
  const { t } = useI18n()
  const word = useWords()
  const { owned } = storeToRefs(useCollectionStore())

  /** What this merchant offers for your cards, as main prices it. */
  function offer(card: CardCode): number {
    return merchant.value?.buyBackPrices[card] ?? 0
  }

  /**
   * A card's refusal said short, for its own row: the whole sentence once per card stacked above
   * the list took the list's room (an open match holds five cards, a late save keeps the last of
   * five prizes), so the row says it in a few words and the Sell button's tooltip says it whole.
   */
  function shortWhy(said: Message): string {
    if (said.key === 'errors.shop.inMatch') return t('screens.shop.why.inMatch')
    if (said.key === 'errors.shop.lastUnstocked') return t('screens.shop.why.lastUnstocked')
    if (said.key === 'errors.shop.lastSoldOut') return t('screens.shop.why.lastSoldOut')
    return word(said)
  }

  /**
   * A card's refusal in a word or two, a mark in its tile's corner: the short words under the card
   * wrapped, widened the tile's columns (the card moved, its Sell grew) and made every row of
   * tiles taller, each as tall as the tallest. A mark lies over the tile and moves nothing.
   */
  function markOf(said: Message): string {
    if (said.key === 'errors.shop.inMatch') return t('screens.shop.mark.inMatch')
    if (said.key === 'errors.shop.lastUnstocked' || said.key === 'errors.shop.lastSoldOut')
      return t('screens.shop.mark.last')
    return t('screens.shop.mark.held')
  }

  /**
   * Your cards, each with what this merchant pays and, in words, why main would not buy it now:
   * whole (`refused`), and short on the row when the reason is the card's own (`why`).
   */
  const yours = computed(() =>
    (Object.entries(owned.value) as [CardCode, number][])
      .filter(([, count]) => count > 0)
      .map(([card, count]) => {
        const said = merchant.value?.unsellable[card]
        return {
          card,
          count,
          offer: offer(card),
          refused: said ? word(said) : null,
          why: said && aboutCard(said) ? shortWhy(said) : null,
          mark: said && aboutCard(said) ? markOf(said) : null,
        }
      }),
  )

  /**
   * Each reason that holds every sale alike (a collection no bigger than a side deck), once, above
   * the list; a reason about one card is said on that card's row instead.
   */
  const sellNotes = computed(() => [
    ...new Set(
      (Object.values(merchant.value?.unsellable ?? {}) as Message[])
        .filter((said) => !aboutCard(said))
        .map((said) => word(said)),
    ),
  ])

  return { yours, sellNotes }
}
