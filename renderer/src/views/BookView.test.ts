// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { BookEntry } from '@preload/contract'
import { ALL_CARD_CODES } from '@common/cards'
import { RULESETS } from '@common/rulesets'
import { i18n } from '@/i18n'

const anchor = { id: 'rusted-anchor', name: 'The Rusted Anchor' }
const BOOK: BookEntry[] = ALL_CARD_CODES.map((card) => ({
  card,
  owned: card === '+1' ? 2 : 0,
  rulesets: (['classic', 'tournament', 'cantina'] as const).filter((r) =>
    RULESETS[r].cards.includes(card),
  ),
  sources:
    card === '-1'
      ? [
          {
            kind: 'merchant',
            merchant: { id: 'vessa', name: 'Old Vessa' },
            location: anchor,
            price: 5000,
            stock: null,
          },
          {
            kind: 'prize',
            opponent: { id: 'hobb', name: 'Hobb' },
            location: anchor,
            claimed: false,
          },
          {
            kind: 'prize',
            opponent: { id: 'mara', name: 'Mara' },
            location: anchor,
            claimed: true,
          },
        ]
      : [],
}))

vi.mock('@/bridge', async (original) => ({
  ...(await original<typeof import('@/bridge')>()),
  call: vi.fn(async () => BOOK),
}))
const BookView = (await import('./BookView.vue')).default

describe('the collection book screen', () => {
  it('shows every card, moves by arrow keys, and gives the chosen card’s rules, count and sources', async () => {
    setActivePinia(createPinia())
    const w = mount(BookView, { global: { plugins: [i18n] }, attachTo: document.body })
    await flushPromises()
    const cards = w.findAll('[data-card]')
    expect(cards.map((c) => c.attributes('data-card'))).toEqual([...ALL_CARD_CODES])
    const t = i18n.global.t
    expect(w.get('[data-test="book-owned"]').text()).toBe(t('feats.book.owned', { n: 2 }))
    // +1 is in classic and cantina, not the tournament
    expect(w.get('[data-rules="tournament"]').text()).toBe(t('feats.book.notInRules'))

    // right six times: +1 → -1 (the second row starts at the sixth card, +6 is the sixth)
    const list = w.get('[data-test="book-cards"]')
    for (let n = 0; n < 6; n++) await list.trigger('keydown', { key: 'ArrowRight' })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-card')).toBe('-1')
    expect(w.get('[data-test="book-owned"]').text()).toBe(t('feats.book.notOwned'))
    const sources = w.findAll('[data-source]')
    expect(sources.map((s) => s.attributes('data-source'))).toEqual(['merchant', 'prize', 'prize'])
    expect(sources[1]?.text()).toBe(
      t('feats.book.prize', { opponent: 'Hobb', location: anchor.name }),
    )
    // a prize already won says so, instead of promising it again
    expect(sources[2]?.text()).toBe(
      t('feats.book.prizeClaimed', { opponent: 'Mara', location: anchor.name }),
    )

    // up goes back a row of five; the tiebreaker reads differently per ruleset
    await list.trigger('keydown', { key: 'ArrowUp' })
    expect(document.activeElement?.getAttribute('data-card')).toBe('+2')
    await list.trigger('keydown', { key: 'End' })
    await flushPromises()
    expect(document.activeElement?.getAttribute('data-card')).toBe('TB')
    expect(w.get('[data-rules="classic"]').text()).toContain(
      t('table.tip.effect.tiebreaker.played'),
    )
    expect(w.get('[data-rules="tournament"]').text()).toContain(
      t('table.tip.effect.tiebreaker.held'),
    )
    // one tiebreaker to a deck is said as one, not as "up to 1"
    expect(w.get('[data-rules="tournament"]').text()).toContain('Only one in a side deck.')
    i18n.global.locale.value = 'de'
    await flushPromises()
    try {
      expect(w.get('[data-rules="tournament"]').text()).toContain('Höchstens eine pro Nebenstapel.')
    } finally {
      i18n.global.locale.value = 'en'
    }
    w.unmount()
  })
})
