// @vitest-environment happy-dom
/**
 * Play again over the real api router on a temporary data folder: after a lost stake the same
 * wager can be more than the purse. Main offers the stake lowered to what is left, and the button
 * says and stakes that; with less than the table's minimum left it offers none, and the screen
 * says why in Play again's place, the way back to the cantina leading on.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MatchStart } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { useSettingsStore } = await import('@/stores/settings')
const ResultView = (await import('./ResultView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'result-again', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** A campaign match against Hobb Tarrow at this stake, lost by forfeit, on the result screen. */
async function lostAt(wager: number): Promise<VueWrapper> {
  const [starter] = await main('decks.list')
  if (!starter) throw new Error('a new save has its starter deck')
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useSettingsStore().settings.reducedMotion = 'on'
  const navigation = useNavigationStore()
  navigation.go('campaign')
  navigation.go('cantina', { locationId: 'rusted-anchor' })
  const match = useMatchStore()
  const start: MatchStart = {
    mode: 'campaign',
    opponentId: 'hobb-tarrow',
    deckId: starter.id,
    wager,
  }
  await match.start(start)
  await settle()
  await match.resign()
  await settle()
  expect(navigation.current.screen).toBe('result')
  wrapper = mount(ResultView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

describe('Play again', () => {
  /** 10,000 less two cards bought, one sold back: 2,000 in the purse. */
  async function down2000(): Promise<void> {
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    await main('shop.buy', { merchantId: 'vessa', card: '-2' })
    await main('shop.sell', { merchantId: 'vessa', card: '-1' })
  }

  it('offers and stakes what is left when the lost stake leaves less than the wager', async () => {
    await down2000()
    // 800 lost, and 800 more: 400 left
    ;(await lostAt(800)).unmount()
    const w = await lostAt(800)
    const again = w.get('[data-test="play-again"]')
    expect(again.text()).toBe(
      t('table.result.playAgainStake', { stake: t('common.credits', { amount: '400' }) }),
    )
    await again.trigger('click')
    await settle()
    expect(useNavigationStore().current.screen).toBe('table')
    expect((await main('match.resume'))?.wager).toBe(400)
    expect((await main('wallet.get')).credits).toBe(400)
  })

  it('offers no wagered match once the purse is below the table’s minimum, and says why', async () => {
    await down2000()
    // 800 lost, and 800 more, and the last 400: nothing left, Hobb plays for 100 at least
    ;(await lostAt(800)).unmount()
    ;(await lostAt(800)).unmount()
    const w = await lostAt(400)
    expect(w.find('[data-test="play-again"]').exists()).toBe(false)
    expect(w.get('[data-test="again-short"]').text()).toBe(
      t('table.result.againShort', {
        opponent: 'Hobb Tarrow',
        min: t('common.credits', { amount: '100' }),
        have: t('common.credits', { amount: '0' }),
      }),
    )
    // the way on is back to the cantina, where a table the player can cover is chosen
    const back = w.get('[data-test="result-back"]')
    expect(back.text()).toBe(t('table.result.toCantina'))
    expect(back.classes()).toContain('primary')
    await back.trigger('click')
    expect(useNavigationStore().current.screen).toBe('cantina')
    expect(await main('match.resume')).toBeNull()
  })

  it('starts the same match in the result screen’s place when the purse covers it', async () => {
    const w = await lostAt(200)
    const navigation = useNavigationStore()
    const screens = navigation.stack.map((route) => route.screen)
    await w.get('[data-test="play-again"]').trigger('click')
    await settle()
    // the new table takes the result's place: Back from it never lands on the old result
    expect(navigation.stack.map((route) => route.screen)).toEqual([
      ...screens.slice(0, -1),
      'table',
    ])
    expect((await main('match.resume'))?.wager).toBe(200)
  })
})
