import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { screensBeneath } from './launch'
import { useNavigationStore } from './navigation'

describe('navigation', () => {
  beforeEach(() => setActivePinia(createPinia()))

  const screens = () => useNavigationStore().stack.map((r) => r.screen)

  it('goes forward and back, never past the title', () => {
    const nav = useNavigationStore()
    nav.go('quick')
    nav.go('table', { matchId: 'm1' })
    expect(screens()).toEqual(['title', 'quick', 'table'])
    nav.back()
    nav.back()
    nav.back()
    expect(screens()).toEqual(['title'])
  })

  it('returns from a detour instead of stacking the same screen twice', () => {
    const nav = useNavigationStore()
    nav.go('tutorial')
    nav.go('profiles', { next: 'tutorial' })
    nav.continueTo('tutorial')
    expect(screens()).toEqual(['title', 'tutorial'])
  })

  it('takes the detour screen’s place when the destination is new', () => {
    const nav = useNavigationStore()
    nav.go('profiles', { next: 'campaign' })
    nav.continueTo('campaign')
    expect(screens()).toEqual(['title', 'campaign'])
  })

  it('keeps a screen’s pick for the session, past the screens it goes on to and back', () => {
    const nav = useNavigationStore()
    nav.go('cantina', { locationId: 'rusted-anchor' })
    nav.keepPick('cantina.rusted-anchor', 'hobb-tarrow')
    nav.go('collection')
    nav.back()
    expect(nav.keptPick('cantina.rusted-anchor')).toBe('hobb-tarrow')
    expect(nav.keptPick('cantina.dune-lantern')).toBeUndefined()
    // a pick is not a param: the screen, keyed by its params, is not made anew by it
    expect(nav.current).toEqual({ screen: 'cantina', params: { locationId: 'rusted-anchor' } })
  })

  it('lays screens in order, the last shown, as a reopened table lies on them', () => {
    const nav = useNavigationStore()
    nav.lay(screensBeneath({ mode: 'campaign', locationId: 'rusted-anchor' }))
    expect(nav.stack.slice(1)).toEqual([
      { screen: 'campaign', params: {} },
      { screen: 'cantina', params: { locationId: 'rusted-anchor' } },
    ])
    nav.home()
    nav.lay(screensBeneath({ mode: 'hotseat', locationId: null }))
    expect(screens()).toEqual(['title', 'quick', 'hotseat'])
  })
})
