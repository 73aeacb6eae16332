// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { useInputStore } from '@/stores/input'
import { nextFocus, PAD, useGamepad } from './useGamepad'

/**
 * The gamepad through a mocked navigator.getGamepads and a hand-stepped requestAnimationFrame:
 * each `frame()` is one poll. Layout comes from data attributes (happy-dom lays nothing out).
 */

interface FakePad {
  connected: boolean
  buttons: { pressed: boolean; value: number }[]
  axes: number[]
}

let pads: (FakePad | null)[] = []
let queued: FrameRequestCallback[] = []

function newPad(): FakePad {
  return {
    connected: true,
    buttons: Array.from({ length: 17 }, () => ({ pressed: false, value: 0 })),
    axes: [0, 0, 0, 0],
  }
}

/** Runs the frames requested so far (one poll each). */
function frame(): void {
  const now = queued
  queued = []
  for (const callback of now) callback(0)
}

/** Presses and releases a button over two polls. */
function tap(pad: FakePad, button: number): void {
  pad.buttons[button] = { pressed: true, value: 1 }
  frame()
  pad.buttons[button] = { pressed: false, value: 0 }
  frame()
}

/** A 2×2 grid of buttons: a b / c d, placed by data-x and data-y. */
const Grid = defineComponent({
  setup() {
    useGamepad()
    return () =>
      h(
        'div',
        [
          ['a', 0, 0],
          ['b', 100, 0],
          ['c', 0, 100],
          ['d', 100, 100],
        ].map(([id, x, y]) => h('button', { id, 'data-x': x, 'data-y': y }, String(id))),
      )
  },
})

beforeEach(() => {
  setActivePinia(createPinia())
  pads = []
  queued = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.push(callback)
    return queued.length
  })
  vi.stubGlobal('cancelAnimationFrame', () => {
    queued = []
  })
  Object.defineProperty(navigator, 'getGamepads', {
    configurable: true,
    value: () => pads,
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const x = Number(this.dataset.x ?? 0)
    const y = Number(this.dataset.y ?? 0)
    return {
      left: x,
      top: y,
      width: 50,
      height: 30,
      x,
      y,
      right: x + 50,
      bottom: y + 30,
    } as DOMRect
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function mountGrid() {
  return mount(Grid, { attachTo: document.body })
}
const byId = (id: string) => document.getElementById(id) as HTMLElement

describe('the gamepad', () => {
  it('polls only while a gamepad is connected', () => {
    const wrapper = mountGrid()
    expect(queued).toHaveLength(0)
    const pad = newPad()
    pads = [null, pad]
    window.dispatchEvent(new Event('gamepadconnected'))
    expect(queued).toHaveLength(1)
    frame()
    expect(queued).toHaveLength(1)
    // unplugged: the next poll finds none and asks for no more frames
    pads = [null, null]
    frame()
    expect(queued).toHaveLength(0)
    wrapper.unmount()
  })

  it('moves focus with the d-pad and the stick, towards the nearest element that way', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    byId('a').focus()
    tap(pad, PAD.right)
    expect(document.activeElement?.id).toBe('b')
    tap(pad, PAD.down)
    expect(document.activeElement?.id).toBe('d')
    // the stick: lean left, then back to the middle
    pad.axes[0] = -0.9
    frame()
    expect(document.activeElement?.id).toBe('c')
    // held, it moves once
    frame()
    expect(document.activeElement?.id).toBe('c')
    pad.axes[0] = 0
    pad.axes[1] = -0.9
    frame()
    expect(document.activeElement?.id).toBe('a')
    expect(useInputStore().mode).toBe('gamepad')
    wrapper.unmount()
  })

  it('A clicks the focused element once per press; B, the shoulders, Y and Start are keys', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const clicks: string[] = []
    const keys: string[] = []
    byId('b').addEventListener('click', () => clicks.push('b'))
    window.addEventListener('keydown', (event) => keys.push(event.key))
    byId('b').focus()
    pad.buttons[PAD.a] = { pressed: true, value: 1 }
    frame()
    frame()
    frame()
    expect(clicks).toEqual(['b'])
    pad.buttons[PAD.a] = { pressed: false, value: 0 }
    frame()
    for (const button of [PAD.b, PAD.lb, PAD.rb, PAD.y, PAD.start]) tap(pad, button)
    expect(keys).toEqual(['Escape', 'e', 's', 'h', 'Escape'])
    wrapper.unmount()
  })

  it('sends B to the focused element first, so a dialog can close on it', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const seen: string[] = []
    byId('c').addEventListener('keydown', (event) => seen.push(`c:${event.key}`))
    byId('c').focus()
    tap(pad, PAD.b)
    expect(seen).toEqual(['c:Escape'])
    wrapper.unmount()
  })

  it('keeps focus inside the topmost open dialog', () => {
    const a = document.createElement('button')
    const dialog = document.createElement('div')
    dialog.setAttribute('aria-modal', 'true')
    const inside = document.createElement('button')
    inside.dataset.y = '200'
    dialog.append(inside)
    document.body.append(a, dialog)
    a.focus()
    expect(nextFocus(a, 'down')).toBe(inside)
    expect(nextFocus(inside, 'up')).toBeNull()
  })
})
