// @vitest-environment happy-dom
/**
 * The credits a window shows come back to main's figure when the window does: the app itself
 * over the real api router on a temporary data folder, its wallet changed behind the page as a
 * second tab of the browser host would change it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { formatNumber } = await import('@/i18n/numbers')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { default: App } = await import('../App.vue')

const { main, settle } = useRealMainPerTest(real, 'purse-on-return', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.replaceChildren()
  setVisibility('visible')
})

/** The document shown or hidden, as the browser says when a tab is switched to or away from. */
function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
}

/** The purse as the screen's header shows it. */
const shown = (): string =>
  document.querySelector('[data-test="credits"] .numeric')?.textContent ?? ''
const figure = (credits: number): string => `${formatNumber(credits, 'en')}\u00a0cr`

/** The app at the History screen, the loaded save's purse in its header. */
async function atTheHistory(): Promise<void> {
  // no screen kept from an earlier test for the app to come back to
  sessionStorage.clear()
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  useNavigationStore().go('history')
  await vi.waitFor(
    async () => {
      await settle()
      expect(shown()).not.toBe('')
    },
    { timeout: 20_000, interval: 20 },
  )
}

/** Spends credits in main behind the page, as another tab does; returns main's new figure. */
async function buyElsewhere(card: '-1' | '-2' | '-3'): Promise<number> {
  const { credits } = await main('shop.buy', { merchantId: 'vessa', card })
  return credits
}

describe('the purse when the window comes back', () => {
  it('shows main’s credits again once the window is focused or shown', async () => {
    await atTheHistory()
    const start = (await main('wallet.get')).credits
    expect(shown()).toBe(figure(start))

    const afterOne = await buyElsewhere('-1')
    expect(afterOne).toBeLessThan(start)
    await settle()
    // nothing asked yet: the page still shows what it last heard
    expect(shown()).toBe(figure(start))
    window.dispatchEvent(new Event('focus'))
    await settle()
    expect(shown()).toBe(figure(afterOne))

    // the tab switched away from: asking then would be for nobody, and it waits for the return
    const afterTwo = await buyElsewhere('-2')
    setVisibility('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(shown()).toBe(figure(afterOne))
    setVisibility('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(shown()).toBe(figure(afterTwo))
  })

  it('asks once for a return that fires both events', async () => {
    await atTheHistory()
    const bridge = window.pazaak
    if (!bridge) throw new Error('no bridge')
    const get = bridge.wallet.get
    let asked = 0
    bridge.wallet.get = () => {
      asked += 1
      return get()
    }
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('focus'))
    await settle()
    expect(asked).toBe(1)
  })
})

describe('a purse asked for afresh', () => {
  it('keeps the figure a purchase set while the question was on its way', async () => {
    setActivePinia(createPinia())
    const profiles = useProfileStore()
    await profiles.refresh()
    const start = (await main('wallet.get')).credits
    const asking = profiles.refreshWallet()
    // a purchase's own answer comes in before the question's: its figure is the newer one
    profiles.credits = start - 40
    await asking
    expect(profiles.credits).toBe(start - 40)
    // with nothing set meanwhile, main's figure is taken
    profiles.credits = 0
    await profiles.refreshWallet()
    expect(profiles.credits).toBe(start)
  })
})
