import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'

vi.mock('../bridge', () => ({
  call: vi.fn(async () => [
    { id: 'main-1', message: { key: 'notices.restoredDamaged', params: {} }, severity: 'warning' },
  ]),
}))
const { NOTICE_MS, useNoticesStore } = await import('./notices')

beforeEach(() => {
  setActivePinia(createPinia())
  // the notices' own timers only
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('notices', () => {
  it('dismiss themselves a few seconds after the player’s next key or click', async () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    await store.fetchFromMain()
    expect(store.notices.map((n) => n.id)).toEqual(['local-1', 'main-1'])
    // the player still reading the screen they came with: their time has not begun
    vi.advanceTimersByTime(NOTICE_MS.error * 10)
    expect(store.notices).toHaveLength(2)
    store.acted(false)
    // a later key restarts no time already running
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    store.acted(false)
    vi.advanceTimersByTime(1)
    expect(store.notices.map((n) => n.id)).toEqual(['main-1'])
    vi.advanceTimersByTime(NOTICE_MS.warning - NOTICE_MS.info)
    expect(store.notices).toEqual([])
  })

  it('go after their whole time again at each Tab, the keyboard on its way to them', () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    store.acted(false)
    for (let tab = 0; tab < 5; tab++) {
      vi.advanceTimersByTime(NOTICE_MS.info - 1)
      store.acted(true)
    }
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(store.notices).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.notices).toEqual([])
  })

  it('stay while the pointer or the focus is on them, then go after their whole time again', () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    store.acted(false)
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    store.hold('local-1', 'pointer')
    store.hold('local-1', 'focus')
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    expect(store.notices).toHaveLength(1)
    // the pointer leaves, the focus is still in it: it stays
    store.release('local-1', 'pointer')
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    expect(store.notices).toHaveLength(1)
    store.release('local-1', 'focus')
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(store.notices).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.notices).toEqual([])
  })

  it('go at once by their button, and their timer then does nothing', () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    store.acted(false)
    store.dismiss('local-1')
    store.push({ key: 'screens.collection.saved', params: { name: 'Second' } })
    store.acted(false)
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(store.notices.map((n) => n.message.params?.name)).toEqual(['Second'])
  })
})
