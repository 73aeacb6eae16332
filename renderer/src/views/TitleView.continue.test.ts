// @vitest-environment happy-dom
/**
 * The title's Continue against the real api router on a temporary data folder: it loads the
 * save played last and opens its campaign map, unless the player pressed another entry of the
 * menu while the save loaded, which then stands.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: TitleView } = await import('./TitleView.vue')

const { settle } = useRealMainPerTest(real, 'title-continue', {
  profile: { slot: 1, name: 'Talon' },
  pinia: true,
})

/** The screens on the navigation stack, lowest first. */
function screens(): string[] {
  return useNavigationStore().stack.map((route) => route.screen)
}

describe('the title’s Continue', () => {
  it('opens the campaign map of the save played last', async () => {
    const title = mount(TitleView, { global: { plugins: [i18n] } })
    await settle()
    await title.get('[data-test="continue"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
    title.unmount()
  })

  it('leaves the player where another press took them while the save loaded', async () => {
    const title = mount(TitleView, { global: { plugins: [i18n] } })
    await settle()
    // both pressed before main has answered the load: Stats, pressed last, stands
    void title.get('[data-test="continue"]').trigger('click')
    await title.get('[data-test="stats"]').trigger('click')
    expect(screens()).toEqual(['title', 'stats'])
    await settle()
    expect(screens()).toEqual(['title', 'stats'])
    title.unmount()
  })
})
