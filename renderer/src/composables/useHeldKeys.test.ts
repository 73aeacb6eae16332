// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { guardHeldKeys } from './useHeldKeys'

/** A key on a button as the browser takes it: acted on unless the keydown was cancelled. */
function press(button: HTMLButtonElement, repeat: boolean, key = 'Enter'): boolean {
  button.focus()
  const down = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true })
  return button.dispatchEvent(down)
}
const enter = (button: HTMLButtonElement, repeat: boolean): boolean => press(button, repeat)

describe('a held key', () => {
  let unguard = (): void => {}
  let next: HTMLButtonElement
  let start: HTMLButtonElement
  beforeEach(() => {
    unguard = guardHeldKeys(window)
    next = document.createElement('button')
    start = document.createElement('button')
    document.body.append(next, start)
  })
  afterEach(() => {
    unguard()
    document.body.replaceChildren()
  })

  it('repeats on the control it was pressed on', () => {
    expect(enter(next, false)).toBe(true)
    expect(enter(next, true)).toBe(true)
    expect(enter(next, true)).toBe(true)
  })

  it('presses nothing that took the focus while it was held, until pressed anew', () => {
    expect(enter(next, false)).toBe(true)
    // Next went, Start took its place and the focus; the key is still down
    expect(enter(start, true)).toBe(false)
    expect(enter(start, true)).toBe(false)
    expect(enter(start, false)).toBe(true)
    expect(enter(start, true)).toBe(true)
  })

  it('moves on with Tab and the arrows held, control after control', () => {
    for (const key of ['Tab', 'ArrowDown']) {
      expect(press(next, false, key)).toBe(true)
      expect(press(start, true, key)).toBe(true)
    }
  })
})
