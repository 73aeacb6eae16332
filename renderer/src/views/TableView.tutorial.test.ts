// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, useStoreClock } from '@/testing/table-clock'

/*
 * The table in the tutorial match, over the real api router on a temporary data folder: main's
 * tutorial deals its scripted cards, and the hint is main's tutorial coach, asked by the table
 * without a key press.
 */
// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')

const { settle } = useRealMainPerTest(real, 'table-tutorial', {
  profile: { slot: 1, name: 'Learner' },
})
const clock = useStoreClock()

/** A key pressed at the table (its keys listen on the window), and main's answer shown. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

describe('TableView in the tutorial', () => {
  it('shows the coach, asks main for advice on each move, and the advice works by keyboard', async () => {
    // the calls the table makes to main's coach, counted on their way (each still answered by it)
    const asked = vi.spyOn(window.pazaak!.match, 'hint')
    const hints = () => asked.mock.calls.length
    const w = await openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'on' })
    await settle()

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
    expect(hints()).toBe(2)
    expect(advice().attributes('data-advice')).toBe('play20')
    expect(advice().text()).toBe(
      i18n.global.t('table.coach.advice.play20', { key: '4', card: '+5' }),
    )
    expect(w.find('.hand-card.advised [data-test="hand-card-4"]').exists()).toBe(true)
    expect(w.find('[data-test="end-turn"]').classes()).not.toContain('coached')
    await key('4')
    expect(w.find('[data-note="autoStand"]').exists()).toBe(true)
    expect(w.find('[data-note="roundWon"], [data-note="roundScore"]').exists()).toBe(true)
  })
})
