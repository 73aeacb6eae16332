// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountHand } from '@/testing/hand-row'
import { PEEK_HOLD_MS, PEEK_LINGER_MS } from './usePeek'

/** The player's own hand of two playable cards, in the page so a touch elsewhere reaches it. */
const hand = () => mountHand({}, true)

type Hand = ReturnType<typeof hand>
const card = (w: Hand, place: number): HTMLElement =>
  w.get(`[data-test="hand-card-${place}"]`).element as HTMLElement

/** A pointer event of the given kind at (x, y), as the browser sends it. */
function pointer(
  target: EventTarget,
  type: string,
  pointerType: string,
  x = 10,
  y = 10,
): PointerEvent {
  const event = new PointerEvent(type, {
    pointerType,
    clientX: x,
    clientY: y,
    bubbles: true,
    cancelable: true,
  })
  target.dispatchEvent(event)
  return event
}

/** A click as a finger or mouse lifting makes it (detail 1; the keyboard's has 0). */
function click(target: HTMLElement): void {
  target.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, cancelable: true }))
}

/** Is the tip of the card in `place` held open (not merely there for hover or focus)? */
const peeked = (w: Hand, place: number): boolean =>
  w.get(`[data-test="hand-place-${place}"] .card-tip`).classes().includes('open')

describe('peeking at a hand card by touch', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the tip of a card held still, and does not play it', async () => {
    const w = hand()
    const c = card(w, 1)
    pointer(c, 'pointerdown', 'touch')
    vi.advanceTimersByTime(PEEK_HOLD_MS - 50)
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(false)
    vi.advanceTimersByTime(100)
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(true)
    expect(peeked(w, 2)).toBe(false)
    pointer(c, 'pointerup', 'touch')
    click(c)
    expect(w.emitted('play')).toBeUndefined()
    // the tip stays a moment after the finger lifts, then goes
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(true)
    vi.advanceTimersByTime(PEEK_LINGER_MS)
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(false)
    // the next short tap plays as ever
    pointer(c, 'pointerdown', 'touch')
    vi.advanceTimersByTime(100)
    pointer(c, 'pointerup', 'touch')
    click(c)
    expect(w.emitted('play')).toEqual([[0]])
    w.unmount()
  })

  it('plays a card tapped short, and peeks at none', async () => {
    const w = hand()
    const c = card(w, 2)
    pointer(c, 'pointerdown', 'touch')
    vi.advanceTimersByTime(120)
    pointer(c, 'pointerup', 'touch')
    click(c)
    vi.advanceTimersByTime(PEEK_HOLD_MS * 2)
    await w.vm.$nextTick()
    expect(w.emitted('play')).toEqual([[1]])
    expect(peeked(w, 2)).toBe(false)
    w.unmount()
  })

  it('does not peek for a finger that moves (a scroll)', async () => {
    const w = hand()
    const c = card(w, 1)
    pointer(c, 'pointerdown', 'touch', 10, 10)
    pointer(c, 'pointermove', 'touch', 10, 40)
    vi.advanceTimersByTime(PEEK_HOLD_MS * 2)
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(false)
    w.unmount()
  })

  it("treats the long press's context menu as a peek, and closes at the next touch elsewhere", async () => {
    const w = hand()
    const c = card(w, 1)
    pointer(c, 'pointerdown', 'touch')
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    c.dispatchEvent(menu)
    await w.vm.$nextTick()
    expect(menu.defaultPrevented).toBe(true)
    expect(peeked(w, 1)).toBe(true)
    pointer(c, 'pointerup', 'touch')
    click(c)
    expect(w.emitted('play')).toBeUndefined()
    pointer(document.body, 'pointerdown', 'touch')
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(false)
    w.unmount()
  })

  it('leaves the mouse as it was: a held button plays on its click, a right click keeps its menu', async () => {
    const w = hand()
    const c = card(w, 1)
    pointer(c, 'pointerdown', 'mouse')
    vi.advanceTimersByTime(PEEK_HOLD_MS * 2)
    await w.vm.$nextTick()
    expect(peeked(w, 1)).toBe(false)
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
    c.dispatchEvent(menu)
    expect(menu.defaultPrevented).toBe(false)
    pointer(c, 'pointerup', 'mouse')
    click(c)
    expect(w.emitted('play')).toEqual([[0]])
    w.unmount()
  })
})
