// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { h, nextTick, type Component } from 'vue'
import { i18n } from '@/i18n'
import { useNavigationStore } from '@/stores/navigation'
import { lazy, SCREENS } from '.'
import TitleView from './TitleView.vue'

/** A stand-in screen, so the loader's timing is the only thing under test. */
const Screen = () => h('section', { 'data-screen': 'Loaded' })

/** A loader the test settles by hand, counting how often it was asked. */
function handLoader() {
  const pending: { resolve: (c: Component) => void; reject: (e: Error) => void }[] = []
  const loader = () =>
    new Promise<Component>((resolve, reject) => pending.push({ resolve, reject }))
  return { loader, pending }
}

/** Lets settled loads reach the page (the clock is the test's: timers run only when told). */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0)
  await nextTick()
}

/** Mounts a screen inside a page, as App.vue shows it. */
function show(component: Component) {
  const Page = () => h('main', [h(component)])
  return mount(Page, { global: { plugins: [i18n] } })
}

beforeEach(() => {
  setActivePinia(createPinia())
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('the screens', () => {
  it('ships the title screen with the first download and fetches every other screen when opened', () => {
    expect(SCREENS.title).toBe(TitleView)
    for (const [screen, component] of Object.entries(SCREENS)) {
      if (screen === 'title') continue
      expect('__asyncLoader' in component, screen).toBe(true)
    }
  })

  it('shows nothing in between when the code arrives quickly', async () => {
    const { loader, pending } = handLoader()
    const w = show(lazy(loader))
    await vi.advanceTimersByTimeAsync(150)
    expect(w.find('[role="status"]').exists()).toBe(false)
    pending[0]?.resolve(Screen)
    await settle()
    expect(w.find('[data-screen="Loaded"]').exists()).toBe(true)
  })

  it('says it is loading when the code takes a while, then shows the screen', async () => {
    const { loader, pending } = handLoader()
    const w = show(lazy(loader))
    await vi.advanceTimersByTimeAsync(250)
    const status = w.get('[role="status"]')
    expect(status.text()).toBe(i18n.global.t('common.loading'))
    pending[0]?.resolve(Screen)
    await settle()
    expect(w.find('[role="status"]').exists()).toBe(false)
    expect(w.find('[data-screen="Loaded"]').exists()).toBe(true)
  })

  it('tries a failed fetch once more, then offers Back and Reload', async () => {
    const { loader, pending } = handLoader()
    const navigation = useNavigationStore()
    navigation.go('history')
    const w = show(lazy(loader))
    pending[0]?.reject(new Error('offline'))
    await settle()
    expect(pending).toHaveLength(2)
    pending[1]?.reject(new Error('offline'))
    await settle()
    const alert = w.get('[role="alert"]')
    expect(alert.text()).toContain(i18n.global.t('common.screenFailed'))
    expect(w.find('[data-test="reload"]').exists()).toBe(true)
    await w.get('[data-test="back"]').trigger('click')
    expect(navigation.current.screen).toBe('title')
  })
})
