// @vitest-environment happy-dom
/**
 * Space hurries the table along, and the next set's hand chooser opens with the keyboard on the
 * pool's first card: a Space held or tapped through a tournament set's end picks nothing there,
 * while a Space pressed on the chooser picks as before. Over the real api router on a temporary
 * data folder, the cards moving at their own pace (the store's timers faked, never waited out).
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-hurry', {
  profile: { slot: 1, name: 'Tester' },
})
// only the store's timers: each beat of the cards is cut short, never waited out
const clock = useStoreClock()

/** A key as the keyboard sends it: to the focused element, from where it reaches the window. */
async function key(
  type: 'keydown' | 'keyup',
  name: string,
  repeat = false,
): Promise<KeyboardEvent> {
  const event = new KeyboardEvent(type, { key: name, repeat, bubbles: true, cancelable: true })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  await settle()
  return event
}

/** Lets the table finish showing main's answer, each beat cut short as a click on it does. */
async function shown(): Promise<void> {
  const match = useMatchStore()
  await settle()
  while (match.presenting) {
    match.skip()
    await settle()
  }
}

/**
 * A quick tournament match with the cards moving, its first set played with plain moves up to
 * the move that ends it: the table is showing that move when this answers.
 */
async function atFirstSetEnd(): Promise<VueWrapper> {
  const wrapper = await openTable(clock, quickStart('tournament'), { reducedMotion: 'off' })
  const match = useMatchStore()
  await shown()
  for (let moves = 0; ; moves++) {
    if (moves > 200 || !match.update) throw new Error('the first set did not end')
    const acting = match.act(plainMove(match.update))
    await settle()
    if (match.update.events.some((e) => e.type === 'setEnd')) return wrapper
    await shown()
    await acting
  }
}

describe('Space through the end of a set', () => {
  it('picks no card in the next set’s chooser; a Space pressed there does', async () => {
    const w = await atFirstSetEnd()
    const match = useMatchStore()
    expect(match.presenting).toBe(true)
    expect(w.find('.chooser').exists()).toBe(false)
    // Space held down to hurry the set's end along: the first press, then its repeats
    await key('keydown', ' ')
    while (match.presenting) await key('keydown', ' ', true)
    // the chooser of set 2 has the keyboard on its first card, and Space is still down
    expect(match.update?.view.set).toBe(2)
    const card = w.get('[data-test="pool-0"]')
    expect(document.activeElement).toBe(card.element)
    await key('keydown', ' ', true)
    await key('keyup', ' ')
    const picked = () => w.findAll('.pool [aria-pressed="true"]').length
    expect(picked()).toBe(0)
    // Enter held as well: its repeats are no click on the card
    expect((await key('keydown', 'Enter', true)).defaultPrevented).toBe(true)
    expect(picked()).toBe(0)
    // pressed anew on the chooser, Space picks the card the keyboard is on
    await key('keydown', ' ')
    await key('keyup', ' ')
    expect(card.attributes('aria-pressed')).toBe('true')
    expect(picked()).toBe(1)
  })
})
