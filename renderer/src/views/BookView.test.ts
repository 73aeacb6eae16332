// @vitest-environment happy-dom
/**
 * The collection book against the real main on a temporary data folder: a new save's starter
 * kit and Hobb Tarrow beaten once (each move the advisor's), so the book has cards owned and not,
 * a prize claimed and prizes still to win, each source as the campaign content gives it.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { ALL_CARD_CODES } from '@common/cards'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain } from '@/testing/campaign-wins'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: BookView } = await import('./BookView.vue')

const { main, settle } = useRealMainPerTest(real, 'book', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})

const anchor = 'The Rusted Anchor'

describe('the collection book screen', () => {
  it('shows every card, moves by arrow keys, and gives the chosen card’s rules, count and sources', async () => {
    await beatInMain(main, ['hobb-tarrow'])
    const w = mount(BookView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const cards = w.findAll('[data-card]')
    expect(cards.map((c) => c.attributes('data-card'))).toEqual([...ALL_CARD_CODES])
    const t = i18n.global.t
    // every card in its own colours, owned or not: the book teaches the cards, it greys none
    expect(w.findAll('[data-card] .chip.dim')).toHaveLength(0)
    // a tick marks the cards owned (the starter's +1..+5 and Hobb's -1), and nothing else
    const ticked = cards.filter((c) => c.find('[data-test="book-owned-mark"]').exists())
    expect(ticked.map((c) => c.attributes('data-card'))).toEqual([
      '+1',
      '+2',
      '+3',
      '+4',
      '+5',
      '-1',
    ])
    // each card's count in words under it: a bare "×1" under the double's "×2" face read as a value
    expect(w.get('[data-card="+1"] .owned').text()).toBe('2 owned')
    expect(w.get('[data-card="D"] .owned').text()).toBe('0 owned')
    // the list says it in words too, for a screen reader
    expect(w.get('[data-card="+1"]').attributes('aria-label')).toContain(
      t('feats.book.owned', { n: 2 }),
    )
    expect(w.get('[data-card="-3"]').attributes('aria-label')).toContain(t('feats.book.notOwned'))
    const owned = () => w.get('[data-test="book-owned"]').text()
    const sources = () => w.findAll('[data-source]')
    // the starter kit's two of +1
    expect(owned()).toBe(t('feats.book.owned', { n: 2 }))
    expect(sources().map((s) => s.text())).toEqual([t('feats.book.starter', { n: 2 })])
    // +1 is in classic and cantina, not the tournament
    expect(w.get('[data-rules="tournament"]').text()).toBe(t('feats.book.notInRules'))

    // right six times: +1 → -1 (the second row starts at the sixth card, +6 is the sixth)
    const list = w.get('[data-test="book-cards"]')
    for (let n = 0; n < 6; n++) await list.trigger('keydown', { key: 'ArrowRight' })
    await settle()
    expect(document.activeElement?.getAttribute('data-card')).toBe('-1')
    // Hobb's prize: the one owned, and a prize already won says so instead of promising it again
    expect(owned()).toBe(t('feats.book.owned', { n: 1 }))
    expect(sources().map((s) => s.attributes('data-source'))).toEqual([
      'merchant',
      'merchant',
      'prize',
    ])
    expect(sources()[0]?.text()).toBe(
      `${t('feats.book.merchant', { merchant: 'Old Vessa’s Stall', location: anchor, price: '5,000\u00a0cr' })} (${t('feats.book.always')})`,
    )
    expect(sources()[2]?.text()).toBe(
      t('feats.book.prizeClaimed', { opponent: 'Hobb Tarrow', location: anchor }),
    )

    // down goes on a row of seven, up comes back
    await list.trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement?.getAttribute('data-card')).toBe('±2')
    await list.trigger('keydown', { key: 'ArrowUp' })
    // two on: -3, not owned, Sister Kell's prize still to win, Old Vessa's last two for sale
    for (let n = 0; n < 2; n++) await list.trigger('keydown', { key: 'ArrowRight' })
    await settle()
    expect(document.activeElement?.getAttribute('data-card')).toBe('-3')
    expect(owned()).toBe(t('feats.book.notOwned'))
    const kell = sources().at(-1)
    expect(kell?.attributes('data-source')).toBe('prize')
    expect(kell?.text()).toBe(t('feats.book.prize', { opponent: 'Sister Kell', location: anchor }))
    expect(sources()[0]?.text()).toContain(`(${t('feats.book.stock', { n: 2 })})`)

    // the tiebreaker reads differently per ruleset
    await list.trigger('keydown', { key: 'End' })
    await settle()
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
    await settle()
    expect(w.get('[data-rules="tournament"]').text()).toContain('Höchstens eine pro Nebenstapel.')
    // the tiebreaker's sources name their cantina as a German noun in the line's case
    expect(sources().map((s) => s.text())).toEqual([
      'Prämienkarte für den ersten Sieg gegen Baron Ellic Thorne in der Glass Orchid.',
    ])
    await list.trigger('keydown', { key: 'Home' })
    await settle()
    for (let n = 0; n < 6; n++) await list.trigger('keydown', { key: 'ArrowRight' })
    await settle()
    expect(document.activeElement?.getAttribute('data-card')).toBe('-1')
    expect(sources().map((s) => s.text())).toEqual([
      'Vessas Verkaufsstand im Rusted Anchor: 5.000\u00a0Cr (immer vorrätig)',
      'Oskars Sandkarren in der Dune Lantern: 5.000\u00a0Cr (immer vorrätig)',
      'Von Hobb Tarrow im Rusted Anchor gewonnen: Eine Prämienkarte gibt es nur einmal.',
    ])
    w.unmount()
  })

  it('gives a card drawn otherwise at a tournament table that face too, so ×2 and TB are found', async () => {
    const w = mount(BookView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const faces = () => w.findAll('[data-test="book-other-face"] .line').map((p) => p.text())
    const choose = async (card: string) => {
      await w.get(`[data-card="${card}"]`).trigger('click')
      await settle()
    }
    // a plus card looks alike wherever it is played: no other face
    await choose('+1')
    expect(faces()).toEqual([])
    // the double: D in classic and the cantina, ×2 at a tournament table, on its page and its name
    await choose('D')
    expect(w.get('.page-head .card-name').text()).toContain('D')
    expect(faces()).toEqual(['Tournament: drawn as ×2'])
    expect(w.get('[data-test="book-other-face"] .side-card').text()).toContain('×2')
    expect(w.get('[data-test="book-other-face"] .chip').attributes('aria-hidden')).toBe('true')
    expect(w.get('[data-card="D"]').attributes('aria-label')).toBe(
      'Double card D; Tournament: drawn as ×2; Not owned yet',
    )
    await choose('TB')
    expect(faces()).toEqual(['Tournament: drawn as TB'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(faces()).toEqual(['Turnier: als TB gezeigt'])
    i18n.global.locale.value = 'en'
    w.unmount()
  })
})
