// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { i18n } from '@/i18n'
import { useInputStore } from '@/stores/input'
import HandRow from '@/components/table/HandRow.vue'
import { useTableKeys, type TableCommand } from './useTableKeys'
import { adjust, HOLD, nextFocus, PAD, REPEAT, useGamepad } from './useGamepad'
import { watchPointerRest } from './usePointerRest'
import { IDLE_TABLE } from '@/testing/table-keys'

/**
 * The gamepad through a mocked navigator.getGamepads and a hand-stepped requestAnimationFrame:
 * each `frame(at)` is one poll at that time on the frames' clock (0 unless a test holds a
 * direction over time). Layout comes from data attributes (happy-dom lays nothing out).
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

/** Runs the frames requested so far (one poll each), at time `at`. */
function frame(at = 0): void {
  const now = queued
  queued = []
  for (const callback of now) callback(at)
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

  it('puts a pointer in use at rest as it moves the focus or clicks, with no key pressed', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const stop = watchPointerRest(window)
    const pointer = () => document.documentElement.dataset.pointer
    const move = (x: number) =>
      window.dispatchEvent(new PointerEvent('pointermove', { screenX: x, screenY: 0 }))
    try {
      byId('a').focus()
      move(1)
      expect(pointer()).toBe('live')
      // the d-pad walks on: whatever the pointer was left on stops looking chosen
      tap(pad, PAD.right)
      expect(document.activeElement?.id).toBe('b')
      expect(pointer()).toBe('resting')
      move(2)
      tap(pad, PAD.a)
      expect(pointer()).toBe('resting')
      // a pad merely connected, nothing pressed, leaves the pointer in use
      move(3)
      frame()
      expect(pointer()).toBe('live')
    } finally {
      stop()
      wrapper.unmount()
    }
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

  it('reaches every button of the title’s menu: a column of wide ones, small ones two to a row', () => {
    // the title at 1280×800 with no save (its last two ways to play, then the small buttons
    // under a rule, two to a row), as Chromium lays it out
    document.body.innerHTML = `
      <button id="quick" data-x="410" data-y="423" data-w="461" data-h="43"></button>
      <button id="daily" data-x="410" data-y="473" data-w="461" data-h="43"></button>
      <button id="collection" data-x="410" data-y="546" data-w="226" data-h="30"></button>
      <button id="stats" data-x="644" data-y="546" data-w="226" data-h="30"></button>
      <button id="history" data-x="410" data-y="583" data-w="226" data-h="30"></button>
      <button id="rules" data-x="644" data-y="583" data-w="226" data-h="30"></button>
      <button id="settings" data-x="410" data-y="620" data-w="226" data-h="30"></button>
      <button id="quit" data-x="644" data-y="620" data-w="226" data-h="30"></button>`
    const to = (from: string, direction: 'up' | 'down' | 'left' | 'right') =>
      nextFocus(byId(from), direction)?.id
    expect(to('quick', 'down')).toBe('daily')
    // down from the last wide one to the first small one; up from either back to it
    expect(to('daily', 'down')).toBe('collection')
    expect(to('collection', 'up')).toBe('daily')
    expect(to('stats', 'up')).toBe('daily')
    expect([to('collection', 'right'), to('stats', 'left')]).toEqual(['stats', 'collection'])
    expect([to('collection', 'down'), to('stats', 'down')]).toEqual(['history', 'rules'])
    expect([to('history', 'down'), to('rules', 'down')]).toEqual(['settings', 'quit'])
    expect([to('settings', 'right'), to('quit', 'up')]).toEqual(['quit', 'rules'])
    expect(to('quit', 'down')).toBeUndefined()
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

  it('does not take a control a pixel or two lower in the next panel as the row below', () => {
    // the settings screen's shape: Mute ends the sound panel, Fullscreen in the third panel
    // sits 2 px lower on its row; Down from Mute went across the screen to it
    document.body.innerHTML = `
      <label data-x="138" data-y="302" data-w="393" data-h="33">
        <input id="effects" type="range" data-x="352" data-y="311" data-w="181" data-h="16" />
      </label>
      <label data-x="138" data-y="357" data-w="234" data-h="33">
        <input id="mute" type="checkbox" data-x="142" data-y="362" data-w="23" data-h="23" />
      </label>
      <label data-x="1286" data-y="359" data-w="496" data-h="33">
        <input id="fullscreen" type="checkbox" data-x="1290" data-y="364" data-w="23" data-h="23" />
      </label>
      <button id="language" data-x="1286" data-y="290" data-w="100" data-h="37"></button>`
    expect(nextFocus(byId('effects'), 'down')?.id).toBe('mute')
    expect(nextFocus(byId('mute'), 'down')).toBeNull()
    expect(nextFocus(byId('fullscreen'), 'up')?.id).toBe('language')
    expect(nextFocus(byId('mute'), 'right')?.id).toBe('fullscreen')
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

/** Only the pad: a test lays out its own controls in the body (a setup, not a second component). */
const PadOnly = {
  setup() {
    useGamepad()
    return () => h('div')
  },
}

/** Mounts the pad with one connected, and lays out `html` in the body. */
function withPad(html: string) {
  const pad = newPad()
  pads = [pad]
  const wrapper = mount(PadOnly, { attachTo: document.body })
  document.body.insertAdjacentHTML('beforeend', html)
  return { pad, wrapper }
}

/** Holds the d-pad's `button` at each of `times` (one poll each), and what had the focus then. */
function holdOver(pad: FakePad, button: number, times: number[], seen: () => string) {
  pad.buttons[button] = { pressed: true, value: 1 }
  const log = times.map((at) => {
    frame(at)
    return `${at}:${seen()}`
  })
  pad.buttons[button] = { pressed: false, value: 0 }
  frame(times[times.length - 1]! + 1)
  return log
}

const focused = () => document.activeElement?.id ?? ''

describe('a held direction', () => {
  /** A column of five buttons, one under another. */
  const COLUMN = [0, 1, 2, 3, 4]
    .map((i) => `<button id="b${i}" data-y="${i * 40}"></button>`)
    .join('')

  it('repeats on the frames’ clock: once at once, after HOLD ms again, then every REPEAT ms', () => {
    const { pad, wrapper } = withPad(COLUMN)
    byId('b0').focus()
    expect(
      holdOver(
        pad,
        PAD.down,
        [1000, 1016, 1000 + HOLD - 1, 1000 + HOLD, 1000 + HOLD + 50],
        focused,
      ),
    ).toEqual([
      '1000:b1',
      '1016:b1',
      `${1000 + HOLD - 1}:b1`,
      `${1000 + HOLD}:b2`,
      `${1000 + HOLD + 50}:b2`,
    ])
    // let go and pushed again: at once, whatever the clock says
    byId('b0').focus()
    expect(
      holdOver(
        pad,
        PAD.down,
        [
          5000,
          5000 + HOLD,
          5000 + HOLD + REPEAT - 1,
          5000 + HOLD + REPEAT,
          5000 + HOLD + 2 * REPEAT,
        ],
        focused,
      ),
    ).toEqual([
      '5000:b1',
      `${5000 + HOLD}:b2`,
      `${5000 + HOLD + REPEAT - 1}:b2`,
      `${5000 + HOLD + REPEAT}:b3`,
      `${5000 + HOLD + 2 * REPEAT}:b4`,
    ])
    wrapper.unmount()
  })

  it('the stick repeats as the d-pad does, and stalled frames bring one step, not a burst', () => {
    const { pad, wrapper } = withPad(COLUMN)
    byId('b0').focus()
    pad.axes[1] = 0.9
    const log = [0, HOLD, 10_000, 10_000 + 16, 10_000 + REPEAT].map((at) => {
      frame(at)
      return `${at}:${focused()}`
    })
    expect(log).toEqual(['0:b1', `${HOLD}:b2`, '10000:b3', '10016:b3', `${10_000 + REPEAT}:b4`])
    pad.axes[1] = 0
    frame(20_000)
    expect(focused()).toBe('b4')
    wrapper.unmount()
  })

  it('steps a slider and a drop-down list on while held, up to their ends', () => {
    const { pad, wrapper } = withPad(`
      <input id="volume" type="range" min="0" max="1" step="0.25" value="0.5" />
      <select id="rules" data-y="100">
        <option>classic</option><option>tournament</option><option>pure</option>
      </select>`)
    const volume = byId('volume') as HTMLInputElement
    const rules = byId('rules') as HTMLSelectElement
    volume.focus()
    const times = [0, HOLD, HOLD + REPEAT, HOLD + 2 * REPEAT]
    expect(holdOver(pad, PAD.left, times, () => volume.value)).toEqual([
      '0:0.25',
      `${HOLD}:0`,
      `${HOLD + REPEAT}:0`,
      `${HOLD + 2 * REPEAT}:0`,
    ])
    rules.focus()
    pad.axes[0] = 0.9
    expect([0, HOLD, HOLD + REPEAT].map((at) => (frame(at), rules.value))).toEqual([
      'tournament',
      'pure',
      'pure',
    ])
    expect(focused()).toBe('rules')
    wrapper.unmount()
  })

  it('walking the focus along a row halts on a slider, leaving its value alone', () => {
    const { pad, wrapper } = withPad(`
      <button id="one"></button>
      <button id="two" data-x="100"></button>
      <input id="volume" type="range" min="0" max="10" value="5" data-x="200" />`)
    const volume = byId('volume') as HTMLInputElement
    byId('one').focus()
    const times = [0, HOLD, HOLD + REPEAT, HOLD + 5 * REPEAT]
    expect(holdOver(pad, PAD.right, times, () => `${focused()} ${volume.value}`)).toEqual([
      '0:two 5',
      `${HOLD}:volume 5`,
      `${HOLD + REPEAT}:volume 5`,
      `${HOLD + 5 * REPEAT}:volume 5`,
    ])
    // a fresh push there changes it
    tap(pad, PAD.right)
    expect(volume.value).toBe('6')
    wrapper.unmount()
  })
})

describe('a text field on the pad', () => {
  const caret = (field: HTMLInputElement) => `${field.selectionStart}-${field.selectionEnd}`

  it('moves the caret with left and right, a character at a time, a selection collapsing first', () => {
    const { pad, wrapper } = withPad(`
      <input id="name" type="text" value="Zoe\u0308 Bao" />
      <button id="save" data-x="100"></button>`)
    const name = byId('name') as HTMLInputElement
    name.focus()
    name.setSelectionRange(1, 4)
    tap(pad, PAD.left)
    expect(caret(name)).toBe('1-1')
    tap(pad, PAD.right)
    expect(caret(name)).toBe('2-2')
    // "ë" typed as e and its two dots is one character to the caret
    tap(pad, PAD.right)
    expect(caret(name)).toBe('4-4')
    tap(pad, PAD.left)
    expect(caret(name)).toBe('2-2')
    expect(focused()).toBe('name')
    wrapper.unmount()
  })

  it('held, the caret runs to the end and stops there; a fresh push at the end moves on', () => {
    const { pad, wrapper } = withPad(`
      <input id="name" type="text" value="Talon" />
      <button id="save" data-x="100"></button>`)
    const name = byId('name') as HTMLInputElement
    name.focus()
    name.setSelectionRange(3, 3)
    const times = [0, HOLD, HOLD + REPEAT, HOLD + 2 * REPEAT]
    expect(holdOver(pad, PAD.right, times, () => `${focused()} ${caret(name)}`)).toEqual([
      '0:name 4-4',
      `${HOLD}:name 5-5`,
      `${HOLD + REPEAT}:name 5-5`,
      `${HOLD + 2 * REPEAT}:name 5-5`,
    ])
    tap(pad, PAD.right)
    expect(focused()).toBe('save')
    // and back: left from the button lands in the field, a fresh push there moves its caret
    tap(pad, PAD.left)
    expect(focused()).toBe('name')
    tap(pad, PAD.left)
    expect(caret(name)).toBe('4-4')
    wrapper.unmount()
  })

  it('up and down still leave the field, and a field that refuses the arrow keeps its caret', () => {
    const { pad, wrapper } = withPad(`
      <input id="name" type="text" value="Talon" />
      <button id="below" data-y="100"></button>`)
    const name = byId('name') as HTMLInputElement
    name.focus()
    name.setSelectionRange(2, 2)
    tap(pad, PAD.down)
    expect(focused()).toBe('below')
    tap(pad, PAD.up)
    expect(focused()).toBe('name')
    name.setSelectionRange(2, 2)
    name.addEventListener('keydown', (event) => event.preventDefault())
    tap(pad, PAD.left)
    expect([focused(), caret(name)]).toEqual(['name', '2-2'])
    wrapper.unmount()
  })

  it('A is Enter in a text field: its own Enter hears it, and nothing is clicked', () => {
    const { pad, wrapper } = withPad(`<input id="code" type="text" readonly value="PZK1" />`)
    const code = byId('code') as HTMLInputElement
    const heard: string[] = []
    code.addEventListener('keydown', (event) => heard.push(event.key))
    code.addEventListener('click', () => heard.push('click'))
    code.focus()
    tap(pad, PAD.a)
    expect(heard).toEqual(['Enter'])
    expect(useInputStore().mode).toBe('gamepad')
    wrapper.unmount()
  })

  it('A in a form’s text field sends the form as Enter would, unless its Enter is refused', () => {
    const { pad, wrapper } = withPad(`
      <form id="named">
        <input id="name" type="text" value="Talon" />
        <button id="other" type="button"></button>
        <button id="create" type="submit" data-y="100"></button>
      </form>
      <form id="alone"><input id="only" type="text" value="Oriella" /></form>
      <form id="two"><input id="first" type="text" /><input type="text" /></form>`)
    const sent: string[] = []
    const clicked: string[] = []
    for (const form of document.querySelectorAll('form'))
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        sent.push(form.id)
      })
    for (const button of document.querySelectorAll('button'))
      button.addEventListener('click', () => clicked.push(button.id))
    byId('name').focus()
    tap(pad, PAD.a)
    expect([sent, clicked]).toEqual([['named'], ['create']])
    // no submit button, and its one text field: Enter sends it; with two, Enter sends nothing
    byId('only').focus()
    tap(pad, PAD.a)
    byId('first').focus()
    tap(pad, PAD.a)
    expect(sent).toEqual(['named', 'alone'])
    // a field that takes Enter for itself (a seat's name starting the match) is not sent twice
    byId('name').addEventListener('keydown', (event) => event.preventDefault())
    byId('name').focus()
    tap(pad, PAD.a)
    expect(sent).toEqual(['named', 'alone'])
    wrapper.unmount()
  })
})

describe('X on the pad', () => {
  /**
   * The player's hand (+4, ±2, then a place played) under the table's own keys: what each key
   * asks of the table, and the place the hand last told as selected (the one F turns).
   */
  function atTable() {
    const commands: TableCommand[] = []
    const selected: number[] = []
    const idle = IDLE_TABLE
    // a plain component: the file's one defineComponent is the grid's
    const Table = {
      setup() {
        useGamepad()
        useTableKeys(
          () => idle,
          (command) => commands.push(command),
        )
        return () =>
          h('div', [
            h('button', { id: 'menu', 'data-y': 300 }, 'Menu'),
            h(HandRow, {
              player: 0,
              rules: 'classic',
              slots: ['+4', '±2', null],
              handSize: 3,
              playable: [true, true, false],
              signed: [false, true, false],
              signs: ['+', '+', '+'],
              outcomes: undefined,
              cue: null,
              label: 'Your hand',
              onSelect: (place: number) => selected.push(place),
            }),
          ])
      },
    }
    const wrapper = mount(Table, { attachTo: document.body, global: { plugins: [i18n] } })
    return { wrapper, commands, selected }
  }
  const at = (test: string) => document.querySelector<HTMLElement>(`[data-test="${test}"]`)!

  it('turns the sign of the hand card it is on, or under, as F does; elsewhere nothing', () => {
    const pad = newPad()
    pads = [pad]
    const { wrapper, commands, selected } = atTable()
    // on the ±2: the table hears F, and the card F turns is the one the pad is on
    at('hand-card-2').focus()
    tap(pad, PAD.x)
    expect(commands).toEqual([{ type: 'flip' }])
    expect(selected.at(-1)).toBe(1)
    // on the toggle under it: the same card
    at('hand-card-1').focus()
    at('sign-2').focus()
    tap(pad, PAD.x)
    expect(commands).toEqual([{ type: 'flip' }, { type: 'flip' }])
    expect(selected.at(-1)).toBe(1)
    // a card without a sign, and off the hand: X asks nothing of the table
    at('hand-card-1').focus()
    tap(pad, PAD.x)
    byId('menu').focus()
    tap(pad, PAD.x)
    expect(commands).toHaveLength(2)
    expect(useInputStore().mode).toBe('gamepad')
    wrapper.unmount()
  })

  it('presses nothing off the table, where no part names a key for it', () => {
    const pad = newPad()
    pads = [pad]
    const wrapper = mountGrid()
    const keys: string[] = []
    window.addEventListener('keydown', (event) => keys.push(event.key))
    byId('a').focus()
    tap(pad, PAD.x)
    expect(keys).toEqual([])
    // nothing done, so the keyboard's hints stay
    expect(useInputStore().mode).toBe('keyboard')
    wrapper.unmount()
  })
})
