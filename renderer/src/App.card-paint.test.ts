// @vitest-environment happy-dom
/**
 * The cards' paint is in the page once, however many cards a screen shows, and every card's
 * fill and clip point at it: in the app itself, over the real api router on a temporary data
 * folder. Each card once carried six definitions of its own, and opening the table styled and
 * laid out over a hundred of them in one task.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paintId, type PaintName } from '@/components/cards/card-paint'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: App } = await import('./App.vue')

const { settle } = useRealMainPerTest(real, 'app-card-paint', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.body.replaceChildren()
})

const PAINTS: PaintName[] = [
  'body-main',
  'body-plus',
  'body-minus',
  'body-gold',
  'blue',
  'red',
  'sheen',
  'clip',
  'weave',
]

/** The ids a card's `fill` and `clip-path` point at. */
function pointedAt(card: Element): string[] {
  return [...card.querySelectorAll('[fill^="url("], [clip-path^="url("]')].map((e) => {
    const url = e.getAttribute('fill') ?? e.getAttribute('clip-path') ?? ''
    return /^url\(#(.+)\)$/.exec(url)?.[1] ?? url
  })
}

describe("App: the cards' paint", () => {
  it('is defined once in the page while a screen shows many cards, and every card uses it', async () => {
    sessionStorage.clear()
    const pinia = createPinia()
    setActivePinia(pinia)
    wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    const navigation = useNavigationStore()
    navigation.go('campaign')
    navigation.go('shop', { merchantId: 'vessa' })
    // the trader's stock and the player's own cards
    await vi.waitFor(
      async () => {
        await settle()
        expect(document.querySelectorAll('.side-card').length).toBeGreaterThan(5)
      },
      { timeout: 20_000, interval: 20 },
    )

    for (const name of PAINTS)
      expect(document.querySelectorAll(`#${paintId(name)}`)).toHaveLength(1)
    const cards = [...document.querySelectorAll('.side-card')]
    for (const card of cards) {
      expect(card.querySelector('defs, linearGradient, clipPath, pattern')).toBeNull()
      const ids = pointedAt(card)
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids)
        expect(document.getElementById(id)?.closest('.card-paint')).not.toBeNull()
    }
  })
})
