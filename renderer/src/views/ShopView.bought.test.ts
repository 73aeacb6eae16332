// @vitest-environment happy-dom
/**
 * A card bought at a trader, over the real api router on a temporary data folder: the question
 * says what the purse and the copies will be, for a sale as for a buy, and the card, new to the
 * collection, is shown where it landed at the end of your cards, with the word that it is in no
 * deck yet and a way to the decks and back.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardCode, Merchant } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { cardName } = await import('@/i18n/numbers')
const { useNavigationStore } = await import('@/stores/navigation')
const { useSettingsStore } = await import('@/stores/settings')
const { default: ShopView } = await import('./ShopView.vue')

const { main, settle } = useRealMainPerTest(real, 'shop-bought', {
  profile: { slot: 1, name: 'Tester' },
})

/** The first trader, and a card of theirs the new save can pay and does not own yet. */
let merchant: Merchant
let card: CardCode
let price: number
let scrolled: { row: Element; options: unknown }[]

beforeEach(async () => {
  const [first] = await main('shop.merchants')
  const owned = await main('collection.get')
  const { credits } = await main('wallet.get')
  const item = first?.stock.find(
    (s) => s.stock !== 0 && s.price <= credits && (owned[s.card] ?? 0) === 0,
  )
  if (!first || !item)
    throw new Error('the first trader sells no card a new save lacks and can pay')
  merchant = first
  card = item.card
  price = item.price
  scrolled = []
  // happy-dom lays nothing out: what is asked to come into view is the verdict
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    scrolled.push({ row: this, options })
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  i18n.global.locale.value = 'en'
})

/** The trader's screen, gone on to from the title as the app does, and loaded. */
async function openShop(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useSettingsStore().load()
  useNavigationStore().go('shop', { merchantId: merchant.id })
  const wrapper = mount(ShopView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

/** Asks to buy the card, and says yes once the question has been checked by `look`. */
async function buy(wrapper: VueWrapper, look: () => void = () => undefined): Promise<void> {
  await wrapper.get(`[data-test="buy-${card}"]`).trigger('click')
  await settle()
  look()
  await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
  await settle()
}

const row = (wrapper: VueWrapper) => wrapper.get(`[data-test="owned"] [data-card="${card}"]`)

describe('the buy and sell questions', () => {
  it('say the credits and the copies before and after a buy, in German too', async () => {
    const { credits } = await main('wallet.get')
    const wrapper = await openShop()
    const cr = (n: number, locale: string, unit: string): string =>
      `${n.toLocaleString(locale)}\u00a0${unit}`
    await wrapper.get(`[data-test="buy-${card}"]`).trigger('click')
    await settle()
    const dialog = () => wrapper.get('[role="dialog"]').text()
    expect(dialog()).toContain(
      `You hold ${cr(credits, 'en-US', 'cr')}. You will have ${cr(credits - price, 'en-US', 'cr')} left. ` +
        `${cardName(card)} in your collection: 0 now, 1 after.`,
    )
    // the title is set in capitals, all but the unit of its price, which keeps its case
    const unit = wrapper.get('[role="dialog"] h2 .unit')
    expect(unit.text()).toBe('cr')
    expect(wrapper.get('[role="dialog"] h2').text()).toBe(
      `Buy ${cardName(card)} for ${cr(price, 'en-US', 'cr')}?`,
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(dialog()).toContain(
      `Du hast ${cr(credits, 'de-DE', 'Cr')}. Danach bleiben dir ${cr(credits - price, 'de-DE', 'Cr')}. ` +
        `${cardName(card)} in deiner Sammlung: jetzt 0, danach 1.`,
    )
    expect(wrapper.get('[role="dialog"] h2 .unit').text()).toBe('Cr')
    wrapper.unmount()
  })

  it('say the credits and the copies before and after a sale, as a buy does', async () => {
    // a card beyond the starter ten, so that main lets one be sold
    const { credits } = await main('shop.buy', { merchantId: merchant.id, card })
    const [after] = await main('shop.merchants')
    const offer = after?.buyBackPrices[card] ?? 0
    expect(offer).toBeGreaterThan(0)
    const wrapper = await openShop()
    await wrapper.get(`[data-test="sell-${card}"]`).trigger('click')
    await settle()
    const cr = (n: number): string => `${n.toLocaleString('en-US')}\u00a0cr`
    expect(wrapper.get('[role="dialog"]').text()).toContain(
      `You hold ${cr(credits)}. You will have ${cr(credits + offer)} after the sale. ` +
        `${cardName(card)} in your collection: 1 now, 0 after.`,
    )
    expect(wrapper.get('[role="dialog"] h2 .unit').text()).toBe('cr')
    // the sale gives what the question said
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect((await main('wallet.get')).credits).toBe(credits + offer)
    wrapper.unmount()
  })
})

describe('a card bought', () => {
  it('is brought into view at the end of your cards and marked new for a moment', async () => {
    const wrapper = await openShop()
    expect(wrapper.find(`[data-test="owned"] [data-card="${card}"]`).exists()).toBe(false)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await buy(wrapper)
    expect((await main('collection.get'))[card]).toBe(1)
    // the card's row, the last of the list, is the one asked into view, gliding there
    const rows = wrapper.findAll('[data-test="owned"] > li')
    expect(rows.at(-1)?.element).toBe(row(wrapper).element)
    expect(scrolled).toEqual([
      { row: row(wrapper).element, options: { block: 'nearest', behavior: 'smooth' } },
    ])
    expect(row(wrapper).classes()).toContain('fresh')
    expect(row(wrapper).get('[data-test="fresh"]').text()).toBe('New')
    expect(wrapper.findAll('[data-test="fresh"]')).toHaveLength(1)
    // a moment later it is one of your cards like the others
    vi.advanceTimersByTime(4000)
    await settle()
    expect(row(wrapper).classes()).not.toContain('fresh')
    expect(wrapper.find('[data-test="fresh"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('comes into view at once under reduced motion', async () => {
    await main('settings.update', { reducedMotion: 'on' })
    const wrapper = await openShop()
    await buy(wrapper)
    expect(scrolled).toEqual([
      { row: row(wrapper).element, options: { block: 'nearest', behavior: 'instant' } },
    ])
    // still marked: the mark is a colour and a word, no motion
    expect(row(wrapper).classes()).toContain('fresh')
    wrapper.unmount()
  })

  it('is said to be in no deck yet, with a way to the decks that Back returns from', async () => {
    const wrapper = await openShop()
    expect(wrapper.find('[data-test="to-decks"]').exists()).toBe(false)
    await buy(wrapper)
    expect(wrapper.get('[data-test="deal-done"]').text()).toBe(
      `Bought ${cardName(card)} for ${price.toLocaleString('en-US')}\u00a0cr. Put it in a deck to play it.`,
    )
    const toDecks = wrapper.get('[data-test="to-decks"]')
    expect(toDecks.text()).toBe('Open your decks')
    // a button beside the news, not in it: the region says the news alone
    expect(wrapper.get('[data-test="deal-status"]').element.contains(toDecks.element)).toBe(false)

    const navigation = useNavigationStore()
    await toDecks.trigger('click')
    expect(navigation.current.screen).toBe('collection')
    navigation.back()
    expect(navigation.current).toEqual({ screen: 'shop', params: { merchantId: merchant.id } })

    // a sale after it is no card to put in a deck: the way there goes with the buy's line
    await wrapper.get(`[data-test="sell-${card}"]`).trigger('click')
    await settle()
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(wrapper.get('[data-test="deal-done"]').text()).toMatch(/^Sold /)
    expect(wrapper.find('[data-test="to-decks"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('is said to be in no deck yet in German too', async () => {
    const wrapper = await openShop()
    // after the settings' load, which sets main's language
    i18n.global.locale.value = 'de'
    await settle()
    await buy(wrapper)
    expect(wrapper.get('[data-test="deal-done"]').text()).toBe(
      `${cardName(card)} für ${price.toLocaleString('de-DE')}\u00a0Cr gekauft. ` +
        'Nimm sie in ein Deck auf, damit du sie am Tisch legen kannst.',
    )
    expect(wrapper.get('[data-test="to-decks"]').text()).toBe('Deine Decks öffnen')
    expect(wrapper.get('[data-test="fresh"]').text()).toBe('Neu')
    wrapper.unmount()
  })
})
