// @vitest-environment happy-dom
/**
 * Play again over the real api router on a temporary data folder: after a lost stake the same
 * wager can be more than the purse; main refuses the start, and the result screen stays with
 * main's reason and where the wager went, instead of dropping the player in the cantina.
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
  it('says why when the lost stake leaves the wager more than the purse, and stays', async () => {
    // 10,000 less two cards bought, one sold back: 2,000; then 800 lost, and 800 more
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    await main('shop.buy', { merchantId: 'vessa', card: '-2' })
    await main('shop.sell', { merchantId: 'vessa', card: '-1' })
    const first = await lostAt(800)
    first.unmount()
    const w = await lostAt(800)
    const navigation = useNavigationStore()
    const below = navigation.stack.length
    await w.get('[data-test="play-again"]').trigger('click')
    await settle()
    expect(w.get('[data-test="result-error"]').text()).toBe(
      `${t('errors.campaign.stakeOverCredits', { wager: '800', have: '400' })} ${t('table.result.wagerBack')}`,
    )
    expect(navigation.current.screen).toBe('result')
    expect(navigation.stack).toHaveLength(below)
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
