import { onBeforeUnmount, onMounted } from 'vue'
import { useInputStore } from '@/stores/input'
import { padKeys } from './controls'
import { confirmText, isTextField, moveCaret } from './pad-text'
import { restPointer } from './usePointerRest'

/**
 * The Gamepad API driving the game, on the standard button layout: the d-pad or the left stick
 * moves focus to the nearest focusable element that way (left and right on a slider or a
 * drop-down list change its value instead, as a console's menus do, and in a text field move
 * the caret), A clicks it (in a text field it is Enter), B goes back (Esc), the left shoulder
 * ends the turn and the right one stands (the table's E and S keys), Y asks for a hint (H), X
 * turns the sign of the hand card it is on (F, see `padX`) and Start opens the table's menu
 * (Esc). Buttons act once per press; a held direction repeats, as a held arrow key does.
 *
 * Everything is done the way the keyboard does it: a button becomes the key the screen already
 * understands, sent to the focused element, so no screen needs a gamepad path of its own.
 * Polling runs on requestAnimationFrame only while a gamepad is connected.
 */

/** Standard-mapping button numbers (https://w3c.github.io/gamepad/#remapping). */
export const PAD = {
  a: 0,
  b: 1,
  x: 2,
  y: 3,
  lb: 4,
  rb: 5,
  start: 9,
  up: 12,
  down: 13,
  left: 14,
  right: 15,
} as const

export type Direction = 'up' | 'down' | 'left' | 'right'

/** How far the stick must lean before it counts as a direction. */
const STICK = 0.5

/**
 * A held direction repeats after HOLD ms, then every REPEAT ms, timed by the polling frames'
 * own clock. A keyboard's delay is about this long, so a tap never repeats; ten steps a second
 * is as fast as the eye follows the focus down a list, and takes a 20-step volume slider end to
 * end in about two seconds; faster, a held walk runs past the row the thumb meant to stop on.
 */
export const HOLD = 400
/** Milliseconds between repeats once a held direction repeats (see above). */
export const REPEAT = 100

/** The key each button stands for (controls.ts; the d-pad, A and X are handled apart). */
const KEYS: [number, string][] = padKeys().map(([button, key]) => [
  PAD[button as keyof typeof PAD],
  key,
])

const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/** What focus may move between: inside the topmost open dialog if there is one, and visible. */
function candidates(): HTMLElement[] {
  const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]')
  const scope: ParentNode = dialogs[dialogs.length - 1] ?? document
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  })
}

/**
 * What a control looks like on screen: a checkbox or a slider inside its label is the whole
 * label (its name beside it), so a row's small box and the next row's slider, drawn apart,
 * still line up as the two rows of one list they are.
 */
function boxOf(el: HTMLElement): DOMRect {
  const label =
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.closest('label') : null
  return (label ?? el).getBoundingClientRect()
}

/** How far apart two spans of one axis are: none where they overlap. */
function apart(fromStart: number, fromEnd: number, toStart: number, toEnd: number): number {
  return Math.max(0, toStart - fromEnd, fromStart - toEnd)
}

/**
 * The element to focus from `from` towards `direction`: among those whose centre lies that way,
 * the nearest by the gap between their edges, straying sideways counting double and nothing
 * while the two overlap across the way. By edges, not centres: a narrow control below a wide
 * one (a menu's checkbox under its button) is the next row down, where by centres a farther
 * control lying nearer the middle won. Ties go to the one whose centre is nearest in line, and
 * those within a pixel of each other in line to the first in the page's order: down from the
 * title's last wide button, the two small ones under it lie either side of its centre, equally
 * far but for the layout's rounding, and the first of the row is the one to land on.
 */
export function nextFocus(
  from: HTMLElement | null,
  direction: Direction,
  among: HTMLElement[] = candidates(),
): HTMLElement | null {
  const others = among.filter((el) => el !== from)
  if (!from || !among.includes(from)) return others[0] ?? null
  const here = boxOf(from)
  const vertical = direction === 'up' || direction === 'down'
  const sign = direction === 'up' || direction === 'left' ? -1 : 1
  let best: HTMLElement | null = null
  let bestScore = Infinity
  let bestLine = Infinity
  for (const el of others) {
    const there = boxOf(el)
    const dx = there.left + there.width / 2 - (here.left + here.width / 2)
    const dy = there.top + there.height / 2 - (here.top + here.height / 2)
    if (sign * (vertical ? dy : dx) <= 1) continue
    // a box sharing most of this one's row (or column) is beside it, not that way: a checkbox
    // a pixel or two lower in the next panel is not "down" from the last one in this panel
    const along = vertical
      ? Math.min(here.bottom, there.bottom) - Math.max(here.top, there.top)
      : Math.min(here.right, there.right) - Math.max(here.left, there.left)
    const thinner = vertical
      ? Math.min(here.height, there.height)
      : Math.min(here.width, there.width)
    if (along > thinner / 2) continue
    const gap = vertical
      ? apart(here.top, here.bottom, there.top, there.bottom)
      : apart(here.left, here.right, there.left, there.right)
    const aside = vertical
      ? apart(here.left, here.right, there.left, there.right)
      : apart(here.top, here.bottom, there.top, there.bottom)
    const score = gap + 2 * aside
    const line = Math.abs(vertical ? dx : dy)
    if (score < bestScore || (score === bestScore && line < bestLine - 1)) {
      bestScore = score
      bestLine = line
      best = el
    }
  }
  return best
}

/**
 * A slider's value one step (`by` -1 or 1) on, held to its ends and to its steps from the start,
 * as the arrow keys move it (worked out here: stepUp is not everywhere a slider's).
 */
function stepped(range: HTMLInputElement, by: number): string {
  const min = range.min === '' ? 0 : Number(range.min)
  const max = range.max === '' ? 100 : Number(range.max)
  const step = Number(range.step) > 0 ? Number(range.step) : 1
  const steps = Math.round((Number(range.value) - min) / step) + by
  const next = Math.min(max, Math.max(min, min + steps * step))
  // 0.1 + 0.2: keep what the steps add up to, not a float's tail
  return String(Number(next.toFixed(10)))
}

/** Whether `el` is a control left and right step through: a slider or a drop-down list. */
function steppable(el: Element | null): el is HTMLInputElement | HTMLSelectElement {
  return (el instanceof HTMLInputElement && el.type === 'range') || el instanceof HTMLSelectElement
}

/**
 * Left or right on a slider steps it, on a drop-down list picks the choice before or after, as
 * the arrow keys do; false where `direction` changes nothing there and so moves the focus. The
 * control hears the arrow key first: one that refuses it (a slider that is off) stays as it is.
 * Up and down always move on, so a column of sliders can be walked past.
 */
export function adjust(el: Element | null, direction: Direction): boolean {
  if (direction !== 'left' && direction !== 'right') return false
  if (!steppable(el)) return false
  const key = direction === 'left' ? 'ArrowLeft' : 'ArrowRight'
  const heard = el.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )
  if (!heard) return true
  if (el instanceof HTMLSelectElement) {
    const step = direction === 'left' ? -1 : 1
    let at = el.selectedIndex + step
    while (el.options[at]?.disabled) at += step
    if (!el.options[at]) return true
    el.selectedIndex = at
  } else {
    const next = stepped(el, direction === 'left' ? -1 : 1)
    if (next === el.value) return true
    el.value = next
  }
  // as a change by hand is told: input while it moves, change once it is let go
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
  return true
}

/** Sends a key to the focused element, as a key press would arrive (it bubbles to the window). */
function press(key: string): void {
  const target = (document.activeElement as HTMLElement | null) ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

/**
 * X presses the key the focused element's part of the screen names in `data-pad-x` (a hand card
 * that takes a sign, with its toggle, names F): a key bound to the focus, unlike the table's E
 * or S, so X elsewhere (off the table, a card without a sign) presses nothing. Returns whether
 * it pressed one.
 */
function padX(): boolean {
  const here = document.activeElement as HTMLElement | null
  const key = here?.closest<HTMLElement>('[data-pad-x]')?.dataset.padX
  if (!key) return false
  press(key)
  return true
}

/** Whether left or right would change `el` (a slider, a drop-down list, a text's caret). */
function takes(el: Element | null, direction: Direction): boolean {
  if (direction !== 'left' && direction !== 'right') return false
  return steppable(el) || isTextField(el)
}

/**
 * A direction held down: the control its press changed (null when it moved the focus), and
 * when it next repeats.
 */
interface Held {
  changes: Element | null
  next: number
}

/** A fresh push of `direction`: changes the focused control, or else moves the focus. */
function push(direction: Direction): Element | null {
  const here = document.activeElement
  if (direction === 'left' || direction === 'right') {
    if (moveCaret(here, direction) || adjust(here, direction)) return here
  }
  nextFocus(here as HTMLElement | null, direction)?.focus()
  return null
}

/**
 * A held push again, doing what its press did: changing the same control (a caret stops at
 * the text's end rather than leaving), or walking the focus on, which halts on a control this
 * direction would change (a walk along a row does not run on into moving the volume).
 */
function again(direction: Direction, held: Held): void {
  const here = document.activeElement
  if (held.changes) {
    if (here !== held.changes) return
    if (direction === 'left' || direction === 'right') {
      if (!moveCaret(here, direction)) adjust(here, direction)
    }
    return
  }
  if (takes(here, direction)) return
  nextFocus(here as HTMLElement | null, direction)?.focus()
}

/** The directions a pad points in now: the d-pad's buttons and the left stick. */
function directionsOf(pad: Gamepad): Set<Direction> {
  const held = new Set<Direction>()
  const pressed = (i: number) => pad.buttons[i]?.pressed === true
  const [x = 0, y = 0] = pad.axes
  if (pressed(PAD.up) || y < -STICK) held.add('up')
  if (pressed(PAD.down) || y > STICK) held.add('down')
  if (pressed(PAD.left) || x < -STICK) held.add('left')
  if (pressed(PAD.right) || x > STICK) held.add('right')
  return held
}

/** Installs the gamepad for the app's lifetime (App.vue calls it once). */
export function useGamepad(): { connected: () => boolean } {
  const input = useInputStore()
  let frame: number | null = null
  let buttonsBefore: boolean[] = []
  let held = new Map<Direction, Held>()

  function pads(): Gamepad[] {
    const list = typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : []
    return Array.from(list ?? []).filter((pad): pad is Gamepad => pad !== null && pad.connected)
  }

  /** One poll, at `now`: the frame's time (requestAnimationFrame's clock, in ms). */
  function poll(now: number): void {
    frame = null
    const pad = pads()[0]
    if (!pad) {
      buttonsBefore = []
      held = new Map()
      return // stop polling until a pad connects again
    }
    const buttons = pad.buttons.map((b) => b.pressed)
    const pressedNow = (i: number) => buttons[i] === true && buttonsBefore[i] !== true
    const directions = directionsOf(pad)
    let used = false
    for (const direction of held.keys()) if (!directions.has(direction)) held.delete(direction)
    for (const direction of directions) {
      const before = held.get(direction)
      if (!before) {
        held.set(direction, { changes: push(direction), next: now + HOLD })
        used = true
      } else if (now >= before.next) {
        again(direction, before)
        // on the beat, unless frames stalled (a hidden window): then from now, not a burst
        const beat = before.next + REPEAT
        before.next = beat > now ? beat : now + REPEAT
        used = true
      }
    }
    if (pressedNow(PAD.a)) {
      const here = document.activeElement as HTMLElement | null
      if (isTextField(here)) confirmText(here)
      else here?.click()
      used = true
    }
    if (pressedNow(PAD.x) && padX()) used = true
    for (const [button, key] of KEYS) {
      if (pressedNow(button)) {
        press(key)
        used = true
      }
    }
    if (used) {
      input.use('gamepad')
      // the d-pad moves the focus and A clicks without a key: the pointer rests as for a key
      restPointer()
    }
    buttonsBefore = buttons
    frame = requestAnimationFrame(poll)
  }

  function start(): void {
    if (frame === null && pads().length > 0) frame = requestAnimationFrame(poll)
  }
  function stop(): void {
    if (frame !== null && pads().length === 0) {
      cancelAnimationFrame(frame)
      frame = null
    }
  }
  /** A real key press puts the keyboard's hints back. */
  function onKey(event: KeyboardEvent): void {
    if (event.isTrusted) input.use('keyboard')
  }

  onMounted(() => {
    window.addEventListener('gamepadconnected', start)
    window.addEventListener('gamepaddisconnected', stop)
    window.addEventListener('keydown', onKey, true)
    start()
  })
  onBeforeUnmount(() => {
    window.removeEventListener('gamepadconnected', start)
    window.removeEventListener('gamepaddisconnected', stop)
    window.removeEventListener('keydown', onKey, true)
    if (frame !== null) cancelAnimationFrame(frame)
    frame = null
  })
  return { connected: () => pads().length > 0 }
}
