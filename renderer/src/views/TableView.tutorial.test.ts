// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '@/i18n'
import { engineMain, pressKey as key, type EngineMain } from '@tools/testing/engine-main'
import { coachAction, totalAfter, tutorialSetup } from '@main/services/match/tutorial'
import type { CallName, Hint, PlayerAction } from '@preload/contract'

/*
 * The table in a tutorial match, against main's real engine with the tutorial's cards. The
 * test opponent stands at 17 (engine-main.ts), so only the first round follows the script;
 * the hint is main's tutorial coach, asked by the table without a key press.
 */
let backend: EngineMain
vi.mock('@/bridge', async (original) => {
  const real = await original<typeof import('@/bridge')>()
  return {
    ...real,
    call: vi.fn(async (name: CallName, arg: never) => {
      if (name === 'match.hint') {
        const action = coachAction(backend.state(), 0)
        const { player: _player, ...rest } = action
        const hint: Hint = {
          action: rest as PlayerAction,
          winChance: 0.7,
          reason: { key: 'advice.coach.choose' },
          total: totalAfter(backend.state(), action),
        }
        return hint
      }
      const value = (await backend.call(name, arg)) as unknown
      return value && typeof value === 'object' && 'mode' in value
        ? { ...value, mode: 'tutorial' }
        : value
    }),
    request: vi.fn(async () => ({ ok: true, value: null })),
  }
})
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const { call } = await import('@/bridge')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const TableView = (await import('./TableView.vue')).default

const hints = () => vi.mocked(call).mock.calls.filter(([name]) => name === 'match.hint').length

describe('TableView in the tutorial', () => {
  it('shows the coach, asks main for advice on each move, and the advice works by keyboard', async () => {
    backend = engineMain(tutorialSetup())
    const pinia = createPinia()
    setActivePinia(pinia)
    useSettingsStore().settings.reducedMotion = 'on'
    await useMatchStore().start({ mode: 'tutorial' })
    const w = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    await flushPromises()

    const coach = w.find('[data-test="coach"]')
    expect(coach.exists()).toBe(true)
    expect(w.find('[data-test="last-round"]').exists()).toBe(false) // the coach says it instead
    expect(coach.find('[data-note="firstDraw"]').text()).toBe(
      i18n.global.t('table.coach.notes.firstDraw', { value: 8, total: 8 }),
    )
    expect(hints()).toBe(1)
    const advice = () => w.find('[data-test="coach-advice"]')
    expect(advice().attributes('data-advice')).toBe('end')
    expect(advice().find('kbd').text()).toBe('E')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(false) // no panel over the table
    // the advice is also pointed at on the table: the End Turn button, then the +5
    expect(w.find('[data-test="end-turn"]').classes()).toContain('coached')
    expect(w.findAll('.hand-card.advised')).toHaveLength(0)

    await key(advice().find('kbd').text().toLowerCase())
    await flushPromises()
    expect(hints()).toBe(2)
    expect(advice().attributes('data-advice')).toBe('play20')
    expect(advice().text()).toBe(
      i18n.global.t('table.coach.advice.play20', { key: '4', card: '+5' }),
    )
    expect(w.find('.hand-card.advised [data-test="hand-card-4"]').exists()).toBe(true)
    expect(w.find('[data-test="end-turn"]').classes()).not.toContain('coached')
    await key('4')
    await flushPromises()
    expect(w.find('[data-note="autoStand"]').exists()).toBe(true)
    expect(w.find('[data-note="roundWon"], [data-note="roundScore"]').exists()).toBe(true)
    w.unmount()
  })
})
