// @vitest-environment happy-dom
/**
 * The open-match question over the real api router on a temporary data folder: what forfeiting
 * the open match costs is said the way main settles it, a loss only where the match counts.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessibleName } from '@/testing/accessible-name'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: OpenMatchDialog } = await import('./OpenMatchDialog.vue')
const { default: ScreenHeader } = await import('./ScreenHeader.vue')
const { useOpenMatchStore } = await import('@/stores/open-match')

const { main, settle } = useRealMainPerTest(real, 'open-match', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** The dialog as it asks when a quick match is started over the match main has open. */
async function asked(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useOpenMatchStore().ask({ mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
  wrapper = mount(OpenMatchDialog, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

describe('the open-match question', () => {
  it('asks as every dialog does: Cancel beside the main way, the forfeit apart, Esc cancels', async () => {
    await main('match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
    const dialog = await asked()
    // one row: the forfeit first, on its own in the danger colours, then Cancel and Back to the
    // table at the row's end, where every other dialog has its Cancel and its confirm
    const row = dialog.findAll('[data-test="open-match-actions"] > button')
    expect(row.map((b) => b.attributes('data-test'))).toEqual([
      'open-match-forfeit',
      'open-match-cancel',
      'open-match-return',
    ])
    expect(row[0]!.classes()).toEqual(expect.arrayContaining(['danger', 'apart']))
    expect(row[2]!.classes()).toContain('primary')
    expect(dialog.get('[data-test="open-match-actions"]').classes()).not.toContain('column')
    // the keyboard opens on the way back to the table, so one Enter forfeits nothing
    expect(document.activeElement).toBe(row[2]!.element)
    // Esc answers Cancel: the question goes and the open match stays
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await settle()
    expect(useOpenMatchStore().asking).toBeNull()
    expect(dialog.find('[data-test="open-match"]').exists()).toBe(false)
    expect(await main('match.resume')).not.toBeNull()
  })

  it('says a forfeited quick match is a loss in the stats', async () => {
    await main('match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
    const dialog = await asked()
    expect(dialog.text()).toContain(i18n.global.t('common.openMatch.loss'))
    expect(dialog.find('[data-test="open-match-free"]').exists()).toBe(false)
  })

  it('says a tutorial costs nothing to forfeit, and forfeiting it leaves the stats as they were', async () => {
    await main('match.start', { mode: 'tutorial' })
    const dialog = await asked()
    expect(dialog.get('[data-test="open-match-free"]').text()).toBe(
      i18n.global.t('common.openMatch.free'),
    )
    expect(dialog.text()).not.toContain(i18n.global.t('common.openMatch.loss'))
    await dialog.get('[data-test="open-match-forfeit"]').trigger('click')
    await settle()
    expect(await main('stats.get')).toMatchObject({ matches: 0 })
  })

  it('words main’s refusal of the forfeit-and-start, never its key', async () => {
    // 10,000 less two cards bought, one sold back, and 800 lost: 1,200, then 800 on Hobb
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    await main('shop.buy', { merchantId: 'vessa', card: '-2' })
    await main('shop.sell', { merchantId: 'vessa', card: '-1' })
    const [starter] = await main('decks.list')
    if (!starter) throw new Error('a new save has its starter deck')
    const hobb = { mode: 'campaign', opponentId: 'hobb-tarrow', deckId: starter.id } as const
    const lost = await main('match.start', { ...hobb, wager: 800 })
    await main('match.resign', { matchId: lost.matchId })
    await main('match.start', { ...hobb, wager: 800 })
    // the new stake was within the 1,200 held, but the forfeit leaves only 400
    const pinia = createPinia()
    setActivePinia(pinia)
    await useOpenMatchStore().ask({ ...hobb, opponentId: 'marla-quince', wager: 500 })
    wrapper = mount(OpenMatchDialog, {
      global: { plugins: [pinia, i18n] },
      attachTo: document.body,
    })
    await settle()
    await wrapper.get('[data-test="open-match-forfeit"]').trigger('click')
    await settle()
    const said = wrapper.get('[role="alert"]').text()
    expect(said).toBe(
      i18n.global.t('errors.campaign.stakeOverCredits', { wager: '500', have: '400' }),
    )
    expect(said).not.toContain('errors.')
  })
})

describe('an open hot-seat match', () => {
  /** A hot-seat match between the save's own player and Talon, left open. */
  const hotseat = () =>
    main('match.start', {
      mode: 'hotseat',
      rules: 'classic',
      players: [
        { name: 'Tester', deckId: null },
        { name: 'Talon', deckId: null },
      ],
    })

  it('is named by its two people in the question, never "against" one of them', async () => {
    await hotseat()
    const dialog = await asked()
    const body = dialog.get('[data-test="open-match-body"]').text()
    expect(body).toBe(
      i18n.global.t('common.openMatch.bodyHotseat', {
        first: 'Tester',
        second: 'Talon',
        score: '0\u20130',
      }),
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(dialog.get('[data-test="open-match-body"]').text()).toBe(
      'Die Hot-Seat-Partie Tester gegen Talon ist noch nicht vorbei (Rundenstand 0\u20130). Willst du zu ihr zurückkehren oder sie aufgeben und die neue beginnen?',
    )
  })

  it('is named by its two people in the header of a screen it was started from', async () => {
    await hotseat()
    const pinia = createPinia()
    setActivePinia(pinia)
    wrapper = mount(ScreenHeader, {
      props: { title: 'Hot-seat', returnToMatch: true },
      global: { plugins: [pinia, i18n] },
      attachTo: document.body,
    })
    await settle()
    const line = () => wrapper!.get('[data-test="open-match-line"]').text()
    expect(line()).toContain(
      i18n.global.t('common.openMatch.lineHotseat', { first: 'Tester', second: 'Talon' }),
    )
    // not the line of a match against an opponent, which named the wrong person here
    expect(line()).not.toContain(i18n.global.t('common.openMatch.line', { name: 'Talon' }))
    expect(line()).not.toContain(i18n.global.t('common.openMatch.line', { name: 'Tester' }))
    // its arrows are for the eye: Back and the way back to the table named by their words
    const named = (test: string) => accessibleName(wrapper!.get(`[data-test="${test}"]`).element)
    expect(named('back')).toBe(i18n.global.t('common.actions.back'))
    expect(wrapper.get('[data-test="back"]').attributes('aria-keyshortcuts')).toBe('Escape')
    expect(named('return-to-match')).toBe(i18n.global.t('common.openMatch.returnToTable'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(line()).toContain('Hot-Seat: Tester gegen Talon, noch offen.')
    expect(named('back')).toBe('Zurück')
  })
})

describe('an open daily match', () => {
  it('warns that forfeiting the counted attempt loses the day, named the language’s way', async () => {
    const { today } = await main('daily.get')
    await main('match.start', { mode: 'daily' })
    const dialog = await asked()
    const warning = () => dialog.get('[data-test="open-match-daily"]').text()
    expect(warning()).toContain('your counted attempt at the daily challenge of')
    expect(warning()).not.toContain(today.date)
    expect(dialog.find('[data-test="open-match-free"]').exists()).toBe(false)
    i18n.global.locale.value = 'de'
    await settle()
    expect(warning()).toContain('Sie ist dein gewerteter Versuch der Tagesherausforderung vom ')
  })

  it('says a replay of the day costs nothing to forfeit, as main settles it', async () => {
    const counted = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId: counted.matchId })
    const replay = await main('match.start', { mode: 'daily' })
    expect(replay.daily?.counted).toBe(false)
    const dialog = await asked()
    expect(dialog.get('[data-test="open-match-free"]').text()).toBe(
      i18n.global.t('common.openMatch.free'),
    )
    expect(dialog.find('[data-test="open-match-daily"]').exists()).toBe(false)
    const before = await main('stats.get')
    await dialog.get('[data-test="open-match-forfeit"]').trigger('click')
    await settle()
    expect(await main('stats.get')).toEqual(before)
  })
})
