// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { giveFocusBack, REPRESS_MS } from './focus-back'

/**
 * A key on a control as the browser takes it: true where it would press it (the keydown, or for
 * Space the keyup, not cancelled).
 */
function press(control: HTMLElement, key: string, repeat = false): boolean {
  control.focus()
  const down = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true })
  const downHeard = control.dispatchEvent(down)
  const up = new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true })
  const upHeard = control.dispatchEvent(up)
  return key === ' ' ? downHeard && upHeard : downHeard
}

describe('the focus given back as a dialog closes', () => {
  let opener: HTMLButtonElement
  let cancel: HTMLButtonElement
  let now = 1000
  beforeEach(() => {
    now = 1000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    opener = document.createElement('button')
    cancel = document.createElement('button')
    document.body.append(opener, cancel)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    // a pointer press ends whatever a test left armed
    window.dispatchEvent(new Event('pointerdown'))
    document.body.replaceChildren()
  })

  it('takes the Enter that closed the dialog, pressed again at once, as that press', () => {
    press(cancel, 'Enter')
    giveFocusBack(opener)
    expect(document.activeElement).toBe(opener)
    expect(press(opener, 'Enter')).toBe(false)
    expect(press(opener, 'Enter', true)).toBe(false)
  })

  it('takes the keypress of an Enter that closed the dialog from a text field as that press', () => {
    const field = document.createElement('input')
    document.body.append(field)
    expect(press(field, 'Enter')).toBe(true)
    giveFocusBack(opener)
    // Chromium sends the keypress to where the focus is now, and presses a button on it
    const keypress = new KeyboardEvent('keypress', {
      key: 'Enter',
      bubbles: true,
      cancelable: true,
    })
    expect(opener.dispatchEvent(keypress)).toBe(false)
  })

  it('lets it open the dialog again a moment later', () => {
    press(cancel, 'Enter')
    giveFocusBack(opener)
    now += REPRESS_MS + 1
    expect(press(opener, 'Enter')).toBe(true)
  })

  it('swallows Space alike, its release with it', () => {
    press(cancel, ' ')
    giveFocusBack(opener)
    expect(press(opener, ' ')).toBe(false)
  })

  it('sets nothing for a dialog closed by Esc or the pointer', () => {
    press(cancel, 'Escape')
    giveFocusBack(opener)
    expect(press(opener, 'Enter')).toBe(true)
    press(cancel, 'Enter')
    window.dispatchEvent(new Event('pointerdown'))
    giveFocusBack(opener)
    expect(press(opener, 'Enter')).toBe(true)
  })

  it('ends as the player presses another key: the next Enter is a new one', () => {
    press(cancel, 'Enter')
    giveFocusBack(opener)
    press(opener, 'Tab')
    expect(press(opener, 'Enter')).toBe(true)
  })

  it('leaves another key on that control alone, and the same key elsewhere', () => {
    press(cancel, 'Enter')
    giveFocusBack(opener)
    expect(press(opener, 'ArrowDown')).toBe(true)
    press(cancel, 'Enter')
    giveFocusBack(opener)
    expect(press(cancel, 'Enter')).toBe(true)
  })
})
