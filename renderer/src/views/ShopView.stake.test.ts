// @vitest-environment happy-dom
/**
 * The shop's question before a buy that leaves less than the next table's stake, over the real
 * api router on a temporary data folder: a new save's first plain card leaves 5,000 cr and says
 * nothing more; its second would leave 0 cr, under Marla Quince's 50, and the question says so
 * before the yes, with the free table's way back, in English and German. The figures are main's.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { useSettingsStore } = await import('@/stores/settings')
const { default: ShopView } = await import('./ShopView.vue')

const { main, settle } = useRealMainPerTest(real, 'shop-stake', {
  profile: { slot: 1, name: 'Tester' },
})

afterEach(() => {
  i18n.global.locale.value = 'en'
})

/** Old Vessa's stall, gone on to as the app does, and loaded. */
async function openShop(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useSettingsStore().load()
  useNavigationStore().go('shop', { merchantId: 'vessa' })
  const wrapper = mount(ShopView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

async function ask(w: VueWrapper, card: string): Promise<void> {
  await w.get(`[data-test="buy-${card}"]`).trigger('click')
  await settle()
}

const warning = (w: VueWrapper) => w.find('[data-test="buy-stake-short"]')

describe('a buy that leaves less than the next stake', () => {
  it('is said before the yes, with the way back, and only then', async () => {
    const w = await openShop()
    // 10,000 cr: -1 leaves 5,000, plenty for every open table
    await ask(w, '-1')
    expect(warning(w).exists()).toBe(false)
    await w.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()

    // 5,000 cr: -2 would leave 0
    await ask(w, '-2')
    expect(warning(w).text()).toBe(
      'Too little for the next table to beat: Marla Quince at The Rusted Anchor takes a stake ' +
        'of at least 50\u00a0cr. Pip Odell at The Rusted Anchor plays without a stake, and the ' +
        'house adds 150\u00a0cr to each win while you hold less than 1,000\u00a0cr.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(warning(w).text()).toBe(
      'Zu wenig für den nächsten Tisch: Bei Marla Quince im Rusted Anchor ' +
        'beträgt der Mindesteinsatz 50\u00a0Cr. Pip Odell im Rusted Anchor spielt auch ohne ' +
        'Einsatz, und das Haus zahlt 150\u00a0Cr pro Sieg dazu, solange du unter 1.000\u00a0Cr hast.',
    )
    // a warning, not a refusal: the yes still buys
    await w.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect((await main('wallet.get')).credits).toBe(0)
    w.unmount()
  })
})
