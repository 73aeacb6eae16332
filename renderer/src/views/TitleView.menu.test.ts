// @vitest-environment happy-dom
/**
 * The title menu against the real api router on a temporary data folder, with no save loaded:
 * each entry opens its screen, and those that play with a profile go through the save slots
 * first, naming where the player goes on to.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: TitleView } = await import('./TitleView.vue')

useRealMainPerTest(real, 'title-menu')

/** Where each entry leads with no save loaded: the screen, and the one named to go on to. */
const LEADS: [string, string, string | undefined][] = [
  ['new-game', 'profiles', undefined],
  ['load', 'profiles', undefined],
  ['quick', 'profiles', 'quick'],
  ['daily', 'profiles', 'daily'],
  ['collection', 'profiles', 'collection'],
  ['stats', 'profiles', 'stats'],
  ['history', 'profiles', 'history'],
  ['rules', 'rules', undefined],
  ['settings', 'settings', undefined],
]

describe('the title menu', () => {
  it('lists its entries in order and opens each, through the saves where it needs one', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const title = mount(TitleView, { global: { plugins: [pinia, i18n] } })
    const tests = title
      .findAll('nav button')
      .map((b) => b.attributes('data-test'))
      .filter((test) => test !== 'continue')
    expect(tests).toEqual([...LEADS.map(([test]) => test), 'quit'])
    const navigation = useNavigationStore()
    for (const [test, screen, next] of LEADS) {
      navigation.home()
      await title.get(`[data-test="${test}"]`).trigger('click')
      expect([test, navigation.current.screen, navigation.current.params.next]).toEqual([
        test,
        screen,
        next,
      ])
    }
    title.unmount()
  })
})
