// @vitest-environment happy-dom
/**
 * The daily challenge over the real api router on a temporary data folder, with a clock the test
 * moves: a screen left open past midnight starts nothing it did not show (main refuses the day,
 * the screen shows today's and says why), its past days are the days before today, and the
 * result screen's Play again says it is a replay.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const DailyView = (await import('./DailyView.vue')).default
const ResultView = (await import('./ResultView.vue')).default

const { main, settle, setNow } = useRealMainPerTest(real, 'daily-view', {
  // main's clock: local noon of 1 December, moved by the tests
  now: new Date(2026, 11, 1, 12),
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true, reducedMotion: true },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('the daily screen past midnight', () => {
  it('starts nothing it did not show: it fetches today’s deal and says why', async () => {
    const navigation = useNavigationStore()
    navigation.go('daily')
    wrapper = mount(DailyView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const heading = () => wrapper!.get('[data-test="daily-today"] h2').text()
    const shown = heading()
    expect(shown).toContain('December 1, 2026')

    setNow(new Date(2026, 11, 2, 0, 5))
    await wrapper.get('[data-test="daily-play"]').trigger('click')
    await settle()
    // no match was started, and no day's attempt was used up
    expect(await main('match.resume')).toBeNull()
    expect(navigation.current.screen).toBe('daily')
    expect(heading()).toContain('December 2, 2026')
    expect(wrapper.get('[data-test="daily-new-day"]').text()).toBe(t('modes.daily.newDay'))
    expect((await main('daily.get')).attempt).toBeNull()

    // the deal now shown is the one that starts, as the day's counted attempt
    await wrapper.get('[data-test="daily-play"]').trigger('click')
    await settle()
    expect((await main('match.resume'))?.daily).toEqual({ date: '2026-12-02', counted: true })
    expect(navigation.current.screen).toBe('table')
  })

  it('offers the prize in credits as every figure on screen shows them, in both languages', async () => {
    wrapper = mount(DailyView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    // the 1st of December brings a veteran: main's prize for a veteran's day
    expect((await main('daily.get')).today).toMatchObject({ tier: 'veteran', prize: 1_500 })
    const offer = () => wrapper!.get('[data-test="daily-prize"]').text()
    expect(offer()).toBe(
      'Win it for 1,500\u00a0cr. The stronger the day’s opponent, the bigger the prize.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(offer()).toBe(
      'Ein Sieg bringt dir 1.500\u00a0Cr. Je stärker der Gegner des Tages, desto höher die Prämie.',
    )
    // which match counts, said as German says it ("… ist die, die zählt" read as English)
    expect(wrapper.get('[data-test="daily-attempt"]').text()).toBe(
      'Heutige Herausforderung: Es zählt nur deine erste Partie des Tages.',
    )
    i18n.global.locale.value = 'en'
  })
})

describe('today’s deck', () => {
  it('names each card as the card key does: a flip card by its ±, in both languages', async () => {
    wrapper = mount(DailyView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const { deck } = (await main('daily.get')).today
    // 1 December's deal holds a flip card, so the name below is one a player meets
    expect(deck).toContain('±1')
    const names = () =>
      wrapper!
        .findAll('[data-test="daily-deck"] [role="img"]')
        .map((c) => c.attributes('aria-label'))
    const flip = deck.indexOf('±1')
    // no sign is chosen in a deck: the card is ±1, neither "now +1" nor a bare "1"
    expect(names()[flip]).toBe('Flip card \u00b11')
    expect(names().filter((name) => /now/.test(name ?? ''))).toEqual([])
    i18n.global.locale.value = 'de'
    await settle()
    expect(names()[flip]).toBe('Wechselkarte \u00b11')
    expect(names().filter((name) => /jetzt/.test(name ?? ''))).toEqual([])
    i18n.global.locale.value = 'en'
  })
})

describe('the past days', () => {
  /** The day's counted attempt, started and forfeited in main: the day is lost. */
  async function loseToday(): Promise<void> {
    const { matchId } = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId })
  }
  /** The daily screen as main shows it now. */
  async function dailyScreen(): Promise<VueWrapper> {
    wrapper?.unmount()
    wrapper = mount(DailyView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    return wrapper
  }

  it('leave today out: today’s attempt is told in today’s panel', async () => {
    await loseToday()
    let w = await dailyScreen()
    expect(w.get('[data-test="daily-attempt"]').attributes('data-attempt')).toBe('lost')
    expect(w.find('[data-test="daily-days"]').exists()).toBe(false)
    expect(w.get('[data-test="daily-none"]').text()).toBe(t('modes.daily.none'))

    // the next day, yesterday is a past day, today's attempt again not
    setNow(new Date(2026, 11, 2, 12))
    await loseToday()
    w = await dailyScreen()
    const days = w.findAll('[data-test="daily-days"] li')
    expect(days).toHaveLength(1)
    expect(days[0]!.get('.when').text()).toContain('Dec 1')
    expect(w.find('[data-test="daily-none"]').exists()).toBe(false)
  })

  it('say in German too that there are none yet, today played or not', async () => {
    await loseToday()
    i18n.global.locale.value = 'de'
    const w = await dailyScreen()
    expect(w.get('[data-test="daily-none"]').text()).toBe('Noch keine vergangenen Tage gespielt.')
  })
})

describe('a lost day', () => {
  it('says what the loss cost and when the next deal comes, in both languages', async () => {
    i18n.global.locale.value = 'en'
    const { matchId } = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId })
    const w = mount(DailyView, { global: { plugins: [i18n] }, attachTo: document.body })
    wrapper = w
    await settle()
    // the figure as every figure on screen: 1,500 cr, not 1500 cr
    expect(w.get('[data-test="daily-cost"]').text()).toBe(
      `${t('modes.daily.lost.noStreak')} No prize today: the 1,500\u00a0cr were for a win.`,
    )
    // tomorrow by main's clock, the 1st of December's next day
    expect(w.get('[data-test="daily-next"]').text()).toBe(
      'The next deal comes tomorrow, December 2, 2026.',
    )
    // a streak the loss ended is counted in days
    const { useDailyStore } = await import('@/stores/daily')
    const daily = useDailyStore()
    daily.view = { ...daily.view!, streakBefore: 3 }
    await settle()
    expect(w.get('[data-test="daily-cost"]').text()).toMatch(/^Your streak of 3 days ends here\. /)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="daily-cost"]').text()).toBe(
      `Deine Serie von 3 Tagen endet hier. Heute keine Prämie: Die 1.500\u00a0Cr gab es nur für einen Sieg.`,
    )
    expect(w.get('[data-test="daily-next"]').text()).toMatch(
      /^Das nächste Blatt kommt morgen, .*2\. Dezember 2026\.$/,
    )
    i18n.global.locale.value = 'en'
  })

  it('says on the result that the counted attempt is lost, and a replay that it counts for nothing', async () => {
    i18n.global.locale.value = 'en'
    const match = useMatchStore()
    await match.start({ mode: 'daily', date: '2026-12-01' })
    await settle()
    await match.resign()
    await settle()
    wrapper = mount(ResultView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    expect(wrapper.get('[data-test="no-stake"]').text()).toBe(t('modes.daily.countedLost'))
    await match.start({ mode: 'daily', date: '2026-12-01' })
    await settle()
    await match.resign()
    await settle()
    expect(wrapper.get('[data-test="no-stake"]').text()).toBe(t('modes.daily.replayNote'))
  })
})

describe('a daily result', () => {
  /** Today's match started and forfeited from the renderer, on the result screen. */
  async function result(): Promise<VueWrapper> {
    const navigation = useNavigationStore()
    navigation.go('daily')
    const match = useMatchStore()
    await match.start({ mode: 'daily', date: '2026-12-01' })
    await settle()
    await match.resign()
    await settle()
    expect(navigation.current.screen).toBe('result')
    wrapper = mount(ResultView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    return wrapper
  }

  it('offers Play again as a replay that does not count, and starts one', async () => {
    const w = await result()
    expect(w.get('[data-test="play-again"]').text()).toBe(t('modes.daily.replay'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="play-again"]').text()).toBe('Wiederholen (zählt nicht)')
    await w.get('[data-test="play-again"]').trigger('click')
    await settle()
    expect((await main('match.resume'))?.daily).toEqual({ date: '2026-12-01', counted: false })
  })

  it('after midnight, Play again of yesterday’s is refused with the reason, and starts nothing', async () => {
    const w = await result()
    setNow(new Date(2026, 11, 2, 0, 1))
    await w.get('[data-test="play-again"]').trigger('click')
    await settle()
    expect(w.get('[data-test="result-error"]').text()).toBe(t('errors.match.dayChanged'))
    expect(await main('match.resume')).toBeNull()
    expect((await main('daily.get')).attempt).toBeNull()
  })
})
