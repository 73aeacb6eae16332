// @vitest-environment happy-dom
/**
 * The open-match question over the real api router on a temporary data folder: what forfeiting
 * the open match costs is said the way main settles it, a loss only where the match counts.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, openRealMain, type RealMainSession } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: OpenMatchDialog } = await import('./OpenMatchDialog.vue')
const { useOpenMatchStore } = await import('@/stores/open-match')

let session: RealMainSession
let wrapper: VueWrapper | null = null
const main: RealMainSession['main'] = (name, arg) => session.main(name, arg)

beforeEach(async () => {
  session = await openRealMain(real, 'open-match')
  i18n.global.locale.value = 'en'
  await main('profiles.create', { slot: 1, name: 'Tester' })
})

afterEach(async () => {
  wrapper?.unmount()
  wrapper = null
  await session.close()
})

/** The dialog as it asks when a quick match is started over the match main has open. */
async function asked(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useOpenMatchStore().ask({ mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
  wrapper = mount(OpenMatchDialog, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await session.settle()
  return wrapper
}

describe('the open-match question', () => {
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
    await session.settle()
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
    await session.settle()
    await wrapper.get('[data-test="open-match-forfeit"]').trigger('click')
    await session.settle()
    const said = wrapper.get('[role="alert"]').text()
    expect(said).toBe(
      i18n.global.t('errors.campaign.stakeOverCredits', { wager: '500', have: '400' }),
    )
    expect(said).not.toContain('errors.')
  })
})
