// @vitest-environment happy-dom
/**
 * Questions asked ahead (askAhead) against the real api router on a temporary data folder: the
 * first asker takes the answer already on its way, and nobody after it gets a stale one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bridgeOver, loadRealMain, type Api } from '@/testing/real-main'

const { createApi, mkdtemp, rm, tmpdir, join } = await loadRealMain()

const { askAhead, call } = await import('./bridge')

let dataDir: string
let api: Api
/** How often main was asked each call, by name. */
let asked: Map<string, number>

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pazaak-bridge-'))
  api = createApi({ dataDir, host: 'web', seed: 1 })
  asked = new Map()
  // counting what reaches main
  window.pazaak = bridgeOver(api, (name) => asked.set(name, (asked.get(name) ?? 0) + 1))
})
afterEach(async () => {
  await api.flush()
  await rm(dataDir, { recursive: true, force: true })
})

describe('questions asked ahead', () => {
  it('go to main at once, and the first call for each takes that answer', async () => {
    await api.call('profiles.create', { slot: 2, name: 'Tester' })
    askAhead(['profiles.list', 'app.info'])
    expect(Object.fromEntries(asked)).toEqual({ 'profiles.list': 1, 'app.info': 1 })
    const [slots, info] = await Promise.all([call('profiles.list'), call('app.info')])
    expect(slots.map((s) => [s.slot, s.name])).toEqual([[2, 'Tester']])
    expect(info.run).toBeTruthy()
    // nothing was asked twice
    expect(Object.fromEntries(asked)).toEqual({ 'profiles.list': 1, 'app.info': 1 })
  })

  it('answer only once: a later call asks main afresh and sees what changed since', async () => {
    askAhead(['profiles.list'])
    expect(await call('profiles.list')).toEqual([])
    await call('profiles.create', { slot: 1, name: 'Tester' })
    expect((await call('profiles.list')).map((s) => s.name)).toEqual(['Tester'])
    expect(asked.get('profiles.list')).toBe(2)
  })
})
