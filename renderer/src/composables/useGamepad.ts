import { onBeforeUnmount, onMounted } from 'vue'
import { useInputStore } from '@/stores/input'

/**
 * The Gamepad API driving the game, on the standard button layout: the d-pad or the left stick
 * moves focus to the nearest focusable element that way, A clicks it, B goes back (Esc), the
 * left shoulder ends the turn and the right one stands (the table's E and S keys), Y asks for
 * a hint (H) and Start opens the table's menu (Esc). Buttons act once per press.
 *
 * Everything is done the way the keyboard does it: a button becomes the key the screen already
 * understands, sent to the focused element, so no screen needs a gamepad path of its own.
 * Polling runs on requestAnimationFrame only while a gamepad is connected.
 */

/** Standard-mapping button numbers (https://w3c.github.io/gamepad/#remapping). */
export const PAD = {
  a: 0,
  b: 1,
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

/** The key each button stands for (the d-pad and A are handled apart). */
const KEYS: [number, string][] = [
  [PAD.b, 'Escape'],
  [PAD.start, 'Escape'],
  [PAD.lb, 'e'],
  [PAD.rb, 's'],
  [PAD.y, 'h'],
]

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
 * The element to focus from `from` towards `direction`: the nearest whose centre lies that way,
 * straying sideways counting double, so moving down picks what is below rather than beside.
 */
export function nextFocus(
  from: HTMLElement | null,
  direction: Direction,
  among: HTMLElement[] = candidates(),
): HTMLElement | null {
  const others = among.filter((el) => el !== from)
  if (!from || !among.includes(from)) return others[0] ?? null
  const centre = (el: HTMLElement) => {
    const box = el.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }
  const here = centre(from)
  let best: HTMLElement | null = null
  let bestScore = Infinity
  for (const el of others) {
    const there = centre(el)
    const dx = there.x - here.x
    const dy = there.y - here.y
    const [ahead, aside] =
      direction === 'up'
        ? [-dy, dx]
        : direction === 'down'
          ? [dy, dx]
          : direction === 'left'
            ? [-dx, dy]
            : [dx, dy]
    if (ahead <= 1) continue
    const score = ahead + 2 * Math.abs(aside)
    if (score < bestScore) {
      bestScore = score
      best = el
    }
  }
  return best
}

/** Sends a key to the focused element, as a key press would arrive (it bubbles to the window). */
function press(key: string): void {
  const target = (document.activeElement as HTMLElement | null) ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

function move(direction: Direction): void {
  const next = nextFocus(document.activeElement as HTMLElement | null, direction)
  next?.focus()
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
  let directionsBefore = new Set<Direction>()

  function pads(): Gamepad[] {
    const list = typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : []
    return Array.from(list ?? []).filter((pad): pad is Gamepad => pad !== null && pad.connected)
  }

  function poll(): void {
    frame = null
    const pad = pads()[0]
    if (!pad) {
      buttonsBefore = []
      directionsBefore = new Set()
      return // stop polling until a pad connects again
    }
    const buttons = pad.buttons.map((b) => b.pressed)
    const pressedNow = (i: number) => buttons[i] === true && buttonsBefore[i] !== true
    const directions = directionsOf(pad)
    let used = false
    for (const direction of directions) {
      if (!directionsBefore.has(direction)) {
        move(direction)
        used = true
      }
    }
    if (pressedNow(PAD.a)) {
      ;(document.activeElement as HTMLElement | null)?.click()
      used = true
    }
    for (const [button, key] of KEYS) {
      if (pressedNow(button)) {
        press(key)
        used = true
      }
    }
    if (used) input.use('gamepad')
    buttonsBefore = buttons
    directionsBefore = directions
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
