// @vitest-environment happy-dom
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, playOut, useStoreClock } from '@/testing/table-clock'

/*
 * The table in the tutorial match, over the real api router on a temporary data folder: main's
 * tutorial deals its scripted cards, and the hint is main's tutorial coach, asked by the table
 * without a key press.
 */
// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useInputStore } = await import('@/stores/input')

const { settle } = useRealMainPerTest(real, 'table-tutorial', {
  profile: { slot: 1, name: 'Learner' },
})
const clock = useStoreClock()

/**
 * A key pressed at the table (its keys listen on the window), and main's answer shown to its
 * end: a round's end holds the finished table still for its reading time before the next deal.
 */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await playOut(settle)
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

/** The coach's advice on the table: its kind, and the key caps it shows, in order. */
const advice = (w: VueWrapper) => w.get('[data-test="coach-advice"]')
const caps = (w: VueWrapper) =>
  advice(w)
    .findAll('kbd')
    .map((cap) => cap.text())
/** The player's total as main last answered it. */
const total = () => useMatchStore().update!.view.players[0].total

/**
 * Follows the coach by keyboard to round 3's flip: 21, the -3 spent in round 2, and the coach
 * asking for the ±2 (key 3) turned to minus.
 */
async function toTheFlip(): Promise<VueWrapper> {
  const w = await openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'on' })
  await settle()
  for (let move = 0; move < 12 && advice(w).attributes('data-advice') !== 'playMinus'; move++)
    for (const cap of caps(w)) await key(cap.toLowerCase())
  expect(advice(w).attributes('data-advice')).toBe('playMinus')
  expect(total()).toBe(21)
  expect(caps(w)).toEqual(['F', '3'])
  expect(advice(w).text()).toBe(
    i18n.global.t('table.coach.advice.playMinus', {
      key: 'F',
      then: '3',
      card: '±2',
      before: 21,
      total: 19,
    }),
  )
  // the card is ringed, and so is the sign toggle under it, still set to plus
  expect(w.find('.hand-card.advised [data-test="hand-card-3"]').exists()).toBe(true)
  expect(w.get('[data-test="sign-3"]').attributes('aria-pressed')).toBe('false')
  expect(w.get('[data-test="sign-3"]').classes()).toContain('advised')
  return w
}

/** The ±2 has been played as −2: 19, the lesson noted, and the coach asks to stand on it. */
function flippedAndPlayed(w: VueWrapper): void {
  expect(total()).toBe(19)
  expect(w.find('[data-test="hand-card-3"]').exists()).toBe(false)
  expect(w.get('[data-note="recoveredFlip"]').text()).toBe(
    i18n.global.t('table.coach.notes.recoveredFlip', { card: '±2', before: 21, total: 19 }),
  )
  expect(advice(w).attributes('data-advice')).toBe('standAhead')
}

describe('the tutorial’s flip card: the coach asks for the flip and waits for it', () => {
  it('does not pass with the ±2 played still set to plus, by key or by click', async () => {
    const w = await toTheFlip()
    const acts = vi.spyOn(window.pazaak!.match, 'act')
    await key('3')
    await w.get('[data-test="hand-card-3"]').trigger('click')
    await settle()
    // nothing went to main: the card is still in the hand, the total still 21
    expect(acts).not.toHaveBeenCalled()
    expect(total()).toBe(21)
    expect(w.find('[data-test="hand-card-3"]').exists()).toBe(true)
    // the coach says gently what to do instead, with the same two keys
    expect(advice(w).attributes('data-advice')).toBe('flipFirst')
    expect(advice(w).text()).toBe(
      i18n.global.t('table.coach.advice.flipFirst', { key: 'F', then: '3', card: '±2' }),
    )
    expect(caps(w)).toEqual(['F', '3'])
    // the move is still the player's: the coach holds back only the card played unturned
    expect(useMatchStore().canAct).toBe(true)
  })

  it('passes once F turns the ±2 to minus and its key plays it', async () => {
    const w = await toTheFlip()
    await key('f')
    expect(w.get('[data-test="sign-3"]').attributes('aria-pressed')).toBe('true')
    // turned: the card's own key is all the coach still asks for, its toggle no longer ringed
    expect(advice(w).attributes('data-advice')).toBe('recover')
    expect(caps(w)).toEqual(['3'])
    expect(w.get('[data-test="sign-3"]').classes()).not.toContain('advised')
    await key('3')
    flippedAndPlayed(w)
  })

  it('passes once the sign toggle under the card turns it and a click plays it', async () => {
    const w = await toTheFlip()
    // tried unturned first: held back, then turned by the control and played
    await w.get('[data-test="hand-card-3"]').trigger('click')
    await settle()
    expect(advice(w).attributes('data-advice')).toBe('flipFirst')
    await w.get('[data-test="sign-3"]').trigger('click')
    await settle()
    expect(w.get('[data-test="sign-3"]').attributes('aria-pressed')).toBe('true')
    expect(advice(w).attributes('data-advice')).toBe('recover')
    await w.get('[data-test="hand-card-3"]').trigger('click')
    await settle()
    flippedAndPlayed(w)
  })
})

describe('the tutorial’s flip card under a gamepad', () => {
  it('points at the card the pad turns with X, not at the sign toggle the pad never uses', async () => {
    const w = await toTheFlip()
    const input = useInputStore()
    input.use('gamepad')
    await settle()
    // the pad's words: X on the card, then A; the card ringed, its toggle not
    expect(advice(w).text()).toBe(
      i18n.global.t('table.coach.pad.playMinus', {
        key: 'X',
        then: 'A',
        card: '±2',
        before: 21,
        total: 19,
      }),
    )
    expect(w.find('.hand-card.advised [data-test="hand-card-3"]').exists()).toBe(true)
    expect(w.get('[data-test="sign-3"]').classes()).not.toContain('advised')
    // back on the keyboard, F turns the toggle: ringed again
    input.use('keyboard')
    await settle()
    expect(w.get('[data-test="sign-3"]').classes()).toContain('advised')
  })
})

describe('the tutorial’s flip card while the coach’s advice is on its way', () => {
  it('holds the card played before the advice has come, says no "Almost", and then asks as ever', async () => {
    const w = await openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'on' })
    await settle()
    // follow the coach to 11 in round 3: ending the turn there draws the 10 that makes 21
    for (let move = 0; move < 12 && total() !== 11; move++)
      for (const cap of caps(w)) await key(cap.toLowerCase())
    expect(total()).toBe(11)
    // main's answer to the next hint waits until the test lets it go: a slow coach
    const bridge = window.pazaak!.match
    const hint = bridge.hint.bind(bridge)
    let answer = () => {}
    const asked = new Promise<void>((go) => (answer = go))
    vi.spyOn(bridge, 'hint').mockImplementation(async (arg) => {
      await asked
      return hint(arg)
    })
    await key('e')
    expect(total()).toBe(21)
    expect(useMatchStore().canAct).toBe(true)
    expect(useMatchStore().advice).toBeNull()

    // the ±2, still set to plus, played at once by key and by click: nothing goes to main
    const acts = vi.spyOn(bridge, 'act')
    await key('3')
    await w.get('[data-test="hand-card-3"]').trigger('click')
    await settle()
    expect(acts).not.toHaveBeenCalled()
    expect(total()).toBe(21)
    expect(w.find('[data-test="hand-card-3"]').exists()).toBe(true)
    // and the coach is still looking, with no "Almost" for a play it had not asked about yet
    expect(advice(w).attributes('data-advice')).toBeUndefined()
    expect(advice(w).text()).toBe(i18n.global.t('table.coach.thinking'))

    // the advice comes: the flip, asked for plainly, as if the card had never been tried
    answer()
    await settle()
    await settle()
    expect(advice(w).attributes('data-advice')).toBe('playMinus')
    // from now on the usual rule: unturned it is held, and the coach says to turn it first
    await key('3')
    expect(acts).not.toHaveBeenCalled()
    expect(advice(w).attributes('data-advice')).toBe('flipFirst')
    await key('f')
    await key('3')
    expect(acts).toHaveBeenCalledTimes(1)
    flippedAndPlayed(w)
  })
})
