// @vitest-environment happy-dom
/**
 * Each screen arrived on is said by its heading in a live region that is always on the page, and
 * names the window, in the player's language.
 */
import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { i18n } from '@/i18n'
import type { Route, Screen } from '@/stores/navigation'
import { useScreenFocus } from './useScreenFocus'

/** The heading each test screen shows, as a key (the table shows none). */
const HEADINGS: Partial<Record<Screen, string>> = {
  title: 'common.app.name',
  settings: 'screens.settings.title',
  shop: 'screens.shop.title',
}

const stack = ref<Route[]>([])

/** App.vue's shape: the screen on top of the stack, under `main.app`, with its heading. */
const App = defineComponent(() => {
  useScreenFocus(stack)
  return () => {
    const top = stack.value.at(-1)!
    const key = HEADINGS[top.screen]
    return h('main', { class: 'app' }, [
      h('section', { key: top.screen + JSON.stringify(top.params), 'data-screen': top.screen }, [
        key ? h('h1', i18n.global.t(key)) : h('p', 'a table'),
      ]),
    ])
  }
})

const frames = async (n = 3): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done))
}
const region = (): HTMLElement => document.querySelector('[data-test="screen-name"]')!
const go = async (screen: Screen, params: Record<string, string> = {}): Promise<void> => {
  stack.value = [...stack.value, { screen, params }]
  await nextTick()
  await frames()
}

beforeEach(() => {
  i18n.global.locale.value = 'en'
  stack.value = [{ screen: 'title', params: {} }]
  document.title = 'Pazaak'
  // a mouse player: nothing waits for the keyboard to land on the screen
  document.dispatchEvent(new Event('pointerdown'))
})

afterEach(() => document.body.replaceChildren())

describe('arriving on a screen', () => {
  it('says its heading in a region that was there, empty, before', async () => {
    const wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
    const said = region()
    expect(said.getAttribute('role')).toBe('status')
    expect(said.textContent).toBe('')

    await go('settings')
    expect(region()).toBe(said)
    expect(said.textContent).toBe('Settings')
    expect(document.title).toBe('Settings – Pazaak')

    await go('table')
    expect(said.textContent).toBe('At the table')
    expect(document.title).toBe('At the table – Pazaak')

    // back to the title screen, whose heading is the game's name: once in the title
    stack.value = stack.value.slice(0, 1)
    await nextTick()
    await frames()
    expect(said.textContent).toBe('Pazaak')
    expect(document.title).toBe('Pazaak')
    wrapper.unmount()
    expect(region()).toBeNull()
  })

  it('says the same name again as a new line, so a screen reader reads it again', async () => {
    const wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
    await go('shop', { merchantId: 'a' })
    const first = region().firstElementChild
    expect(first?.textContent).toBe('Trader')
    stack.value = [...stack.value.slice(0, -1), { screen: 'shop', params: { merchantId: 'b' } }]
    await nextTick()
    await frames()
    expect(region().firstElementChild?.textContent).toBe('Trader')
    expect(region().firstElementChild).not.toBe(first)
    wrapper.unmount()
  })

  it('names the window in German too, and follows a change of language', async () => {
    const wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
    await go('settings')
    i18n.global.locale.value = 'de'
    await nextTick()
    await frames()
    expect(document.title).toBe('Einstellungen – Pazaak')
    await go('table')
    expect(document.title).toBe('Am Tisch – Pazaak')
    wrapper.unmount()
  })

  it('rewords the name left in the region when the language changes on the screen', async () => {
    const wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
    await go('settings')
    expect(region().textContent).toBe('Settings')
    i18n.global.locale.value = 'de'
    await nextTick()
    await frames()
    expect(region().textContent).toBe('Einstellungen')
    await go('table')
    expect(region().textContent).toBe('Am Tisch')
    i18n.global.locale.value = 'en'
    await nextTick()
    await frames()
    expect(region().textContent).toBe('At the table')
    wrapper.unmount()
  })
})
