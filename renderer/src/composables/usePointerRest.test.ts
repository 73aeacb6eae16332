// @vitest-environment happy-dom
/**
 * The pointer at rest: a key puts it there, so what it was left on stops looking chosen (the
 * table's Menu, lit gold under a pointer left on it, beside End turn's ring), and a real move
 * of the pointer lights it again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { watchPointerRest } from './usePointerRest'

const pointer = (): string | undefined => document.documentElement.dataset.pointer
const key = (name: string): boolean =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
const move = (x: number, y: number): boolean =>
  window.dispatchEvent(new PointerEvent('pointermove', { screenX: x, screenY: y }))

let stop = (): void => {}
beforeEach(() => (stop = watchPointerRest(window)))
afterEach(() => stop())

describe('the pointer at rest', () => {
  it('rests once a key is pressed, and is in use again once it moves', () => {
    move(10, 10)
    expect(pointer()).toBe('live')
    key('Tab')
    expect(pointer()).toBe('resting')
    move(12, 10)
    expect(pointer()).toBe('live')
  })

  it('stays at rest for a pointer event at the place it rests (the page moved under it)', () => {
    move(40, 40)
    key('e')
    move(40, 40)
    expect(pointer()).toBe('resting')
  })

  it('is in use as it presses, moved or not', () => {
    move(5, 5)
    key('Enter')
    window.dispatchEvent(new PointerEvent('pointerdown', { screenX: 5, screenY: 5 }))
    expect(pointer()).toBe('live')
  })

  it('is not put at rest by a key held only for a click (Shift, Ctrl)', () => {
    move(1, 1)
    for (const held of ['Shift', 'Control', 'Alt', 'Meta']) key(held)
    expect(pointer()).toBe('live')
  })

  it('says nothing until the player does something, and nothing once stopped', () => {
    expect(pointer()).toBeUndefined()
    key('Escape')
    stop()
    expect(pointer()).toBeUndefined()
    key('Tab')
    expect(pointer()).toBeUndefined()
  })
})
