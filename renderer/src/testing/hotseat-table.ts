/**
 * A hot-seat match's table mounted for its view tests over the test's real main. Test code only;
 * nothing in the app imports it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach } from 'vitest'
import { i18n } from '@/i18n'
import { useMatchStore } from '@/stores/match'
import { useProfileStore } from '@/stores/profile'
import { useSettingsStore } from '@/stores/settings'
import TableView from '@/views/TableView.vue'
import type { MatchStart } from '@preload/contract'
import type { RealMainPerTest } from './real-main'

/**
 * For a test file's top, after its main: opens the hot-seat match `start` asks for (the tests'
 * `hotseatStart`) at its table, behind its first curtain, motion reduced, dealt from `seed`. The
 * table is taken off the page and the language set back to English after each test.
 */
export function hotseatTableOpener(
  settle: RealMainPerTest['settle'],
  start: (seed?: number) => MatchStart,
): (seed?: number) => Promise<VueWrapper> {
  let wrapper: VueWrapper | null = null
  afterEach(() => {
    i18n.global.locale.value = 'en'
    wrapper?.unmount()
    wrapper = null
  })
  return async (seed) => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    useSettingsStore().settings.reducedMotion = 'on'
    await useMatchStore().start(start(seed))
    wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    await settle()
    return wrapper
  }
}
