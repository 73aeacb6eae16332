// @vitest-environment happy-dom
/**
 * The title's Continue over the real api router on a temporary data folder: it offers the save
 * being played, else the one played last; renaming a save on the slots is not playing it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { default: TitleView } = await import('./TitleView.vue')

const { main, settle, setNow } = useRealMainPerTest(real, 'profiles-continue', { pinia: true })
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function open(screen: typeof ProfilesView): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

describe('the title’s Continue', () => {
  it('offers the save played last, not an older one renamed since', async () => {
    setNow(new Date('2025-03-01T10:00:00Z'))
    await main('profiles.create', { slot: 1, name: 'Jörg' })
    setNow(new Date('2025-03-02T10:00:00Z'))
    await main('profiles.create', { slot: 2, name: 'Bea' })
    // no save loaded (the one made last is gone): Continue goes by the time each was played
    await main('profiles.create', { slot: 3, name: 'Gone' })
    await main('profiles.delete', { slot: 3, confirm: 'Gone' })
    setNow(new Date('2025-03-05T10:00:00Z'))
    const w = await open(ProfilesView)
    const lastPlayed = (): string => w.get('[data-test="slot-1"] .facts dd:last-of-type').text()
    const before = lastPlayed()
    await w.get('[data-test="slot-1"] [data-test="rename-slot"]').trigger('click')
    await settle()
    await w.get('[data-test="rename-input"]').setValue('Anke')
    await w.get('[data-test="rename-input"]').trigger('keydown.enter')
    await settle()
    expect(w.get('[data-test="slot-1"] .name').text()).toBe('Anke')
    expect(lastPlayed()).toBe(before)
    const title = await open(TitleView)
    expect(title.get('[data-test="continue"]').text()).toContain('Bea')
  })

  it('follows the save loaded, as the title’s footer does', async () => {
    setNow(new Date('2025-03-01T10:00:00Z'))
    await main('profiles.create', { slot: 1, name: 'Jörg' })
    setNow(new Date('2025-03-02T10:00:00Z'))
    await main('profiles.create', { slot: 2, name: 'Bea' })
    const w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="load-slot"]').trigger('click')
    await settle()
    const title = await open(TitleView)
    expect(title.get('[data-test="continue"]').text()).toContain('Jörg')
    expect(title.get('footer').text()).toContain(t('screens.title.loaded', { name: 'Jörg' }))
  })
})
