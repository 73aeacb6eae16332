// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '@/i18n'
import { CLASSIC_DECK, engineMain, type EngineMain } from '@tools/testing/engine-main'
import type { MatchSetup } from '@main/engine'

/*
 * A move the rules refuse, tried at the table, against main's real engine: the table offers
 * only what main allows, and says main's reason for anything else it is asked to do.
 */
let backend: EngineMain
vi.mock('@/bridge', async (original) => {
  const real = await original<typeof import('@/bridge')>()
  return {
    ...real,
    call: vi.fn((name: never, arg: never) => backend.call(name, arg)),
    request: vi.fn(async () => ({ ok: true, value: null })),
  }
})
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const { call } = await import('@/bridge')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { REFUSAL_SHOWN_MS } = await import('@/composables/useRefusalLine')
const TableView = (await import('./TableView.vue')).default

const CLASSIC: MatchSetup = {
  rules: 'classic',
  seed: 11,
  opener: 0,
  sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
  hands: [
    ['+4', '-3', '±2', '+1'],
    ['+1', '+2', '+3', '-1'],
  ],
  draws: [8, 6, 9, 7],
}

async function table(setup: MatchSetup) {
  backend = engineMain(setup)
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'on'
  await useMatchStore().start({ mode: 'quick', rules: setup.rules, tier: 'rookie', deckId: 'd' })
  const wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await flushPromises()
  return wrapper
}

type Table = Awaited<ReturnType<typeof table>>

async function key(k: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k }))
  await flushPromises()
}

const line = (w: Table) => w.get('[data-test="refusal"]')
const tip = (w: Table, place: number) => {
  const id = w.get(`[data-test="hand-card-${place}"]`).attributes('aria-describedby')
  return w.get(`#${id}[role="tooltip"]`).text()
}
const acts = () => vi.mocked(call).mock.calls.filter(([name]) => name === 'match.act').length

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(call).mockClear()
})

describe('TableView: a move the rules refuse', () => {
  it('a second side card in classic: its key says why, and so do its tip and a click', async () => {
    const w = await table(CLASSIC)
    const region = line(w)
    // the polite region is in the page before it has anything to say, so its lines are heard
    expect(region.attributes('role')).toBe('status')
    expect(region.attributes('aria-live')).toBe('polite')
    expect(region.text()).toBe('')
    // nothing refused yet: the -3's tip says what it would make
    expect(tip(w, 2)).toContain(i18n.global.t('table.tip.outcome.one', { total: 5 }))

    await key('1') // +4: 8 -> 12, the one side card of the turn
    const before = acts()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await key('2')
    expect(acts()).toBe(before) // nothing is sent to main
    const said = line(w).find('[data-key]')
    expect(said.attributes('data-key')).toBe('refusal.side-card-played')
    expect(said.text()).toBe(i18n.global.t('refusal.side-card-played'))

    // the dimmed card's tip gives the reason, not the total it can no longer make
    expect(w.get('[data-test="hand-card-2"]').attributes('aria-disabled')).toBe('true')
    expect(tip(w, 2)).toContain(i18n.global.t('refusal.side-card-played'))
    expect(tip(w, 2)).not.toContain(i18n.global.t('table.tip.outcome.one', { total: 9 }))
    expect(tip(w, 2)).toContain(i18n.global.t('table.tip.key', { key: 2 }))

    // the line goes after a few seconds
    vi.advanceTimersByTime(REFUSAL_SHOWN_MS)
    await flushPromises()
    expect(line(w).text()).toBe('')

    // a click on a dimmed card says the same, in the language shown
    await w.get('[data-test="hand-card-3"]').trigger('click')
    expect(line(w).find('[data-key]').attributes('data-key')).toBe('refusal.side-card-played')
    i18n.global.locale.value = 'de'
    await flushPromises()
    try {
      expect(line(w).text()).toBe(i18n.global.t('refusal.side-card-played'))
      expect(line(w).text()).toContain('Nebenstapelkarte')
    } finally {
      i18n.global.locale.value = 'en'
    }
    vi.useRealTimers()

    // and goes as soon as the table changes: E ends the turn
    await key('e')
    expect(acts()).toBe(before + 1)
    expect(line(w).text()).toBe('')
    // a new turn: the cards are offered again, their tips say what they would make
    expect(w.get('[data-test="hand-card-2"]').attributes('aria-disabled')).toBe('false')
    expect(tip(w, 2)).not.toContain(i18n.global.t('refusal.side-card-played'))
    w.unmount()
  })

  it('E and S say why when main refuses the turn', async () => {
    const w = await table(CLASSIC)
    const match = useMatchStore()
    const shown = match.update
    if (!shown) throw new Error('no match on the table')
    // main's view as it would be while the player stands: the turn and every card refused
    const standing = { reason: 'standing' } as const
    match.update = {
      ...shown,
      view: {
        ...shown.view,
        legal: [],
        blocked: {
          turn: standing,
          cards: { '+4': standing, '-3': standing, '±2': standing, '+1': standing },
        },
      },
    }
    await flushPromises()
    await key('e')
    expect(line(w).find('[data-key]').attributes('data-key')).toBe('refusal.standing')
    await key('s')
    expect(line(w).text()).toBe(i18n.global.t('refusal.standing'))
    expect(acts()).toBe(0)
    w.unmount()
  })

  it('says nothing of side cards this turn once the hand is empty', async () => {
    const w = await table({ ...CLASSIC, hands: [['+4'], ['+1', '+2', '+3', '-1']] })
    const note = () => w.get('[data-test="side-note"]').text()
    expect(note()).toBe(i18n.global.t('table.sideCardsLeft', { n: 1 }))
    await key('1')
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(0)
    expect(note()).toBe('')
    w.unmount()
  })
})
