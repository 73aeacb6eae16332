// @vitest-environment happy-dom
/**
 * A card the open deck uses more often than it is owned, after one was sold, over the real api
 * router on a temporary data folder: its badge says how many are short, not "−1 free".
 */
import { describe, expect, it, vi } from 'vitest'
import { openCollection } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')

const { main, settle } = useRealMainPerTest(real, 'owned-short', {
  profile: { slot: 1, name: 'Tester' },
})

describe('a card the deck uses more than is owned', () => {
  it('says how many are short, in words that cannot be read as a card', async () => {
    // the starter deck with two −1 in place of two +1, then one −1 sold back to Vessa
    const [starter] = await main('decks.list')
    const card = '-1'
    await main('shop.buy', { merchantId: 'vessa', card })
    await main('shop.buy', { merchantId: 'vessa', card })
    const cards = [...starter!.cards]
    cards[cards.indexOf('+1')] = card
    cards[cards.indexOf('+1')] = card
    await main('decks.update', { id: starter!.id, cards })
    await main('shop.sell', { merchantId: 'vessa', card })
    const { wrapper } = await openCollection(settle)
    const button = wrapper.get(`[data-test="owned-${card}"]`)
    const short = button.get('[data-test="owned-short"]')
    expect(short.text()).toBe('1 short')
    expect(short.attributes('title')).toBe('This deck uses 1 more than you own.')
    expect(button.get('[data-test="owned-count"]').text()).toBe('1 owned')
    expect(button.text()).not.toMatch(/[−-]1 free/)
    i18n.global.locale.value = 'de'
    await settle()
    expect(button.get('[data-test="owned-short"]').text()).toBe('1 zu wenig')
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })
})
