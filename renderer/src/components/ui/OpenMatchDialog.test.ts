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
})
