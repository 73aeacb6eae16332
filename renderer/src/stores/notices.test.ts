// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { bridgeOver, loadRealMain } from '@/testing/real-main'
import { MAX_NOTICES, NOTICE_MS, noticeMs, useNoticesStore } from './notices'

const real = await loadRealMain()
let dataDir = ''

/**
 * The real main after a run that left its save damaged: the next start restores the backup and
 * has one notice to give, a warning in a long sentence (the save, why, and the folders).
 */
beforeAll(async () => {
  dataDir = await real.mkdtemp(real.join(real.tmpdir(), 'pazaak-notices-'))
  const first = real.createApi({ dataDir, host: 'web', seed: 1 })
  await first.call('profiles.create', { slot: 1, name: 'Vessa' })
  // a second write, so that a backup of the first is there to restore
  await first.call('decks.rename', { id: 'deck-1', name: 'Mine' })
  await first.call('app.quit', null)
  await real.writeFile(real.join(dataDir, 'saves', 'profile-1.json'), '{"schemaVersion": 2, "sav')
  window.pazaak = bridgeOver(real.createApi({ dataDir, host: 'web', seed: 1 }))
})
afterAll(async () => {
  delete window.pazaak
  await real.rm(dataDir, { recursive: true, force: true })
})

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
    const fromMain = store.notices[1]!
    expect(fromMain.message.key).toBe('notices.restoredDamaged')
    expect(store.notices.map((n) => n.id)).toEqual(['local-1', fromMain.id])
    // the player still reading the screen they came with: their time has not begun
    vi.advanceTimersByTime(NOTICE_MS.error * 10)
    expect(store.notices).toHaveLength(2)
    store.acted(false)
    // a later key restarts no time already running
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    store.acted(false)
    vi.advanceTimersByTime(1)
    expect(store.notices.map((n) => n.id)).toEqual([fromMain.id])
    // main's warning, a long sentence, stays its reading time: longer than its severity's
    const warning = noticeMs(store.notices[0]!)
    expect(warning).toBeGreaterThanOrEqual(NOTICE_MS.warning)
    vi.advanceTimersByTime(warning - NOTICE_MS.info - 1)
    expect(store.notices).toHaveLength(1)
    vi.advanceTimersByTime(1)
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

  it('are three at most: a fourth sends the oldest of the least grave away', () => {
    const store = useNoticesStore()
    store.push({ key: 'feats.toast', params: { name: 'First win' } })
    store.push({ key: 'notices.restoredMissing', params: { save: 'slot-1' } }, 'warning')
    store.push({ key: 'feats.toast', params: { name: 'Flawless' } })
    expect(store.notices).toHaveLength(MAX_NOTICES)
    store.push({ key: 'feats.toast', params: { name: 'Collector' } })
    // the first toast went; the older warning stays, graver than any toast
    expect(store.notices.map((n) => n.message.params?.name ?? n.severity)).toEqual([
      'warning',
      'Flawless',
      'Collector',
    ])
    store.push({ key: 'notices.restoredMissing', params: { save: 'slot-2' } }, 'error')
    store.push({ key: 'notices.restoredMissing', params: { save: 'slot-3' } }, 'error')
    expect(store.notices.map((n) => n.message.params?.save ?? 'toast')).toEqual([
      'slot-1',
      'slot-2',
      'slot-3',
    ])
    // the newest always shows, the oldest of the least grave giving way to it
    store.push({ key: 'feats.toast', params: { name: 'Regular' } })
    expect(store.notices.map((n) => n.message.params?.save ?? 'toast')).toEqual([
      'slot-2',
      'slot-3',
      'toast',
    ])
  })

  it('about a screen leave with it, and its next replaces them; the others follow', () => {
    const store = useNoticesStore()
    store.at('collection')
    store.push({ key: 'feats.toast', params: { name: 'Collector' } })
    store.push(
      { key: 'screens.collection.saved', params: { name: 'Bar brawler' } },
      'info',
      'collection',
    )
    store.push(
      { key: 'screens.collection.activated', params: { name: 'Bar brawler' } },
      'info',
      'collection',
    )
    // the save was seen (the click on Set active started its time): the deck says its last act
    expect(store.notices.map((n) => n.message.key)).toEqual([
      'feats.toast',
      'screens.collection.activated',
    ])
    store.at('title')
    expect(store.notices.map((n) => n.message.key)).toEqual(['feats.toast'])
    // the toast goes on waiting for the player's next key or click
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    expect(store.notices).toHaveLength(1)
  })

  it('wait unseen at the table, where the keys of the match do not start their time', () => {
    const store = useNoticesStore()
    store.at('result')
    store.push({ key: 'feats.toast', params: { name: 'First win' } })
    // Play again: the click starts the toast's time on the result, and it runs out unseen
    store.acted(false)
    store.at('table')
    store.push({ key: 'notices.restoredMissing', params: { save: 'slot-1' } }, 'warning')
    expect(store.shown).toEqual([])
    for (let key = 0; key < 20; key++) {
      store.acted(key % 2 === 0)
      vi.advanceTimersByTime(NOTICE_MS.warning)
    }
    expect(store.notices.map((n) => n.severity)).toEqual(['warning'])
    // the match over, the warning is shown and waits for the player's next key there
    store.at('result')
    expect(store.shown.map((n) => n.severity)).toEqual(['warning'])
    vi.advanceTimersByTime(NOTICE_MS.error * 10)
    expect(store.notices).toHaveLength(1)
    store.acted(false)
    vi.advanceTimersByTime(noticeMs(store.notices[0]!))
    expect(store.notices).toEqual([])
  })
})
