// @vitest-environment happy-dom
/**
 * The Stats screen against the real main on a temporary data folder: its header buttons look
 * like every other screen's, a save with nothing won shows no amount, its three tables (by
 * rules, by opponent, by deck) count a match the same way, the cards a deck played most say how
 * often in words and wear the faces of the rules the deck was played under, and after a
 * campaign win the ledger names the bounty and the house's purse a line each, as the result's
 * news did.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain } from '@/testing/campaign-wins'
import { forfeitQuickMatch } from '@/testing/forfeit'
import { playCardsInRecord } from '@tools/testing/played-cards'
import statsSource from './StatsView.vue?raw'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { formatPercent } = await import('@/i18n/numbers')
const { default: StatsView } = await import('./StatsView.vue')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'stats-records', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function openStats(): Promise<VueWrapper> {
  wrapper = mount(StatsView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

const tile = (w: VueWrapper, key: string): string =>
  w.get(`[data-test="tile-${key}"] .tile-value`).text()

describe('the Stats screen', () => {
  it('leaves its header buttons to the shared button styles', async () => {
    const w = await openStats()
    const header = ['achievements', 'open-history'].map((name) => w.get(`[data-test="${name}"]`))
    const worn = new Set(header.flatMap((button) => button.classes()))
    expect(worn).toEqual(new Set(['btn', 'small']))
    // the test DOM draws no styles: the screen's own rules are read instead, and none of them
    // may name a class the header's shared buttons wear
    const own = /<style scoped>([\s\S]*?)<\/style>/.exec(statsSource)?.[1] ?? ''
    const selectors = own.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? []
    expect(selectors.length).toBeGreaterThan(5)
    for (const name of worn)
      for (const selector of selectors)
        expect(selector.trim()).not.toMatch(new RegExp(`\\.${name}(?![\\w-])`))
  })

  it('shows no amount for the biggest pot before one is won, as it shows no rate', async () => {
    const fresh = await openStats()
    const none = tile(fresh, 'matchesWon')
    expect(none).toBe('—')
    expect(tile(fresh, 'roundsWon')).toBe(none)
    expect(tile(fresh, 'biggestPot')).toBe(none)
    fresh.unmount()
    wrapper = null
    // a quick match stakes nothing: still no pot, though a match was played
    await forfeitQuickMatch(main)
    const played = await openStats()
    expect(tile(played, 'matches')).toBe('1')
    expect(tile(played, 'biggestPot')).toBe(none)
  })

  it('counts a match the same way in all three tables: played, won, win rate', async () => {
    await forfeitQuickMatch(main)
    const w = await openStats()
    const tables = ['by-ruleset', 'by-opponent', 'deck-records'].map((name) =>
      w.get(`[data-test="${name}"]`),
    )
    const counts = (language: 'en' | 'de') => ({
      heads:
        language === 'en' ? ['Played', 'Won', 'Win rate'] : ['Gespielt', 'Gewonnen', 'Siegquote'],
      row: ['1', '0', formatPercent(0, language)],
    })
    for (const language of ['en', 'de'] as const) {
      i18n.global.locale.value = language
      await settle()
      for (const table of tables) {
        // the name first; after the counts only the deck table's cards
        const heads = table.findAll('th').map((th) => th.text())
        const row = table
          .findAll('tbody tr')[0]!
          .findAll('td')
          .map((td) => td.text())
        expect(heads.slice(1, 4)).toEqual(counts(language).heads)
        expect(row.slice(1, 4)).toEqual(counts(language).row)
      }
    }
  })
})

describe("the house's sampler in the deck table", () => {
  it('is named as the house lends it, in each language, never as a deleted deck', async () => {
    const started = await main('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: '@sampler',
    })
    await main('match.resign', { matchId: started.matchId })
    const w = await openStats()
    const names = () =>
      w
        .get('[data-test="deck-records"]')
        .findAll('tbody tr')
        .map((tr) => tr.findAll('th, td')[0]!.text())
    for (const [language, name] of [
      ['en', 'House sampler'],
      ['de', 'Schnupperdeck'],
    ] as const) {
      i18n.global.locale.value = language
      await settle()
      expect(names()).toEqual([name])
    }
    i18n.global.locale.value = 'en'
  })
})

describe("the deck table's cards played most", () => {
  it('says how often a card was played in words, never a "×3" beside the double\'s "×2"', async () => {
    await forfeitQuickMatch(main)
    // the kept match as if the player had played the double three times and +1 once: the
    // history keeps moves as tokens, and the deck table counts the player's plays among them
    await rewriteSave(1, (data) => {
      const kept = data.history?.[0]
      if (!kept) throw new Error('the forfeited match was not kept')
      playCardsInRecord(kept, ['D', 'D', '+1', 'D'])
    })
    const w = await openStats()
    // the deck's row, then the line under it with its cards played most
    const record = () => w.get('[data-test="deck-records"] tbody')
    const played = () => record().findAll('.played-card')
    // each card as its chip draws it, most played first, then how often in words
    expect(played().map((card) => card.get('[data-part="main"]').text())).toEqual(['D', '+1'])
    const times = () =>
      record()
        .findAll('[data-test="times-played"]')
        .map((n) => n.text())
    expect(times()).toEqual(['played 3 times', 'played once'])
    // no count that reads as a card's value: the double's own face is "×2" in the tournament
    expect(record().text()).not.toMatch(/×\s*\d/)
    i18n.global.locale.value = 'de'
    await settle()
    expect(times()).toEqual(['3-mal gelegt', 'einmal gelegt'])
    expect(record().text()).not.toMatch(/×\s*\d/)
    i18n.global.locale.value = 'en'
  })
})

describe('the Stats screen over a damaged record', () => {
  it('shows every table: the match counts in its deck, its cards do not', async () => {
    await forfeitQuickMatch(main)
    await forfeitQuickMatch(main)
    await rewriteSave(1, (data) => {
      const [damaged, whole] = data.history ?? []
      if (!damaged || !whole) throw new Error('the forfeited matches were not kept')
      playCardsInRecord(whole, ['+1'])
      // moves no match is made of, as a hand might leave them: the double played at the deal
      damaged.moves = '0pD 0pD 0pD'
    })
    const w = await openStats()
    expect(w.find('.error-line').exists()).toBe(false)
    const record = w.get('[data-test="deck-records"] tbody')
    expect(record.findAll('.played-card').map((c) => c.get('[data-part="main"]').text())).toEqual([
      '+1',
    ])
    // both matches counted, neither won
    const row = w.get('[data-test="deck-record"]')
    expect(row.findAll('td').map((td) => td.text())).toEqual(['House deck', '2', '0', '0%'])
  })
})

describe("the deck table's note", () => {
  it('speaks of the cards under each deck only once a deck has some to show', async () => {
    await forfeitQuickMatch(main)
    const w = await openStats()
    const note = () => w.get('[data-test="deck-note"]').text()
    // a match given up before any side card was played: nothing under the deck
    expect(w.findAll('.played-card')).toHaveLength(0)
    expect(note()).toMatch(/^Counts the matches in your history/)
    expect(note()).not.toMatch(/side cards you played most/)
    w.unmount()
    await rewriteSave(1, (data) => {
      const kept = data.history?.[0]
      if (!kept) throw new Error('the forfeited match was not kept')
      playCardsInRecord(kept, ['+1'])
    })
    const again = await openStats()
    expect(again.get('[data-test="deck-note"]').text()).toMatch(
      /^Under each deck, the side cards you played most from it\. Counts the matches/,
    )
  })
})

describe("the deck table's cards in the rules the deck was played under", () => {
  it('draws a tournament deck\'s double with the tournament\'s "×2" face, not classic\'s "D"', async () => {
    await forfeitQuickMatch(main, 'tournament')
    // the kept match as if the player had played the double twice and +3 once (the
    // tournament's plain cards begin at 3)
    await rewriteSave(1, (data) => {
      const kept = data.history?.[0]
      if (!kept) throw new Error('the forfeited match was not kept')
      playCardsInRecord(kept, ['D', 'D', '+3'])
    })
    const w = await openStats()
    const faces = w
      .get('[data-test="deck-records"] tbody')
      .findAll('.played-card')
      .map((card) => card.get('[data-part="main"]').text())
    expect(faces).toEqual(['×2', '+3'])
  })
})

describe('the ledger after a win at the free table', () => {
  it('names the bounty and the purse apart, as the result’s news did', async () => {
    // the house pays its purse to players short of credits: the new save's 10,000 spent first
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    await main('shop.buy', { merchantId: 'vessa', card: '-2' })
    await beatInMain(main, ['pip-odell'])
    wrapper = mount(StatsView, { global: { plugins: [i18n] } })
    await settle()
    const notes = () => wrapper!.findAll('[data-test="ledger-note"]').map((n) => n.text())
    // newest first: the purse was paid after the bounty
    expect(notes().slice(0, 2)).toEqual([
      'the house’s purse at Pip Odell’s table',
      'one-time, for the first win over Pip Odell',
    ])
    expect(wrapper.text()).not.toContain('Reward for beating')
    // both are a prize, the word the cantina gives what a win pays besides the pot
    const reasons = () => wrapper!.findAll('[data-test="ledger"] .reason').map((r) => r.text())
    expect(reasons().slice(0, 2)).toEqual(['Prize', 'Prize'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(notes().slice(0, 2)).toEqual([
      'aus dem Preisgeld des Hauses am Tisch von Pip Odell',
      'einmalig, für den ersten Sieg über Pip Odell',
    ])
    expect(reasons().slice(0, 2)).toEqual(['Prämie', 'Prämie'])
  })
})
