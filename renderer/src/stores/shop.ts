import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { CardCode, Merchant, Purchase } from '@preload/contract'
import { call } from '@/bridge'
import { useCollectionStore } from './collection'
import { useFeatsStore } from './feats'
import { useProfileStore } from './profile'

/** The merchants and the deals made with them. Prices and credits are always main's. */
export const useShopStore = defineStore('shop', () => {
  const merchants = ref<Merchant[]>([])

  async function refresh(): Promise<void> {
    merchants.value = await call('shop.merchants')
  }

  /** Buys or sells one card; the purse, the collection and the merchant follow main's answer. */
  async function deal(kind: 'buy' | 'sell', merchantId: string, card: CardCode): Promise<Purchase> {
    const result = await call(kind === 'buy' ? 'shop.buy' : 'shop.sell', { merchantId, card })
    useProfileStore().credits = result.credits
    useCollectionStore().owned = result.collection
    // What each merchant would take follows the player's cards and every shelf: main's new answer.
    merchants.value = result.merchants
    useFeatsStore().announce(result.achievements)
    return result
  }

  return { merchants, refresh, deal }
})
