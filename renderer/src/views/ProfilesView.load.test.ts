// @vitest-environment happy-dom
/**
 * A save's Load on the save slots, over the real api router on a temporary data folder: it
 * loads the save and goes on to the campaign map, unless the player pressed Back while the save
 * loaded, which then stands.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-load')

/** The save slots, opened from the title, with a save in slot 2. */
async function slots() {
  setActivePinia(createPinia())
  await main('profiles.create', { slot: 2, name: 'Talon' })
  useNavigationStore().go('profiles')
  const w = mount(ProfilesView, { global: { plugins: [i18n] } })
  await settle()
  return w
}

/** The screens on the navigation stack, lowest first. */
const screens = () => useNavigationStore().stack.map((route) => route.screen)

describe('a save’s Load', () => {
  it('loads the save and opens its campaign map', async () => {
    const w = await slots()
    await w.get('[data-test="slot-2"] [data-test="load-slot"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
    expect(useProfileStore().current?.name).toBe('Talon')
    w.unmount()
  })

  it('leaves the player where Back took them while the save loaded, the save loaded', async () => {
    const w = await slots()
    void w.get('[data-test="slot-2"] [data-test="load-slot"]').trigger('click')
    await w.get('[data-test="back"]').trigger('click')
    expect(screens()).toEqual(['title'])
    await settle()
    expect(screens()).toEqual(['title'])
    expect(useProfileStore().current?.name).toBe('Talon')
    w.unmount()
  })
})
