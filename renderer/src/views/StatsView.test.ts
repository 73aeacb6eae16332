// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { LedgerPage, Stats } from '@preload/contract'
import { i18n } from '@/i18n'

const LINES: LedgerPage['entries'] = [
  // the starting purse: its note is its reason's own words, so the line says them once
  {
    at: '2025-01-01T00:00:00.000Z',
    amount: 10_000,
    reason: 'start',
    note: { key: 'ledger.start' },
    balance: 10_000,
  },
  // a save from before the ledger was data: its English line is shown as written
  {
    at: '2025-01-01T00:01:00.000Z',
    amount: -5_000,
    reason: 'purchase',
    note: 'Bought −1 from Old Vessa',
    balance: 5_000,
  },
  {
    at: '2025-01-02T00:00:00.000Z',
    amount: -300,
    reason: 'wager-lost',
    note: { key: 'ledger.forfeited', params: { opponent: 'Pip Odell' } },
    balance: 4_700,
  },
]
// main sends the ledger newest line first, a page at a time
const LEDGER: LedgerPage = { entries: [...LINES].reverse(), before: null, older: 0 }
const STATS: Stats = {
  matches: 1,
  matchesWon: 0,
  rounds: 0,
  roundsWon: 0,
  busts: 0,
  // two stakes of 5,000: the pot main counts is both, before the house's cut
  biggestPot: 10_000,
  byOpponent: [],
  byRuleset: [],
}

vi.mock('@/bridge', async (original) => ({
  ...(await original<typeof import('@/bridge')>()),
  call: vi.fn(async (name: string) =>
    name === 'wallet.ledger' ? LEDGER : name === 'history.decks' ? [] : STATS,
  ),
}))
const StatsView = (await import('./StatsView.vue')).default

describe('the ledger on the stats screen', () => {
  it('words each line from its key, in the language, and shows an older English line as written', async () => {
    setActivePinia(createPinia())
    const w = mount(StatsView, { global: { plugins: [i18n] } })
    await flushPromises()
    const notes = () => w.findAll('[data-test="ledger-note"]').map((n) => n.text())
    const forfeited = (locale: 'en' | 'de') =>
      i18n.global.t('ledger.forfeited', { opponent: 'Pip Odell' }, { locale })
    expect(notes()).toEqual([forfeited('en'), 'Bought −1 from Old Vessa'])
    expect(w.text()).toContain(i18n.global.t('screens.stats.reason.start'))
    i18n.global.locale.value = 'de'
    try {
      await flushPromises()
      expect(notes()).toEqual([forfeited('de'), 'Bought −1 from Old Vessa'])
    } finally {
      i18n.global.locale.value = 'en'
    }
    w.unmount()
  })
})

describe('the biggest pot on the stats screen', () => {
  it('says the pot is both stakes before the house cut, in either language', async () => {
    setActivePinia(createPinia())
    const w = mount(StatsView, { global: { plugins: [i18n] } })
    await flushPromises()
    const note = () => w.get('[data-test="tile-note-biggestPot"]').text()
    expect(w.text()).toContain(i18n.global.t('screens.stats.biggestPot'))
    expect(note()).toBe(i18n.global.t('screens.stats.biggestPotNote'))
    i18n.global.locale.value = 'de'
    try {
      await flushPromises()
      expect(note()).toBe(i18n.global.t('screens.stats.biggestPotNote', {}, { locale: 'de' }))
    } finally {
      i18n.global.locale.value = 'en'
    }
    w.unmount()
  })
})
