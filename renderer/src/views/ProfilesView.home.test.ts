// @vitest-environment happy-dom
/**
 * Where the keyboard starts on the save slots, over the real api router on a temporary data
 * folder. It started on the Load of the save loaded already, whose press loads nothing new: the
 * player goes on to the map with the save they have. That button says Continue now, and the
 * keyboard starts on another save's Load, the player having come to change saves; with no other
 * save, on Continue, ahead of an empty slot's New game.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { appShell, focused, frames } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { leaveScreen } = await import('@/composables/useFocusKeeper')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-home')
let wrapper: VueWrapper | null = null

const App = await appShell({ profiles: ProfilesView })

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  // no wait for a screen's home outlives its test
  leaveScreen()
  document.body.replaceChildren()
})

/** The save slots opened by keyboard from the title's Load game, slot `loaded`'s save loaded. */
async function arriveByKeyboard(loaded: 1 | 2 | 3): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().load(loaded)
  wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
  useNavigationStore().go('profiles')
  await settle()
  await frames()
  return wrapper
}

/** A slot's Load, by the slot's number. */
const loadOf = (w: VueWrapper, slot: number) =>
  w.get(`[data-test="slot-${slot}"] [data-test="load-slot"]`)

describe('the keyboard arriving at the save slots', () => {
  it('starts on the loaded save’s Load, which says it goes on with that save', async () => {
    await main('profiles.create', { slot: 1, name: 'Kira' })
    const w = await arriveByKeyboard(1)
    expect(focused()).toBe('load-slot')
    expect(document.activeElement).toBe(loadOf(w, 1).element)
    expect(loadOf(w, 1).text()).toBe('Continue')
    expect(loadOf(w, 1).attributes('aria-label')).toBe('Continue as Kira')
    // its press goes on to the map with the save loaded
    await loadOf(w, 1).trigger('click')
    await settle()
    expect(useNavigationStore().current.screen).toBe('campaign')
    expect(useProfileStore().current?.slot).toBe(1)
  })

  it('starts on the Load of a save not loaded, the loaded one saying Continue', async () => {
    await main('profiles.create', { slot: 1, name: 'Kira' })
    await main('profiles.create', { slot: 3, name: 'Bea' })
    const w = await arriveByKeyboard(1)
    expect(document.activeElement).toBe(loadOf(w, 3).element)
    expect(loadOf(w, 3).text()).toBe('Load')
    expect(loadOf(w, 3).attributes('aria-label')).toBe('Load Bea’s save')
    expect(loadOf(w, 1).text()).toBe('Continue')
  })

  it('says Continue in German too, as Weiter', async () => {
    i18n.global.locale.value = 'de'
    await main('profiles.create', { slot: 2, name: 'Kira' })
    const w = await arriveByKeyboard(2)
    expect(document.activeElement).toBe(loadOf(w, 2).element)
    expect(loadOf(w, 2).text()).toBe('Weiter')
    expect(loadOf(w, 2).attributes('aria-label')).toBe('Weiter als Kira')
  })
})
