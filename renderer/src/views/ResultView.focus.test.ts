// @vitest-environment happy-dom
/**
 * Where the keyboard lands on the result screen, over the real api router on a temporary data
 * folder: a match forfeited from the table's Esc menu by keys alone ends on Play again, the
 * screen's home, once the screen has settled; while Play again is off (main still answering),
 * on the way back, and on Play again as soon as it comes on. After the win that opens a
 * cantina, on the way to the map, and there on the cantina just opened. After the daily
 * challenge, on the way back to it, the replay that counts for nothing one Tab on. A forfeit
 * by keys lands on the lead button in every mode; one clicked with the pointer leaves the
 * focus on the page, and Enter then puts the keyboard on the lead button, as Tab does (on the
 * day's screen reached by a click too, on its Play). After a match for credits, on the way back
 * to the cantina, the first button, where Enter (the key that ended the turns) stakes nothing,
 * Play again and its stake one Tab on; it started on the account, where Enter did nothing.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MatchStart } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain, campaignStart, playAtTable, untilWon } from '@/testing/campaign-wins'
import { appShell, frames, focused } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { useSettingsStore } = await import('@/stores/settings')
const { leaveScreen } = await import('@/composables/useFocusKeeper')
const TableView = (await import('./TableView.vue')).default
const ResultView = (await import('./ResultView.vue')).default
const CampaignView = (await import('./CampaignView.vue')).default
const DailyView = (await import('./DailyView.vue')).default
const CantinaView = (await import('./CantinaView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'result-focus', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null

const App = await appShell({
  table: TableView,
  result: ResultView,
  campaign: CampaignView,
  daily: DailyView,
  cantina: CantinaView,
})

/** A key, pressed at the table or on the focused control. */
const press = (key: string): void => {
  const target = document.activeElement ?? window
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
}

/** The app on the title screen, the keyboard in use. */
async function byKeyboard(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useSettingsStore().settings.reducedMotion = 'on'
  wrapper = mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  press('Enter')
  return wrapper
}

const QUICK: MatchStart = { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null }

/** A quick match opened by keyboard, its opening deal shown: the table waits for a move. */
async function atTheTable(): Promise<VueWrapper> {
  await byKeyboard()
  await useMatchStore().start(QUICK)
  await settle()
  await frames()
  expect(useNavigationStore().current.screen).toBe('table')
  return wrapper!
}

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  // no wait for a screen's home outlives its test
  leaveScreen()
  document.body.replaceChildren()
})

describe('the keyboard on the result screen', () => {
  /** Esc, then Enter on the menu's Forfeit and on the question's: a key's click, no pointer. */
  async function forfeitByKeys(w: VueWrapper): Promise<void> {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flushPromises()
    for (const button of ['forfeit', 'forfeit-confirm']) {
      press('Enter')
      await w.get(`[data-test="${button}"]`).trigger('click')
      await flushPromises()
    }
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('result')
  }

  it('lands on Play again after a forfeit from the Esc menu', async () => {
    const w = await atTheTable()
    await forfeitByKeys(w)
    expect(w.get('[data-test="result-title"]').text()).toBe(i18n.global.t('table.result.lost'))
    expect(focused()).toBe('play-again')
  })

  /** Each mode's start and the result's lead button after a forfeit there. */
  const MODES: { mode: string; start: MatchStart; lead: string }[] = [
    { mode: 'quick', start: QUICK, lead: 'play-again' },
    { mode: 'campaign', start: campaignStart('pip-odell'), lead: 'play-again' },
    {
      mode: 'campaign for credits',
      start: campaignStart('marla-quince', 200),
      lead: 'result-back',
    },
    { mode: 'daily', start: { mode: 'daily' }, lead: 'result-back' },
    {
      mode: 'hot-seat',
      start: {
        mode: 'hotseat',
        rules: 'classic',
        players: [
          { name: 'Maren', deckId: null },
          { name: 'Jor', deckId: null },
        ],
      },
      lead: 'play-again',
    },
  ]

  /** A match of `start` at the table, the keyboard in use, the table waiting for a move. */
  async function sitDown(start: MatchStart): Promise<VueWrapper> {
    const w = await byKeyboard()
    const match = useMatchStore()
    await match.start(start)
    await settle()
    // at the hot-seat the first person takes the screen behind the curtain
    if (match.update?.hotseat?.curtain !== null && match.update?.hotseat) await match.reveal()
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('table')
    return w
  }

  it.each(MODES)(
    'lands on the lead button after a forfeit by keys in the $mode',
    async ({ start, lead }) => {
      await forfeitByKeys(await sitDown(start))
      expect(focused()).toBe(lead)
    },
  )

  it.each(MODES)(
    'puts the keyboard on the lead button at Enter after a forfeit by the pointer in the $mode',
    async ({ start, lead }) => {
      const w = await sitDown(start)
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
      await flushPromises()
      // the question's buttons clicked: the screen leaves the focus to the pointer's player
      for (const button of ['forfeit', 'forfeit-confirm']) {
        const control = w.get(`[data-test="${button}"]`)
        control.element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
        ;(control.element as HTMLElement).focus()
        await control.trigger('click')
        await flushPromises()
      }
      await settle()
      await frames()
      expect(useNavigationStore().current.screen).toBe('result')
      expect(focused()).toBeNull()
      // Enter puts the keyboard where it goes on, and presses nothing yet
      press('Enter')
      await frames()
      expect(focused()).toBe(lead)
      expect(useNavigationStore().current.screen).toBe('result')
    },
  )

  it('leads with the way back after a match for credits, Play again and its stake one Tab on', async () => {
    const w = await sitDown(campaignStart('marla-quince', 200))
    await forfeitByKeys(w)
    // the first button of the row, the one to press, and the keyboard on it
    const buttons = w.findAll('[data-test="result"] .buttons button').map((b) => b.element)
    const back = w.get('[data-test="result-back"]')
    expect(buttons[0]).toBe(back.element)
    expect(document.activeElement).toBe(back.element)
    expect(back.text()).toBe(i18n.global.t('table.result.toCantina'))
    expect(back.classes()).toContain('primary')
    // the account is no stop of the keyboard's
    expect(w.get('[data-test="result-account"]').attributes('tabindex')).toBeUndefined()
    // Play again, its stake on it, is the next button a Tab reaches
    const again = w.get('[data-test="play-again"]')
    expect(buttons[1]).toBe(again.element)
    expect(again.classes()).not.toContain('primary')
    expect(again.text()).toBe(
      i18n.global.t('table.result.playAgainStake', {
        stake: i18n.global.t('common.credits', { amount: '200' }),
      }),
    )
    // Enter, as through the last round, goes back to the cantina and stakes nothing
    press('Enter')
    await back.trigger('click')
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('cantina')
    expect(await main('match.resume')).toBeNull()
  })

  it('goes back to the cantina on the player just played, not on Play, where Enter stakes nothing', async () => {
    const w = await byKeyboard()
    const navigation = useNavigationStore()
    navigation.go('campaign')
    navigation.go('cantina', { locationId: 'rusted-anchor' })
    await settle()
    await frames()
    // the player picks Marla, and sits down by Enter on Play, the stake set
    await w.get('[data-test="opponent-marla-quince"]').trigger('click')
    ;(w.get('[data-test="start-match"]').element as HTMLElement).focus()
    press('Enter')
    await useMatchStore().start(campaignStart('marla-quince', 200))
    await settle()
    await frames()
    expect(navigation.current.screen).toBe('table')
    await forfeitByKeys(w)
    expect(focused()).toBe('result-back')
    press('Enter')
    await w.get('[data-test="result-back"]').trigger('click')
    await settle()
    await frames()
    expect(navigation.current.screen).toBe('cantina')
    // on the player just played (Play, where the keyboard left the cantina, staked at Enter)
    expect(focused()).toBe('opponent-marla-quince')
    press('Enter')
    await w.get('[data-test="opponent-marla-quince"]').trigger('click')
    await settle()
    expect(navigation.current.screen).toBe('cantina')
    expect(await main('match.resume')).toBeNull()
    // and Back from the cantina goes on to the map, as it lies below
    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('campaign')
  })

  it('waits on the way back while Play again is off, and moves to it as it comes on', async () => {
    const w = await atTheTable()
    const match = useMatchStore()
    await match.resign()
    // main still answering as the screen arrives: Play again is off
    match.pending = true
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('result')
    expect(w.get('[data-test="play-again"]').attributes('disabled')).toBeDefined()
    expect(focused()).toBe('result-back')
    match.pending = false
    await frames()
    expect(focused()).toBe('play-again')
  })

  it('lands on the way back after the daily challenge, the replay one Tab on', async () => {
    const w = await byKeyboard()
    await useMatchStore().start({ mode: 'daily' })
    await settle()
    await frames()
    await useMatchStore().resign()
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('result')
    expect(focused()).toBe('result-back')
    expect(w.get('[data-test="result-back"]').text()).toBe(i18n.global.t('modes.daily.toDaily'))
    // the replay is still there, on, and the next control the keyboard reaches
    const buttons = w.findAll('[data-test="result"] .buttons button').map((b) => b.element)
    const replay = w.get('[data-test="play-again"]')
    expect(replay.text()).toBe(i18n.global.t('modes.daily.replay'))
    expect(replay.attributes('disabled')).toBeUndefined()
    expect(buttons.indexOf(replay.element)).toBe(buttons.indexOf(document.activeElement!) + 1)
    press('Enter')
    await w.get('[data-test="result-back"]').trigger('click')
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('daily')
    // and on the day's screen, on its replay (the day's Play)
    expect(focused()).toBe('daily-play')
  })

  it('takes Tab from the page to the way back after a daily forfeit by the pointer, and on the day’s screen to Play', async () => {
    const w = await byKeyboard()
    await useMatchStore().start({ mode: 'daily' })
    await settle()
    await frames()
    // the forfeit confirmed with the pointer: the result leaves the keyboard on the page
    const click = (): boolean =>
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    click()
    await useMatchStore().resign()
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('result')
    expect(focused()).toBeNull()
    // Tab from the page: the lead button, not the top of the screen
    press('Tab')
    await frames()
    expect(focused()).toBe('result-back')
    // the way back clicked: the day's screen leaves the keyboard on the page too, until a Tab
    click()
    await w.get('[data-test="result-back"]').trigger('click')
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('daily')
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(focused()).toBeNull()
    press('Tab')
    await frames()
    expect(focused()).toBe('daily-play')
  })

  it('lands on the way to the map after the win that opens a cantina, and there on that cantina', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince'])
    const w = await byKeyboard()
    // the way a player comes to the table: from the map, by its first cantina's Enter, which
    // the map remembers; the way to the map after the win is a new visit, not a way back
    useNavigationStore().go('campaign')
    await settle()
    await frames()
    expect(focused()).toBe('enter-rusted-anchor')
    await untilWon(() =>
      playAtTable(useMatchStore(), main, settle, campaignStart('sister-kell', 200)),
    )
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('result')
    expect(focused()).toBe('result-map')
    press('Enter')
    await w.get('[data-test="result-map"]').trigger('click')
    await settle()
    await frames()
    expect(useNavigationStore().current.screen).toBe('campaign')
    // the Enter of the line at the map's top that names the cantina just opened
    expect(focused()).toBe('fresh-enter')
  })
})
