// @vitest-environment happy-dom
/**
 * The Fullscreen box in each host, over the real api router on a temporary data folder whose
 * main says which host it is (`app.info`), the page's bridge being the same in both. In the
 * browser host a click asks the browser itself and the box shows this page, whatever another
 * tab saved; in the desktop app the click only changes the setting, which main applies to its
 * window. Only the browser's fullscreen is stubbed: happy-dom cannot go fullscreen.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, onMounted, ref } from 'vue'
import type { AppInfo } from '@preload/contract'
import { loadRealMain, useRealMainPerTest, type RealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: SettingsView } = await import('./SettingsView.vue')
const { followPage, usePageFullscreen } = await import('@/composables/usePageFullscreen')
const { useSettingsStore } = await import('@/stores/settings')

const BOX = '[data-test="fullscreen"]'

/** The browser's fullscreen, as a page sees it: what a request asked, and whether it refuses. */
const browser = { filled: false, refuses: false, late: false, requests: 0, exits: 0 }

/** The browser went in or out of fullscreen: the page is told, as a browser tells it. */
function browserSays(filled: boolean): void {
  browser.filled = filled
  // `late`: the request settles first and the event comes only when the test says (a tab in
  // the background gets it when it is drawn again)
  if (!browser.late) document.dispatchEvent(new Event('fullscreenchange'))
}

beforeEach(() => {
  Object.assign(browser, { filled: false, refuses: false, late: false, requests: 0, exits: 0 })
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => (browser.filled ? document.documentElement : null),
  })
  document.documentElement.requestFullscreen = () => {
    browser.requests++
    if (browser.refuses) return Promise.reject(new TypeError('Permissions check failed'))
    browserSays(true)
    return Promise.resolve()
  }
  document.exitFullscreen = () => {
    browser.exits++
    browserSays(false)
    return Promise.resolve()
  }
})

let wrapper: VueWrapper | null = null
/** Whether the app shows the settings screen: off and on again, the screen opens afresh. */
const onSettings = ref(true)
afterEach(() => {
  onSettings.value = true
  wrapper?.unmount()
  wrapper = null
})

/**
 * The settings screen in an app that follows the page's fullscreen and puts the setting right
 * as a page opens, as App.vue does.
 */
async function openSettings(settle: () => Promise<void>): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  const App = defineComponent({
    setup() {
      usePageFullscreen()
      onMounted(async () => {
        await useSettingsStore().load()
        await followPage()
      })
      return () => (onSettings.value ? h(SettingsView) : h('p', 'title'))
    },
  })
  wrapper = mount(App, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

/** Whether the box is ticked, as the player sees it. */
const box = (w: VueWrapper): boolean => (w.get(BOX).element as HTMLInputElement).checked

/** Clicks the box (ticks or unticks it) and waits until main and the browser have answered. */
async function click(w: VueWrapper, session: RealMainPerTest): Promise<void> {
  await w.get(BOX).setValue(!box(w))
  await session.settle()
}

/** A main of each test's own that says it is `host`. */
function mainOf(host: AppInfo['host']): RealMainPerTest {
  return useRealMainPerTest(real, `settings-fullscreen-${host}`, { host })
}

describe('the Fullscreen box in the browser host', () => {
  const session = mainOf('web')
  const saved = async (): Promise<boolean> => (await session.main('settings.get')).fullscreen

  it('asks the browser in the click, and shows this page whatever another tab saved', async () => {
    const w = await openSettings(session.settle)
    expect(box(w)).toBe(false)
    await click(w, session)
    expect(browser.requests).toBe(1)
    expect(box(w)).toBe(true)
    expect(await saved()).toBe(true)

    // a second tab opens on the same saves: not fullscreen, it saves "off"; this tab still is,
    // and its settings screen, opened again, reads the settings afresh
    await session.main('settings.update', { fullscreen: false })
    onSettings.value = false
    await session.settle()
    onSettings.value = true
    await session.settle()
    expect(useSettingsStore().settings.fullscreen).toBe(false)
    expect(box(w)).toBe(true)

    // and one click takes this page out, as the ticked box promises
    await click(w, session)
    expect(browser.exits).toBe(1)
    expect(browser.filled).toBe(false)
    expect(box(w)).toBe(false)
    expect(await saved()).toBe(false)
  })

  it('shows the page left at once, when the browser tells of it only later', async () => {
    const w = await openSettings(session.settle)
    await click(w, session)
    expect(box(w)).toBe(true)
    browser.late = true
    await click(w, session)
    expect(browser.filled).toBe(false)
    // the request has settled, the browser's event not come: the box shows the page as it is
    expect(box(w)).toBe(false)
    expect(await saved()).toBe(false)
    document.dispatchEvent(new Event('fullscreenchange'))
    await session.settle()
    expect(box(w)).toBe(false)
  })

  it('stays unticked, and saves off, when the browser refuses', async () => {
    browser.refuses = true
    const w = await openSettings(session.settle)
    await click(w, session)
    expect(browser.requests).toBe(1)
    expect(box(w)).toBe(false)
    expect(await saved()).toBe(false)
  })
})

describe('the Fullscreen box in the desktop app', () => {
  const session = mainOf('electron')
  const saved = async (): Promise<boolean> => (await session.main('settings.get')).fullscreen

  it('changes the setting alone: main fills the window, the page asks no browser', async () => {
    const w = await openSettings(session.settle)
    await click(w, session)
    expect(browser.requests).toBe(0)
    expect(box(w)).toBe(true)
    expect(await saved()).toBe(true)
  })

  it('leaves the setting to main when the page itself leaves fullscreen', async () => {
    await session.main('settings.update', { fullscreen: true })
    const w = await openSettings(session.settle)
    // the saved "on" stays when a page opens, and the box shows it
    expect(box(w)).toBe(true)
    expect(await saved()).toBe(true)
    browserSays(true)
    browserSays(false)
    await session.settle()
    expect(await saved()).toBe(true)
    expect(box(w)).toBe(true)
  })
})
