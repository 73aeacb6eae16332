// @vitest-environment happy-dom
/**
 * The About screen over the real api router: the game's name and the version main reports, its
 * licence and credits in both languages, reached from Settings, and the third-party notices the
 * app carries (assets/licences, `npm run notices`), each licence text shown on request.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import notices from '@assets/licences/third-party-notices.json'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: AboutView } = await import('./AboutView.vue')
const { default: SettingsView } = await import('./SettingsView.vue')

const { main, settle } = useRealMainPerTest(real, 'about')

async function show(view: typeof AboutView | typeof SettingsView): Promise<VueWrapper> {
  setActivePinia(createPinia())
  const wrapper = mount(view, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

describe('the About screen', () => {
  it('is reached from Settings', async () => {
    const wrapper = await show(SettingsView)
    expect(wrapper.get('[data-test="about"]').text()).toBe('About Pazaak')
    await wrapper.get('[data-test="about"]').trigger('click')
    expect(useNavigationStore().current.screen).toBe('about')
    wrapper.unmount()
  })

  it('names the game, the version main reports, its licence, its art and that it is a fan work', async () => {
    const wrapper = await show(AboutView)
    const { version } = await main('app.info')
    expect(wrapper.get('[data-test="about-version"]').text()).toBe(`v${version}`)
    const facts = wrapper.get('[data-test="about-facts"]').text()
    expect(facts).toContain('Pazaak')
    expect(facts).toContain('Free software under the MIT licence.')
    expect(facts).toContain('made by the game’s own code')
    expect(facts).toContain('not affiliated with them')

    i18n.global.locale.value = 'de'
    await settle()
    const german = wrapper.get('[data-test="about-facts"]').text()
    expect(german).toContain('Freie Software unter der MIT-Lizenz.')
    expect(german).toContain('Ein Fanprojekt')
    expect(wrapper.get('h1').text()).toBe('Über Pazaak')
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })

  it('lists every shipped package with version and licence, and shows one licence text on request', async () => {
    const wrapper = await show(AboutView)
    const rows = wrapper.findAll('[data-test="third-party"] li')
    expect(rows.map((r) => r.attributes('data-package'))).toEqual(notices.map((n) => n.name))
    expect(notices.map((n) => n.name)).toEqual(expect.arrayContaining(['vue', 'zod', 'howler']))
    const row = (name: string) => wrapper.get(`[data-package="${name}"]`)
    expect(row('vue').text()).toMatch(/^vue\s*3\.\d+\.\d+\s*MIT$/)
    expect(row('@fontsource/orbitron').text()).toContain('OFL-1.1')
    expect(wrapper.find('[data-test="licence-text"]').exists()).toBe(false)

    // a licence text on request, one at a time, announced as the button's region
    const vue = row('vue').get('button')
    await vue.trigger('click')
    const text = row('vue').get('[data-test="licence-text"]')
    expect(vue.attributes('aria-expanded')).toBe('true')
    expect(vue.attributes('aria-controls')).toBe(text.attributes('id'))
    expect(text.text()).toContain('Permission is hereby granted')
    expect(text.attributes('lang')).toBe('en')
    await row('@fontsource/orbitron').get('button').trigger('click')
    expect(row('vue').find('[data-test="licence-text"]').exists()).toBe(false)
    expect(row('@fontsource/orbitron').get('[data-test="licence-text"]').text()).toContain(
      'SIL Open Font License',
    )
    await row('@fontsource/orbitron').get('button').trigger('click')
    expect(wrapper.find('[data-test="licence-text"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('walks the list with the arrow keys, round from the last package to the first', async () => {
    const wrapper = await show(AboutView)
    const buttons = wrapper.findAll<HTMLButtonElement>('[data-test="third-party"] button')
    const first = buttons[0] as (typeof buttons)[number]
    first.element.focus()
    await first.trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[1]?.element)
    await wrapper.get('[data-test="third-party"]').trigger('keydown', { key: 'End' })
    expect(document.activeElement).toBe(buttons[buttons.length - 1]?.element)
    await wrapper.get('[data-test="third-party"]').trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(first.element)
    wrapper.unmount()
  })

  it('leaves the keys to an open licence text: the arrows scroll it, Escape closes it first', async () => {
    const wrapper = await show(AboutView)
    const vue = wrapper.get('[data-package="vue"] button')
    await vue.trigger('click')
    const text = wrapper.get<HTMLElement>('[data-test="licence-text"]')
    text.element.focus()
    const press = (key: string): KeyboardEvent => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      text.element.dispatchEvent(event)
      return event
    }
    for (const key of ['ArrowDown', 'End', 'Home']) {
      // not walked to a package, and the browser's own scrolling of the text not held back
      expect(press(key).defaultPrevented, key).toBe(false)
      expect(document.activeElement, key).toBe(text.element)
    }
    const escape = press('Escape')
    await settle()
    // closed, back on its package, and the screen (App's Escape) left alone
    expect(escape.defaultPrevented).toBe(true)
    expect(wrapper.find('[data-test="licence-text"]').exists()).toBe(false)
    expect(document.activeElement).toBe(vue.element)
    wrapper.unmount()
  })
})
