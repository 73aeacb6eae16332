// @vitest-environment happy-dom
/**
 * The page's place across a reload, against the real api router on a temporary data folder: a
 * reload (a new Pinia over the same tab's session storage) comes back to the screen it left, a
 * result screen gives way to the screen its match was started from, and another save loaded
 * meanwhile sends the page to the title screen. The browser's Back steps back one screen.
 */
import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forfeitQuickMatch } from '@/testing/forfeit'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useAppStore } = await import('./app')
const { useNavigationStore } = await import('./navigation')
const { useProfileStore } = await import('./profile')
const { followBrowserBack, keepPlace, placeKept, restorePlace, routesToRestore } =
  await import('./place')

const { main } = useRealMainPerTest(real, 'place', { profile: { slot: 1, name: 'Ana' } })
const screens = () => useNavigationStore().stack.map((r) => r.screen)

beforeEach(() => {
  sessionStorage.clear()
})

/** A page as it starts: a new Pinia, the title screen, its place kept from then on. */
async function page(): Promise<void> {
  setActivePinia(createPinia())
  await Promise.all([useAppStore().refreshInfo(), useProfileStore().refresh()])
  keepPlace()
}

/** The same tab reloaded: a new Pinia, and the kept place put back if main allows it. */
async function reload(): Promise<void> {
  setActivePinia(createPinia())
  await restorePlace()
}

describe('a reload', () => {
  it('comes back to the replay it left, with the screens beneath it', async () => {
    const { matchId } = await forfeitQuickMatch(main)
    await page()
    const navigation = useNavigationStore()
    navigation.go('history')
    navigation.go('replay', { id: matchId })
    await nextTick()
    expect(placeKept()).toBe(true)
    await reload()
    expect(useNavigationStore().stack).toEqual([
      { screen: 'title', params: {} },
      { screen: 'history', params: {} },
      { screen: 'replay', params: { id: matchId } },
    ])
  })

  it('lands on the screen a match was started from instead of its result', async () => {
    await page()
    const navigation = useNavigationStore()
    navigation.go('daily')
    navigation.go('result', { matchId: 'match-1' })
    await nextTick()
    await reload()
    expect(screens()).toEqual(['title', 'daily'])
  })

  it('starts on the title screen when another save was loaded meanwhile, or in a new session', async () => {
    await page()
    useNavigationStore().go('stats')
    await nextTick()
    // another tab loads another save: the stats kept are not this save's
    await main('profiles.create', { slot: 2, name: 'Bo' })
    await reload()
    expect(screens()).toEqual(['title'])
    // a closed tab keeps nothing
    sessionStorage.clear()
    expect(placeKept()).toBe(false)
  })

  it('keeps only what it can come back to', () => {
    const at = (screen: string, params: Record<string, string> = {}) =>
      ({ screen, params }) as never
    expect(routesToRestore([at('title'), at('quick'), at('result', { matchId: 'm' })])).toEqual([
      at('title'),
      at('quick'),
    ])
    // a replay opened from the result comes back over the screen the match was started from
    expect(
      routesToRestore([
        at('title'),
        at('hotseat'),
        at('result', { matchId: 'm' }),
        at('replay', { id: 'm' }),
      ]),
    ).toEqual([at('title'), at('hotseat'), at('replay', { id: 'm' })])
    expect(routesToRestore([at('quick')])).toEqual([])
    sessionStorage.setItem('pazaak.place', '{"stack":[{"screen":"nowhere","params":{}}]}')
    expect(placeKept()).toBe(false)
  })
})

describe('the browser’s Back', () => {
  it('steps back one screen, as Esc does, and leaves the page only from the title', async () => {
    await page()
    followBrowserBack()
    const navigation = useNavigationStore()
    const pushed = vi.spyOn(history, 'pushState')
    navigation.go('history')
    await nextTick()
    expect(pushed).toHaveBeenCalledTimes(1)
    navigation.go('replay', { id: 'x' })
    await nextTick()
    // one entry of its own is enough while there is a screen to go back to
    expect(pushed).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new PopStateEvent('popstate'))
    await nextTick()
    expect(screens()).toEqual(['title', 'history'])
    expect(pushed).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new PopStateEvent('popstate'))
    await nextTick()
    expect(screens()).toEqual(['title'])
    // on the title screen nothing is pushed: the next Back leaves the page
    expect(pushed).toHaveBeenCalledTimes(2)
    pushed.mockRestore()
  })
})
