// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { useInputStore } from '@/stores/input'
import { adjust, nextFocus, PAD, useGamepad } from './useGamepad'

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
    const w = Number(this.dataset.w ?? 50)
    const h = Number(this.dataset.h ?? 30)
    return { left: x, top: y, width: w, height: h, x, y, right: x + w, bottom: y + h } as DOMRect
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

  it('walks a menu in its order: a small checkbox in a wide label, then the slider below', () => {
    // the table menu's shape: a wide button, a checkbox at the left of its label, a slider at
    // the right of its own; by centres Down went from the button past the checkbox
    document.body.innerHTML = `
      <button id="back" data-x="0" data-y="0" data-w="360" data-h="40"></button>
      <label data-x="0" data-y="60" data-w="140" data-h="20">
        <input id="mute" type="checkbox" data-x="0" data-y="62" data-w="16" data-h="16" />
      </label>
      <label data-x="0" data-y="95" data-w="300" data-h="20">
        <input id="speed" type="range" data-x="160" data-y="95" data-w="130" data-h="20" />
      </label>
      <button id="leave" data-x="0" data-y="170" data-w="360" data-h="40"></button>`
    const order = ['back', 'mute', 'speed', 'leave']
    for (let i = 1; i < order.length; i++) {
      expect(nextFocus(byId(order[i - 1]!), 'down')?.id).toBe(order[i])
      expect(nextFocus(byId(order[i]!), 'up')?.id).toBe(order[i - 1])
    }
  })

  it('steps a focused slider left and right, and up and down still move on', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const slider = document.createElement('input')
    Object.assign(slider, { type: 'range', min: '0', max: '2', step: '0.5', value: '1' })
    slider.dataset.y = '200'
    const heard: string[] = []
    slider.addEventListener('input', () => heard.push(`input ${slider.value}`))
    slider.addEventListener('change', () => heard.push(`change ${slider.value}`))
    document.body.append(slider)
    slider.focus()
    tap(pad, PAD.right)
    expect(slider.value).toBe('1.5')
    pad.axes[0] = -0.9 // the stick too
    frame()
    pad.axes[0] = 0
    frame()
    tap(pad, PAD.left)
    expect(slider.value).toBe('0.5')
    expect(heard).toEqual([
      'input 1.5',
      'change 1.5',
      'input 1',
      'change 1',
      'input 0.5',
      'change 0.5',
    ])
    expect(document.activeElement).toBe(slider)
    tap(pad, PAD.up)
    expect(document.activeElement?.id).toBe('c')
    wrapper.unmount()
  })

  it('picks the choice before or after in a focused drop-down list, skipping ones that are off', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const list = document.createElement('select')
    list.innerHTML = '<option>one</option><option disabled>off</option><option>three</option>'
    list.dataset.y = '200'
    const changes: string[] = []
    list.addEventListener('change', () => changes.push(list.value))
    document.body.append(list)
    list.focus()
    tap(pad, PAD.right)
    expect(list.value).toBe('three')
    // at the end: nothing changes, and the focus stays
    tap(pad, PAD.right)
    tap(pad, PAD.left)
    expect(changes).toEqual(['three', 'one'])
    expect(document.activeElement).toBe(list)
    tap(pad, PAD.up)
    expect(document.activeElement?.id).toBe('c')
    wrapper.unmount()
  })

  it('leaves a slider that refuses the arrow key as it is (one that is off)', () => {
    const slider = document.createElement('input')
    Object.assign(slider, { type: 'range', min: '0', max: '2', step: '1', value: '1' })
    slider.addEventListener('keydown', (event) => event.preventDefault())
    document.body.append(slider)
    expect(adjust(slider, 'right')).toBe(true)
    expect(slider.value).toBe('1')
    // a button is not adjusted: the d-pad moves away from it
    expect(adjust(document.createElement('button'), 'right')).toBe(false)
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
