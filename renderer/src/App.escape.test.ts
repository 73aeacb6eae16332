// @vitest-environment happy-dom
/**
 * Esc with a dialog open closes that dialog and nothing else, wherever the focus is: in the app
 * itself, over the real api router on a temporary data folder. A button that turns off as the
 * mouse clicks it drops the focus to the page, and the Esc pressed then went past the dialog to
 * the app's own Esc, which left the trader's screen under the open question.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: App } = await import('./App.vue')

const { settle } = useRealMainPerTest(real, 'app-escape', { profile: { slot: 1, name: 'Tester' } })
let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.replaceChildren()
})

/** The app mounted in the page, at the first trader, once main has answered. */
async function atTheTrader(): Promise<ReturnType<typeof useNavigationStore>> {
  // no screen kept from an earlier test for the app to come back to
  sessionStorage.clear()
  const pinia = createPinia()
  setActivePinia(pinia)
  wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  const navigation = useNavigationStore()
  navigation.go('campaign')
  navigation.go('shop', { merchantId: 'vessa' })
  // the trader's screen is fetched as it is first opened, and then asks main for its stock
  await vi.waitFor(
    async () => {
      await settle()
      expect(document.querySelector('[data-test^="buy-"]:not(:disabled)')).not.toBeNull()
    },
    { timeout: 20_000, interval: 20 },
  )
  return navigation
}

/** Esc pressed where the focus is. */
function escape(): void {
  const at = document.activeElement ?? document.body
  at.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
}

const dialog = (): Element | null => document.querySelector('[role="dialog"]')

describe('App: Esc with a dialog open', () => {
  it('closes only the dialog when the focus has fallen to the page', async () => {
    const navigation = await atTheTrader()
    document.querySelector<HTMLButtonElement>('[data-test^="buy-"]:not(:disabled)')?.click()
    await flushPromises()
    expect(dialog()).not.toBeNull()
    // the clicked button turned off and the focus went to the page
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)

    escape()
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(navigation.current.screen).toBe('shop')

    // with no dialog open, Esc goes back a screen as before
    escape()
    await flushPromises()
    expect(navigation.current.screen).toBe('campaign')
  })

  it('closes only the dialog when the focus is inside it', async () => {
    const navigation = await atTheTrader()
    document.querySelector<HTMLButtonElement>('[data-test^="buy-"]:not(:disabled)')?.click()
    await flushPromises()
    expect(dialog()?.contains(document.activeElement)).toBe(true)
    escape()
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(navigation.current.screen).toBe('shop')
  })
})
