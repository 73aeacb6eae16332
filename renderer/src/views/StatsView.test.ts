// @vitest-environment happy-dom
/**
 * The words of the Stats screen against the real main on a temporary data folder: the ledger's
 * lines worded from the keys main kept (and an older save's English line as it was written),
 * and the biggest pot's tile, which counts both stakes of a wager won.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { campaignStart, playInMain, untilWon } from '@/testing/campaign-wins'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { declined } = await import('@/i18n/names')
const { default: StatsView } = await import('./StatsView.vue')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'stats-words', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function openStats(): Promise<VueWrapper> {
  wrapper = mount(StatsView, { global: { plugins: [i18n] } })
  await settle()
  return wrapper
}

describe('the ledger on the stats screen', () => {
  it('words each line from its key, in the language, and shows an older English line as written', async () => {
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    // a stake given up at the deal: the line names the opponent the forfeit was to
    const { matchId } = await main('match.start', campaignStart('pip-odell', 200))
    await main('match.resign', { matchId })
    // the purchase as a save from before the ledger was data kept it: an English line
    await rewriteSave(1, (data) => {
      const bought = data.wallet.ledger.find((line) => line.reason === 'purchase')
      if (!bought) throw new Error('main kept no purchase')
      bought.note = 'Bought −1 from Old Vessa'
    })
    const w = await openStats()
    const notes = () => w.findAll('[data-test="ledger-note"]').map((n) => n.text())
    const forfeited = (locale: 'en' | 'de') =>
      i18n.global.t('ledger.forfeited', declined({ opponent: 'Pip Odell' }, locale), { locale })
    expect(notes()).toEqual([forfeited('en'), 'Bought −1 from Old Vessa'])
    // the note goes on from its reason ("Wager lost") rather than saying it again
    expect(notes()[0]).toBe('to Pip Odell, by forfeit')
    expect(w.text()).toContain(i18n.global.t('screens.stats.reason.start'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(notes()).toEqual([forfeited('de'), 'Bought −1 from Old Vessa'])
    expect(notes()[0]).not.toMatch(/Einsatz/)
  })
})

describe('the biggest pot on the stats screen', () => {
  it('counts both stakes of the wager won, and says so in either language', async () => {
    await untilWon(() => playInMain(main, campaignStart('pip-odell', 200)))
    const w = await openStats()
    const value = () => w.get('[data-test="tile-biggestPot"] .tile-value').text()
    const note = () => w.get('[data-test="tile-note-biggestPot"]').text()
    // the purse took the one stake won; the pot counts the player's and the opponent's
    const stakeWon = w
      .findAll('[data-test="ledger"] tbody tr')
      .find((row) => row.get('.reason').text() === i18n.global.t('screens.stats.reason.wager-won'))
    expect(stakeWon?.get('td.num').text()).toBe('+200\u00a0cr')
    expect(value()).toBe('400\u00a0cr')
    expect(w.text()).toContain(i18n.global.t('screens.stats.biggestPot'))
    expect(note()).toBe(i18n.global.t('screens.stats.biggestPotNote'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(value()).toBe('400\u00a0Cr')
    expect(note()).toBe(i18n.global.t('screens.stats.biggestPotNote', {}, { locale: 'de' }))
  })

  it('words the tiles as a German player would, the note under the pot’s label in its cell', async () => {
    await untilWon(() => playInMain(main, campaignStart('marla-quince', 50)))
    i18n.global.locale.value = 'de'
    const w = await openStats()
    const words = (key: string) => w.get(`[data-test="tile-${key}"] .tile-words`)
    // the busts counted as the table says it: "Überkauft", not "0 / mal überkauft"
    expect(words('busts').text()).toBe('Überkauft')
    // label and note in one cell, the note under the label: no row of its own in every tile
    const pot = words('biggestPot')
    expect(pot.get('.tile-label').text()).toBe('Größter gewonnener Pott')
    expect(pot.get('.tile-note').text()).toBe('beide Einsätze, vor dem Hausanteil')
    expect(w.get('[data-test="tile-biggestPot"]').element.children).toHaveLength(2)
    // the won stake's line: its reason and its note in one wrapping cell, one after the other
    const won = w
      .findAll('[data-test="ledger"] tbody tr')
      .find((row) => row.get('.reason').text() === 'Einsatz gewonnen')
    expect(won?.findAll('.what > span').map((part) => part.text())).toEqual([
      'Einsatz gewonnen',
      'gegen Marla Quince',
    ])
    // read out, or copied, as one phrase: a space between the two, not "gewonnengegen"
    const said = won?.get('.what').element.textContent?.replace(/\s+/g, ' ')
    expect(said).toBe('Einsatz gewonnen gegen Marla Quince')
    expect(w.get('[data-test="ledger"] thead').text()).toContain('Saldo')
  })
})

describe('the tiles of counts', () => {
  it('say "1 match", then "2 matches", in either language', async () => {
    const resignOne = async () => {
      const { matchId } = await main('match.start', campaignStart('pip-odell'))
      await main('match.resign', { matchId })
    }
    await resignOne()
    const w = await openStats()
    const tile = (key: string) => {
      const at = w.get(`[data-test="tile-${key}"]`)
      return `${at.get('.tile-value').text()} ${at.get('.tile-label').text()}`
    }
    // resigned at the deal: one match, no round played, no bust
    expect([tile('matches'), tile('rounds'), tile('busts')]).toEqual([
      '1 Match',
      '0 Rounds',
      '0 Busts',
    ])
    i18n.global.locale.value = 'de'
    await settle()
    expect([tile('matches'), tile('rounds'), tile('busts')]).toEqual([
      '1 Partie',
      '0 Runden',
      '0 Überkauft',
    ])
    w.unmount()
    await resignOne()
    const again = await openStats()
    expect(again.get('[data-test="tile-matches"] .tile-label').text()).toBe('Partien')
    i18n.global.locale.value = 'en'
    await settle()
    expect(again.get('[data-test="tile-matches"] .tile-label').text()).toBe('Matches')
  })
})
