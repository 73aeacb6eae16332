// @vitest-environment happy-dom
/**
 * The title's entries that say their screen offers the way back to an open match (the save
 * slots tell a save's open match is taken up there) say it of the screens that do: each entry
 * that plays with a save, its real screen mounted over the real api router with a match left
 * open, shows the way back exactly when the entry says so.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { SCREENS } = await import('@/views')
const { ENTRIES } = await import('./title-ways')

const { main, settle } = useRealMainPerTest(real, 'title-ways-screens', { pinia: true })
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe("the title's entries and the way back to an open match", () => {
  it('say a screen offers it exactly where the screen shows it', async () => {
    await main('profiles.create', { slot: 1, name: 'Ana' })
    await main('match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
    const throughSlots = ENTRIES.filter((entry) => entry.profile)
    expect(throughSlots.length).toBeGreaterThan(3)
    for (const entry of throughSlots) {
      wrapper?.unmount()
      // in a parent, as App.vue draws it: the screen's code loads first (a lazy screen)
      const screen = defineComponent(() => () => h(SCREENS[entry.to]))
      wrapper = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
      // (a ceiling, not a speed check: the code comes when it comes on a busy machine)
      const shown = () => wrapper!.find('[data-screen]:not([data-screen="Loading"])').exists()
      await vi.waitFor(() => expect(shown()).toBe(true), { timeout: 120_000 })
      await flushPromises()
      await settle()
      expect(
        wrapper.find('[data-test="return-to-match"]').exists(),
        `${entry.to} shows the way back`,
      ).toBe(entry.offersReturn === true)
    }
  })
})
