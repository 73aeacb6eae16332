// @vitest-environment happy-dom
/**
 * The trader against the real api router on a temporary data folder: the cards, the saved decks
 * and the sale are main's, so the warning the sale's question gives is about the player's own decks.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardCode } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ShopView } = await import('./ShopView.vue')
const { cardName } = await import('@/i18n/numbers')

const { main, settle } = useRealMainPerTest(real, 'shop', { profile: { slot: 1, name: 'Tester' } })

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
  expect(wrapper.find('[data-test="dialog-confirm"]').exists()).toBe(true)
}

const warning = (wrapper: VueWrapper): string | null => {
  const line = wrapper.find('[data-test="sell-warning"]')
  return line.exists() ? line.text() : null
}

/** One card bought beyond the starter collection, so that main lets a card be sold. */
let bought: CardCode

beforeEach(async () => {
  const [merchant] = await main('shop.merchants')
  const item = merchant?.stock.find((s) => !s.card.startsWith('+'))
  if (!merchant || !item) throw new Error('the first trader sells no card beyond the starter ones')
  bought = item.card
  await main('shop.buy', { merchantId: merchant.id, card: bought })
})

describe("the trader's sale question", () => {
  it('names the saved decks the sale leaves short, and still sells', async () => {
    // the starter deck uses both of the profile's +5, and so does this one
    await main('decks.create', { name: 'Minus mix', rules: 'classic', cards: ['+5', '+5', '+1'] })
    const wrapper = await openShop()

    // a card no deck needs all of, and a trader sells: no warning
    await askToSell(wrapper, bought)
    expect(warning(wrapper)).toBeNull()
    expect(wrapper.find('[data-test="sell-gone"]').exists()).toBe(false)
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()

    // no trader in the campaign stocks the starter deck's +1: said before it goes
    await askToSell(wrapper, '+1')
    expect(wrapper.get('[data-test="sell-gone"]').text()).toBe(
      'No trader sells +1: once sold, it cannot be bought back.',
    )
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()

    await askToSell(wrapper, '+5')
    expect(wrapper.find('[data-test="sell-gone"]').exists()).toBe(false)
    expect(warning(wrapper)).toBe(
      'Your decks “Starter deck” and “Minus mix” each use 2× +5, and you own 2: ' +
        'after this sale they will each need another one.',
    )
    // a warning, not a refusal: the sale goes through
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect((await main('collection.get'))['+5']).toBe(1)
    expect(wrapper.find('[data-test="sell-warning"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('words one deck in the singular, in German too', async () => {
    i18n.global.locale.value = 'de'
    const wrapper = await openShop()
    await askToSell(wrapper, '+4')
    expect(warning(wrapper)).toBe(
      'Dein Deck „Startdeck“ braucht 2× +4, und du besitzt 2: Nach diesem Verkauf fehlt ihm eine.',
    )
    wrapper.unmount()
  })
})

describe('why a card may not be sold', () => {
  it("says it on the card's own tile, not in a stack of notes above the list", async () => {
    // the starter deck dealt into a match left open: every card of it is held by that match
    const [starter] = await main('decks.list')
    if (!starter) throw new Error('a new save has its starter deck')
    await main('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: starter.id,
    })
    const wrapper = await openShop()
    expect(wrapper.findAll('[data-test="sell-note"]')).toHaveLength(0)
    const why = wrapper.get('[data-test="sell-why-+1"]')
    expect(why.text()).toBe(i18n.global.t('screens.shop.why.inMatch'))
    const sell = wrapper.get('[data-test="sell-+1"]')
    expect(sell.attributes('disabled')).toBeDefined()
    // the whole sentence is the button's reason, and the short line describes it
    expect(sell.attributes('title')).toBe(
      '+1 is in your side deck for the match in progress: finish the match first, then sell it.',
    )
    expect(sell.attributes('aria-describedby')).toBe(why.attributes('id'))
    // the eye sees a word in the tile's corner, its tip the short words: laid over the tile, it
    // moves neither the card nor its Sell (the short words under the card grew every row)
    const mark = wrapper.get('[data-test="sell-mark-+1"]')
    expect(mark.text()).toBe('In play')
    expect(mark.attributes('title')).toBe(why.text())
    expect(why.classes()).toContain('visually-hidden')
    i18n.global.locale.value = 'de'
    await settle()
    expect(mark.text()).toBe('Im Spiel')
    i18n.global.locale.value = 'en'
    // the card bought beyond the deck is free to sell, and says nothing
    expect(wrapper.find(`[data-test="sell-why-${bought}"]`).exists()).toBe(false)
    expect(wrapper.find(`[data-test="sell-mark-${bought}"]`).exists()).toBe(false)
    wrapper.unmount()
  })
})

describe('a deal done', () => {
  it('is said in a region that was on the page before it, once for each deal, the same card too', async () => {
    // a new save of its own, its purse whole: the one above bought a card already
    await main('profiles.create', { slot: 2, name: 'Twice' })
    const [merchant] = await main('shop.merchants')
    const { credits } = await main('wallet.get')
    const item = merchant?.stock.find(
      (s) => (s.stock === null || s.stock >= 2) && s.price * 2 <= credits,
    )
    if (!item) throw new Error('the first trader has no card a new save can buy twice')
    const wrapper = await openShop()
    const region = wrapper.get('[data-test="deal-status"]')
    expect(region.attributes('role')).toBe('status')
    expect(region.text()).toBe('')

    const buyIt = async (): Promise<Element> => {
      await wrapper.get(`[data-test="buy-${item.card}"]`).trigger('click')
      await settle()
      await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
      await settle()
      return wrapper.get('[data-test="deal-done"]').element
    }
    const first = await buyIt()
    const second = await buyIt()
    // the same words twice: a line of its own each time, or a screen reader hears no change
    expect(second.textContent).toBe(first.textContent)
    expect(second).not.toBe(first)
    expect(wrapper.get('[data-test="deal-status"]').element).toBe(region.element)
    expect(region.element.contains(second)).toBe(true)
    wrapper.unmount()
  })

  it('names each Buy and Sell by its card and price, in German too', async () => {
    const [merchant] = await main('shop.merchants')
    const item = merchant!.stock[0]!
    const wrapper = await openShop()
    const price = (n: number): string => `${n.toLocaleString('en-US')}\u00a0cr`
    expect(wrapper.get(`[data-test="buy-${item.card}"]`).attributes('aria-label')).toBe(
      `Buy ${cardName(item.card)} for ${price(item.price)}`,
    )
    expect(wrapper.get('[data-test="sell-+1"]').attributes('aria-label')).toBe(
      `Sell +1 for ${price(merchant!.buyBackPrices['+1'] ?? 0)}`,
    )
    expect(wrapper.get('[data-test="buy-' + item.card + '"]').text()).toBe('Buy')
    i18n.global.locale.value = 'de'
    await settle()
    expect(wrapper.get('[data-test="sell-+1"]').attributes('aria-label')).toMatch(
      /^\+1 für [\d.]+\u00a0Cr verkaufen$/,
    )
    wrapper.unmount()
  })
})

describe("the traders' names", () => {
  it('is named in German words on a German screen, and in the ledger', async () => {
    const english = await openShop()
    const sign = english.get('h1')
    expect(sign.text()).toBe('Old Vessa’s Stall')
    expect(sign.attributes('lang')).toBe('en')
    english.unmount()

    i18n.global.locale.value = 'de'
    const w = await openShop()
    const title = w.get('h1')
    expect(title.text()).toBe('Vessas Verkaufsstand')
    // German now, so a screen reader says it in the page's language
    expect(title.attributes('lang')).toBeUndefined()
    // the ledger's line of the purchase, as main saved it (the English name), in German
    const { entries } = await main('wallet.ledger', { limit: 50 })
    const { word } = await import('@/i18n/words')
    const purchase = entries.find((entry) => entry.reason === 'purchase')!
    expect(word(purchase.note as Parameters<typeof word>[0])).toBe(
      `${cardName(bought)} bei Vessas Verkaufsstand`,
    )
  })
})

describe("the trader's greeting", () => {
  it("is set in the language's quotation marks, which stand upright in the italic line", async () => {
    const wrapper = await openShop()
    const greeting = wrapper.get('[data-test="greeting"]')
    expect(greeting.text()).toMatch(/^“Minus cards, spacer\. .*”$/)
    expect(greeting.findAll('.mark').map((mark) => mark.text())).toEqual(['“', '”'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(greeting.text()).toMatch(/^„Minuskarten, Raumfahrer.*“$/)
    expect(greeting.findAll('.mark').map((mark) => mark.text())).toEqual(['„', '“'])
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })
})

describe('your cards at the trader', () => {
  it('count the copies owned in words, never as "×2" beside a card', async () => {
    const wrapper = await openShop()
    // the starter collection holds two of each of +1 to +5, and one card was bought
    const counts = wrapper.findAll('[data-test="owned-count"]').map((count) => count.text())
    // in the words of the stock beside it
    expect(counts).toContain('you own 2')
    expect(counts).toContain('you own 1')
    expect(counts.join(' ')).not.toMatch(/×/)
    i18n.global.locale.value = 'de'
    await settle()
    expect(wrapper.findAll('[data-test="owned-count"]').map((c) => c.text())).toContain('du hast 2')
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })
})
