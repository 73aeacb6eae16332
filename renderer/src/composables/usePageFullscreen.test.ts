// @vitest-environment happy-dom
/**
 * The browser host's fullscreen setting follows the page, over the real api router on a
 * temporary data folder (a browser host's main): left by the browser's way, the setting goes off
 * and is saved; a page opened with "on" saved shows and saves "off". Only whether the page fills
 * the screen is stubbed: happy-dom cannot go fullscreen.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { getActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useSettingsStore } = await import('@/stores/settings')
const { followPage, usePageFullscreen } = await import('./usePageFullscreen')

const { main, settle } = useRealMainPerTest(real, 'fullscreen', { pinia: true })
let wrapper: VueWrapper | null = null

/** What the browser says fills the screen; `null`: the page is in its window. */
function pageFills(element: Element | null): void {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element })
}

/** The page entered or left fullscreen, as the browser tells it. */
async function browserSays(element: Element | null): Promise<void> {
  pageFills(element)
  document.dispatchEvent(new Event('fullscreenchange'))
  await settle()
}

/** An app that lives on whatever screen is shown, with the page's fullscreen followed. */
async function openApp(): Promise<void> {
  const App = defineComponent({ setup: () => (usePageFullscreen(), () => h('main')) })
  wrapper = mount(App, { global: { plugins: [getActivePinia()!] } })
  await useSettingsStore().load()
  await followPage()
  await settle()
}

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  pageFills(null)
})

describe('the fullscreen setting in the browser host', () => {
  it('follows the page into fullscreen and out of it by the browser’s way', async () => {
    pageFills(null)
    await openApp()
    const store = useSettingsStore()
    expect(store.settings.fullscreen).toBe(false)

    await browserSays(document.documentElement)
    expect(store.settings.fullscreen).toBe(true)
    expect((await main('settings.get')).fullscreen).toBe(true)

    // Esc, or document.exitFullscreen(): no click on the box, and still it says off
    await browserSays(null)
    expect(store.settings.fullscreen).toBe(false)
    expect((await main('settings.get')).fullscreen).toBe(false)
  })

  it('opens a page with "on" saved as off, and saves off, so one click turns it on', async () => {
    await main('settings.update', { fullscreen: true })
    pageFills(null)
    await openApp()
    expect(useSettingsStore().settings.fullscreen).toBe(false)
    expect((await main('settings.get')).fullscreen).toBe(false)
  })

  it('stops following once the app is gone', async () => {
    await openApp()
    wrapper?.unmount()
    wrapper = null
    await browserSays(document.documentElement)
    expect((await main('settings.get')).fullscreen).toBe(false)
  })
})
