// @vitest-environment happy-dom
/**
 * The row of traders late in the campaign, six stalls open: each tab says the trader's own name
 * (the row fits one line of a 960 px window in German too; the stall's full name is the screen's
 * heading), and a screen reader hears the stall's full name. Over the real api router on a
 * temporary data folder, the save written on disk.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ShopView } = await import('./ShopView.vue')

const { settle, rewriteSave } = useRealMainPerTest(real, 'shop-traders', {
  profile: { slot: 1, name: 'Tester' },
})

afterEach(() => {
  i18n.global.locale.value = 'en'
})

/** Every cantina open, so every trader is. */
const allOpen = (): Promise<void> =>
  rewriteSave(1, (data) => {
    data.campaign = {
      ...(data.campaign as object),
      unlocked: [
        'rusted-anchor',
        'dune-lantern',
        'coral-vault',
        'ember-hall',
        'glass-orchid',
        'gilded-circuit',
      ],
    }
  })

/** The traders' tabs as seen (their words) and heard (their names), the chosen one marked. */
function tabs(w: VueWrapper) {
  return w.findAll('nav.merchants button').map((b) => ({
    seen: b.text(),
    heard: b.attributes('aria-label'),
    chosen: b.attributes('aria-pressed') === 'true',
  }))
}

describe("the traders' row", () => {
  it('names each trader by their own name, the stall’s full name said', async () => {
    await allOpen()
    const w = mount(ShopView, { global: { plugins: [createPinia(), i18n] } })
    await settle()
    expect(tabs(w).map((tab) => tab.seen)).toEqual([
      'Vessa',
      'Oskar',
      'Lumi',
      'Brannoch',
      'Ysolde',
      'Fennick',
    ])
    expect(tabs(w)[0]).toEqual({ seen: 'Vessa', heard: 'Old Vessa’s Stall', chosen: true })
    await w.get('[data-test="merchant-ysolde"]').trigger('click')
    expect(w.get('h1').text()).toBe('Ysolde’s Glass Case')
    expect(tabs(w)[4]).toEqual({ seen: 'Ysolde', heard: 'Ysolde’s Glass Case', chosen: true })

    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('h1').text()).toBe('Ysoldes Glasvitrine')
    expect(tabs(w)[3]).toEqual({
      seen: 'Brannoch',
      heard: 'Brannochs Schmiedetruhe',
      chosen: false,
    })
    w.unmount()
  })
})
