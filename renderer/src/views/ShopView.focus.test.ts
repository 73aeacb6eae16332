// @vitest-environment happy-dom
/**
 * Where the keyboard starts at a trader, over the real api router on a temporary data folder: on
 * the first card the purse can buy, else on the trader shown in the row of traders, else on
 * Back, never on a Sell: with every Buy off it started on the first Sell, and one Enter asked
 * to sell a card. An empty purse turns every Buy off, and a screen whose only home is off left
 * the keyboard on the page, so Tab started again from the top. And where it goes after a buy: a
 * buy that left nothing more to buy put it on the nearest Sell, where the next Enter asked to
 * sell.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { appShell, frame } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { leaveScreen } = await import('@/composables/useFocusKeeper')
const { default: ShopView } = await import('./ShopView.vue')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'shop-focus', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null

const App = await appShell({ shop: ShopView })

/** The trader's screen gone on to by keyboard, and the `data-test` of what has the focus once main has answered. */
async function arriveByKeyboard(): Promise<string | null> {
  const pinia = createPinia()
  setActivePinia(pinia)
  wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
  useNavigationStore().go('shop', { merchantId: 'vessa' })
  await settle()
  // well past the frames a screen's home takes to show once main has answered
  for (let i = 0; i < 20 && document.activeElement === document.body; i++) {
    await frame()
    await flushPromises()
  }
  return document.activeElement?.getAttribute('data-test') ?? null
}

/** Buys two cards at 5,000 each: the purse is empty, and the collection more than a side deck. */
async function spendAll(): Promise<void> {
  await main('shop.buy', { merchantId: 'vessa', card: '-1' })
  await main('shop.buy', { merchantId: 'vessa', card: '-2' })
  expect((await main('wallet.get')).credits).toBe(0)
}

/** The `data-test` of what has the focus. */
const focusedName = (): string | null => document.activeElement?.getAttribute('data-test') ?? null

/** Loses campaign stakes to Hobb Tarrow by forfeit until the purse is empty, selling nothing. */
async function emptyThePurse(): Promise<void> {
  const [starter] = await main('decks.list')
  if (!starter) throw new Error('a new save has its starter deck')
  let left = (await main('wallet.get')).credits
  while (left > 0) {
    const wager = Math.min(800, left)
    const { matchId } = await main('match.start', {
      mode: 'campaign',
      opponentId: 'hobb-tarrow',
      deckId: starter.id,
      wager,
    })
    await main('match.resign', { matchId })
    left = (await main('wallet.get')).credits
  }
}

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  // no wait for a screen's home outlives its test
  leaveScreen()
  document.body.replaceChildren()
})

describe('the keyboard arriving at a trader', () => {
  it('starts on the first card the purse can buy', async () => {
    const [merchant] = await main('shop.merchants')
    const { credits } = await main('wallet.get')
    const first = merchant!.stock.find((item) => item.stock !== 0 && item.price <= credits)
    expect(await arriveByKeyboard()).toBe(`buy-${first!.card}`)
  })

  it('with every Buy off, starts on Back, not on a Sell', async () => {
    await spendAll()
    // cards the trader would buy back are on the screen, their Sells on
    await arriveByKeyboard()
    const w = wrapper!
    expect(w.findAll('button[data-test^="sell-"]:not([disabled])').length).toBeGreaterThan(0)
    // every Buy is off, and says why above the stock
    expect(w.find('[data-test="buy-note"]').exists()).toBe(true)
    expect(focusedName()).toBe('back')
  })

  it('with every Buy off, starts on the trader shown where there are several', async () => {
    await spendAll()
    await rewriteSave(1, (data) => {
      data.campaign = { ...(data.campaign as object), unlocked: ['rusted-anchor', 'dune-lantern'] }
    })
    await arriveByKeyboard()
    const w = wrapper!
    expect(w.findAll('nav.merchants button')).toHaveLength(2)
    expect(w.findAll('button[data-test^="sell-"]:not([disabled])').length).toBeGreaterThan(0)
    expect(focusedName()).toBe('merchant-vessa')
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true')
    // Enter there keeps the trader shown: nothing is bought or sold, no question asked
    ;(document.activeElement as HTMLElement).click()
    await settle()
    expect(document.querySelector('[aria-modal="true"]')).toBeNull()
    expect(focusedName()).toBe('merchant-vessa')
  })

  it('with nothing to buy and nothing it may sell, starts on Back', async () => {
    await emptyThePurse()
    const [merchant] = await main('shop.merchants')
    // the starter collection is a side deck exactly: none of it may be sold
    expect(Object.keys(merchant!.unsellable).length).toBeGreaterThan(0)
    expect(Object.keys(await main('collection.get'))).toEqual(
      expect.arrayContaining(Object.keys(merchant!.unsellable)),
    )
    expect(await arriveByKeyboard()).toBe('back')
  })
})

/** Presses `control` from the keyboard: a key first, as the browser's Enter would come. */
async function pressByKeyboard(control: Element): Promise<void> {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
  ;(control as HTMLElement).click()
  await settle()
}

/** The `data-test` of what has the focus once the keyboard has been put somewhere after a change. */
async function focusedAfter(): Promise<string | null> {
  for (let i = 0; i < 20 && document.activeElement === document.body; i++) {
    await frame()
    await flushPromises()
  }
  // and a few frames more: a wait for a better place would move it on
  for (let i = 0; i < 5; i++) await frame()
  return document.activeElement?.getAttribute('data-test') ?? null
}

describe('the keyboard after a buy', () => {
  it('goes to Open your decks when nothing more can be bought, never onto a Sell', async () => {
    // one buy in main: the purse keeps enough for one card more
    const [merchant] = await main('shop.merchants')
    const cheapest = Math.min(...merchant!.stock.map((item) => item.price))
    const first = merchant!.stock.find((item) => item.price === cheapest)!
    await main('shop.buy', { merchantId: merchant!.id, card: first.card })
    const { credits } = await main('wallet.get')
    expect(credits).toBeGreaterThanOrEqual(cheapest)
    expect(credits - cheapest).toBeLessThan(cheapest)

    const buy = await arriveByKeyboard()
    expect(buy).toMatch(/^buy-/)
    await pressByKeyboard(document.activeElement!)
    const confirm = document.querySelector('[role="dialog"] [data-test="dialog-confirm"]')!
    expect(document.activeElement).toBe(confirm)
    await pressByKeyboard(confirm)
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    // every Buy is off now, and the cards bought may be sold: the Sells are on
    expect((await main('wallet.get')).credits).toBeLessThan(cheapest)
    expect(
      wrapper!
        .findAll('button[data-test^="sell-"]')
        .some((b) => b.attributes('disabled') === undefined),
    ).toBe(true)
    expect(await focusedAfter()).toBe('to-decks')
  })

  it('stays on the card’s Buy while the purse can pay for another', async () => {
    const buy = await arriveByKeyboard()
    expect(buy).toMatch(/^buy-/)
    const bought = document.activeElement!
    await pressByKeyboard(bought)
    await pressByKeyboard(document.querySelector('[role="dialog"] [data-test="dialog-confirm"]')!)
    expect(await focusedAfter()).toBe(buy)
  })
})

/** Sells `card` from the keyboard: its Sell, then the question's Sell, each by Enter. */
async function sellByKeyboard(card: string): Promise<void> {
  const sell = document.querySelector<HTMLElement>(`button[data-test="sell-${card}"]`)!
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
  sell.focus()
  await pressByKeyboard(sell)
  await pressByKeyboard(document.querySelector('[role="dialog"] [data-test="dialog-confirm"]')!)
  expect(document.querySelector('[role="dialog"]')).toBeNull()
}

/** The Sell buttons of your cards, in the list's order. */
const sells = (): HTMLElement[] =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-test="owned"] button'))

describe('the keyboard after a sale that turns every Sell off', () => {
  // one card bought in main: a side deck and one more, so one sale is allowed, and no second
  async function oneAboveASideDeck(): Promise<string> {
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(await arriveByKeyboard()).toMatch(/^buy-/)
    expect(wrapper!.find('[data-test="sell-note"]').exists()).toBe(false)
    return '-1'
  }

  it('stays on the sold card’s Sell, held off, never onto a Buy', async () => {
    await oneAboveASideDeck()
    // a starter card the player holds twice: its tile stays after the sale
    const owned = await main('collection.get')
    const [merchant] = await main('shop.merchants')
    const card = Object.keys(owned).find(
      (c) => owned[c as keyof typeof owned]! > 1 && !(c in merchant!.unsellable),
    )!
    await sellByKeyboard(card)
    expect(wrapper!.find('[data-test="sell-note"]').exists()).toBe(true)
    expect(await focusedAfter()).toBe(`sell-${card}`)
    // off, and says so: another Enter asks nothing
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true')
    await pressByKeyboard(document.activeElement!)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('goes to the Sell of the card that took the sold one’s place when its tile goes', async () => {
    const card = await oneAboveASideDeck()
    const before = sells().map((b) => b.getAttribute('data-test'))
    const at = before.indexOf(`sell-${card}`)
    const next = before[at + 1] ?? before[at - 1]
    await sellByKeyboard(card)
    expect(document.querySelector(`[data-test="sell-${card}"]`)).toBeNull()
    expect(await focusedAfter()).toBe(next)
    expect(document.activeElement!.getAttribute('aria-disabled')).toBe('true')
  })
})
