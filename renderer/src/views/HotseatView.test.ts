// @vitest-environment happy-dom
/**
 * The hot-seat setup against the real api router on a temporary data folder: the decks it
 * offers are main's, and the match it starts is main's, so what the test reads back is what two
 * people would sit down to.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallArg, CallName, CallResult } from '@preload/contract'
import { bridgeOver, loadRealMain, type Api } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => ({
  playEffect: vi.fn(),
  playMusic: vi.fn(),
  applySoundSettings: vi.fn(),
}))

const { createApi, mkdtemp, rm, tmpdir, join } = await loadRealMain()

const { i18n } = await import('@/i18n')
const { default: HotseatView } = await import('./HotseatView.vue')
const { useProfileStore } = await import('@/stores/profile')
const { useChoicesStore } = await import('@/stores/choices')

let dataDir: string
let api: Api

/** The bridge calls the screen has made and main has not answered yet. */
const inFlight = new Set<Promise<unknown>>()

function track(_name: string, answer: Promise<unknown>): void {
  inFlight.add(answer)
  void answer.finally(() => inFlight.delete(answer))
}

async function main<N extends CallName>(name: N, arg?: CallArg<N>): Promise<CallResult<N>> {
  const result = await api.call(name, arg === undefined ? null : arg)
  if (!result.ok) throw new Error(result.error.key)
  return result.value as CallResult<N>
}

/** Waits until every call the screen made, and any made in answer, is answered and drawn. */
async function settle(): Promise<void> {
  await flushPromises()
  while (inFlight.size > 0) {
    await Promise.allSettled([...inFlight])
    await flushPromises()
  }
}

/** The screen in a fresh app (a new Pinia) over the same main and the same browser storage. */
async function openSetup(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  const wrapper = mount(HotseatView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

const value = (w: VueWrapper, test: string): string =>
  (w.get(`[data-test="${test}"]`).element as HTMLInputElement | HTMLSelectElement).value

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pazaak-hotseat-setup-'))
  api = createApi({ dataDir, host: 'web', seed: 1, now: () => new Date('2025-01-01T12:00:00Z') })
  window.pazaak = bridgeOver(api, track)
  i18n.global.locale.value = 'en'
  localStorage.clear()
  await main('profiles.create', { slot: 1, name: 'Tester' })
})

afterEach(async () => {
  await api.flush()
  delete window.pazaak
  await rm(dataDir, { recursive: true, force: true })
})

describe('the hot-seat setup', () => {
  it("seats the profile's player with their deck and a guest with the house's", async () => {
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-0')).toBe('Tester')
    expect(value(wrapper, 'seat-deck-0')).toBe(starter?.id)
    expect(value(wrapper, 'seat-deck-1')).toBe('@house')
    // a ruleset no saved deck is built for: both borrow the house's
    await wrapper.get('[data-test="rules-tournament"]').setValue(true)
    expect(value(wrapper, 'seat-deck-0')).toBe('@house')
    wrapper.unmount()
  })

  it('starts the match it shows and opens on it next time', async () => {
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    await wrapper.get('[data-test="seat-name-0"]').setValue('Mira')
    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    await wrapper.get('[data-test="seat-deck-0"]').setValue('@house')
    await wrapper.get('[data-test="seat-deck-1"]').setValue(starter?.id)
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Mira', 'Jor'])
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })

    const again = await openSetup()
    expect(value(again, 'seat-name-0')).toBe('Mira')
    expect(value(again, 'seat-name-1')).toBe('Jor')
    expect(value(again, 'seat-deck-0')).toBe('@house')
    expect(value(again, 'seat-deck-1')).toBe(starter?.id)
    again.unmount()
  })

  it('gives a seat its default when the deck it remembers is gone', async () => {
    // the choice is kept per save: remembered with this profile loaded
    setActivePinia(createPinia())
    await useProfileStore().refresh()
    useChoicesStore().rememberHotseat({
      rules: 'classic',
      seats: [
        { name: 'Mira', deckId: 'deck-that-was-deleted' },
        { name: 'Jor', deckId: 'deck-that-was-deleted' },
      ],
    })
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-0')).toBe('Mira')
    expect(value(wrapper, 'seat-deck-0')).toBe(starter?.id)
    expect(value(wrapper, 'seat-deck-1')).toBe('@house')
    wrapper.unmount()
  })
})
