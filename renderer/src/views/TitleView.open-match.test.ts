// @vitest-environment happy-dom
/**
 * A save with a match left open, against the real api router on a temporary data folder: the
 * title's Continue goes back to its table, Campaign beside it and Load both reach the map, and
 * the match stays open in main throughout (only starting another asks about it).
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { default: TitleView } = await import('./TitleView.vue')

const { main, settle } = useRealMainPerTest(real, 'title-open-match', {
  profile: { slot: 1, name: 'Talon' },
  pinia: true,
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function open(screen: typeof TitleView): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** A quick match started and left at its table: open in the save. */
async function leaveAQuickMatchOpen(): Promise<string> {
  const match = await main('match.start', {
    mode: 'quick',
    rules: 'classic',
    tier: 'rookie',
    deckId: null,
  })
  return match.matchId
}

/** The title menu's entries, by their test names. */
function entries(w: VueWrapper): (string | undefined)[] {
  return w.findAll('nav button').map((b) => b.attributes('data-test'))
}

/** The screens on the navigation stack, lowest first. */
function screens(): string[] {
  return useNavigationStore().stack.map((route) => route.screen)
}

describe('the title, with a match left open', () => {
  it('continues at its table, over the screen it was started from, and says so', async () => {
    await leaveAQuickMatchOpen()
    const w = await open(TitleView)
    expect(w.get('[data-test="continue"]').text()).toContain('back to your open match, as Talon')
    await w.get('[data-test="continue"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'quick', 'table'])
  })

  it('lists Campaign under Continue, which opens the map and leaves the match open', async () => {
    const matchId = await leaveAQuickMatchOpen()
    const w = await open(TitleView)
    expect(entries(w).slice(0, 3)).toEqual(['continue', 'campaign', 'new-game'])
    expect(w.get('[data-test="campaign"]').text()).toBe('Campaign')
    await w.get('[data-test="campaign"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
    expect((await main('match.resume'))?.matchId).toBe(matchId)
  })

  it('calls Campaign and Continue’s line by their German words', async () => {
    await leaveAQuickMatchOpen()
    i18n.global.locale.value = 'de'
    const w = await open(TitleView)
    expect(w.get('[data-test="campaign"]').text()).toBe('Kampagne')
    expect(w.get('[data-test="continue"]').text()).toContain('zurück zur offenen Partie')
  })

  it('loads a save from the slots onto the map, the match still open', async () => {
    const matchId = await leaveAQuickMatchOpen()
    useNavigationStore().go('profiles')
    const w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="load-slot"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
    expect((await main('match.resume'))?.matchId).toBe(matchId)
  })
})

describe('the title, with no match open', () => {
  it('lists no Campaign: Continue itself opens the map', async () => {
    const w = await open(TitleView)
    expect(entries(w)).not.toContain('campaign')
    expect(w.get('[data-test="continue"]').text()).toContain('as Talon')
    await w.get('[data-test="continue"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
  })

  it('loads a save from the slots onto the map, or the screen the player asked for', async () => {
    const navigation = useNavigationStore()
    navigation.go('profiles')
    let w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="load-slot"]').trigger('click')
    await settle()
    expect(screens()).toEqual(['title', 'campaign'])
    navigation.home()
    navigation.go('profiles', { next: 'quick' })
    w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="load-slot"]').trigger('click')
    await settle()
    expect(navigation.current.screen).toBe('quick')
  })
})
