// @vitest-environment happy-dom
/**
 * A trader's limited shelf against the real api router on a temporary data folder: a card sold
 * back to a trader who lists it goes back on sale there (main's rule), the sale's question says
 * so with their price, and the shop follows main's answer for the stock and the Buy button.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { CardCode } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ShopView } = await import('./ShopView.vue')

const { main, settle } = useRealMainPerTest(real, 'shop-restock', {
  profile: { slot: 1, name: 'Tester' },
})
const t = i18n.global.t

/** The first trader, as main has them now. */
async function firstTrader() {
  const [merchant] = await main('shop.merchants')
  if (!merchant) throw new Error('a new save has a trader')
  return merchant
}

/** A card the first trader keeps only a few of, and one they never run out of (not a starter's). */
async function shelves(): Promise<{ limited: CardCode; plenty: CardCode; price: number }> {
  const merchant = await firstTrader()
  const limited = merchant.stock.find((item) => item.stock !== null && item.stock > 1)
  const plenty = merchant.stock.find((item) => item.stock === null && !item.card.startsWith('+'))
  if (!limited || !plenty) throw new Error('the first trader has no limited and no plenty card')
  return { limited: limited.card, plenty: plenty.card, price: limited.price }
}

/** The trader's screen, loaded. */
async function openShop(): Promise<VueWrapper> {
  const wrapper = mount(ShopView, { global: { plugins: [createPinia(), i18n] } })
  await settle()
  return wrapper
}

/** Opens the sale's question for a card. */
async function askToSell(wrapper: VueWrapper, card: CardCode): Promise<void> {
  await wrapper.get(`[data-test="sell-${card}"]`).trigger('click')
  await settle()
}

/** Whether a button is off (v-off: disabled, or only marked so while it holds the focus). */
const isOff = (wrapper: VueWrapper, test: string): boolean => {
  const button = wrapper.get(`[data-test="${test}"]`)
  return (
    button.attributes('disabled') !== undefined || button.attributes('aria-disabled') === 'true'
  )
}

/** The stock list's line of a card: its price, how many are left, how many the player owns. */
const stockLine = (wrapper: VueWrapper, card: CardCode): string => {
  const line = wrapper
    .findAll('[data-test="stock"] li')
    .find((li) => li.find(`[data-test="buy-${card}"]`).exists())
  if (!line) throw new Error(`no stock line for ${card}`)
  return line.text()
}

describe('selling back to a trader with a limited shelf', () => {
  it('says the card goes back on sale at their price, and the shelf shows it again', async () => {
    const { limited, price } = await shelves()
    const { id, name, stock } = await firstTrader()
    // every copy bought (two cost the new save's 10,000): the shelf is empty and Buy is off
    const copies = stock.find((item) => item.card === limited)?.stock ?? 0
    for (let n = 0; n < copies; n++) await main('shop.buy', { merchantId: id, card: limited })
    const wrapper = await openShop()
    expect(isOff(wrapper, `buy-${limited}`)).toBe(true)

    await askToSell(wrapper, limited)
    const note = wrapper.get('[data-test="sell-restocks"]')
    expect(note.text()).toBe(
      t('screens.shop.sellRestocks', {
        merchant: name,
        price: t('common.credits', { amount: price.toLocaleString('en') }),
      }),
    )
    expect(wrapper.find('[data-test="sell-gone"]').exists()).toBe(false)
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()

    expect((await firstTrader()).stock.find((i) => i.card === limited)?.stock).toBe(1)
    // the shelf line follows main's answer (Buy stays off only while the purse is short)
    expect(stockLine(wrapper, limited)).toContain(t('screens.shop.left', { n: 1 }))
    wrapper.unmount()
  })

  it('says nothing of a shelf that never runs out', async () => {
    const { plenty } = await shelves()
    await main('shop.buy', { merchantId: (await firstTrader()).id, card: plenty })
    const wrapper = await openShop()
    await askToSell(wrapper, plenty)
    expect(wrapper.find('[data-test="dialog-confirm"]').exists()).toBe(true)
    expect(wrapper.find('[data-test="sell-restocks"]').exists()).toBe(false)
    wrapper.unmount()
  })
})
