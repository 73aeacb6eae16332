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
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('notices', () => {
  it('dismiss themselves after a few seconds', async () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    await store.fetchFromMain()
    expect(store.notices.map((n) => n.id)).toEqual(['local-1', 'main-1'])
    vi.advanceTimersByTime(NOTICE_MS.info)
    expect(store.notices.map((n) => n.id)).toEqual(['main-1'])
    vi.advanceTimersByTime(NOTICE_MS.warning - NOTICE_MS.info)
    expect(store.notices).toEqual([])
  })

  it('stay while the pointer or the focus is on them, then go after their whole time again', () => {
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
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
    store.dismiss('local-1')
    store.push({ key: 'screens.collection.saved', params: { name: 'Second' } })
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(store.notices.map((n) => n.message.params?.name)).toEqual(['Second'])
  })
})
