/**
 * The game's controls: each thing a player does, the keys that do it and the gamepad buttons
 * that do it. One list, read by the table's keys (useTableKeys), by the gamepad (useGamepad) and
 * by the Controls page of How to play, so the page cannot name a key the game does not answer.
 */

/** A thing a player does with a key or a gamepad button. */
export type ControlAction =
  'end' | 'stand' | 'hint' | 'flip' | 'play' | 'pick' | 'pool' | 'hurry' | 'press' | 'move' | 'menu'

/** A gamepad's button on the standard layout, or its d-pad and left stick. */
export type PadButton = 'a' | 'b' | 'x' | 'y' | 'lb' | 'rb' | 'start' | 'dpad' | 'stick'

/** One control: keys as KeyboardEvent.key names them, and the gamepad's buttons. */
export interface Control {
  action: ControlAction
  keys: readonly string[]
  pad: readonly PadButton[]
}

/**
 * Every control, in the order How to play lists them. The table's moves come first; a key's
 * event name is what the handlers compare (lower case letters, ' ' for Space).
 */
export const CONTROLS: readonly Control[] = [
  { action: 'end', keys: ['e'], pad: ['lb'] },
  { action: 'stand', keys: ['s'], pad: ['rb'] },
  { action: 'hint', keys: ['h'], pad: ['y'] },
  // the pad's X turns the card it is on (data-pad-x names F): the keyboard's F does the same
  { action: 'flip', keys: ['f'], pad: ['x'] },
  { action: 'play', keys: ['1', '2', '3', '4'], pad: ['a'] },
  // choosing a hand from the pool: digit N picks card N, 0 the tenth
  { action: 'pick', keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'], pad: ['a'] },
  { action: 'pool', keys: ['p'], pad: ['a'] },
  // while cards move, Space, Enter and the moves' own keys (so the pad's shoulders and Y) hurry
  // the table along; the pad's A would press the focused button instead
  { action: 'hurry', keys: [' ', 'Enter'], pad: ['lb', 'rb', 'y'] },
  { action: 'press', keys: ['Enter', ' '], pad: ['a'] },
  {
    action: 'move',
    keys: ['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
    pad: ['dpad', 'stick'],
  },
  { action: 'menu', keys: ['Escape'], pad: ['start', 'b'] },
]

/** The control for `action` (every action is in CONTROLS once). */
export function controlOf(action: ControlAction): Control {
  return CONTROLS.find((c) => c.action === action) as Control
}

/** The single key of a table move (E, S, H, F), as the table's keys compare it. */
export function keyOf(action: 'end' | 'stand' | 'hint' | 'flip' | 'pool' | 'menu'): string {
  return controlOf(action).keys[0] as string
}

/**
 * The buttons that stand for a key, as useGamepad presses them: each control's buttons but A
 * (which clicks the focus), X (which presses the focus's own key), the d-pad and the stick (which
 * move the focus), and the buttons that hurry only because they press a move's key.
 */
export function padKeys(): [PadButton, string][] {
  const apart = new Set<PadButton>(['a', 'x', 'dpad', 'stick'])
  return CONTROLS.filter((c) => c.action !== 'hurry').flatMap((c) =>
    c.pad
      .filter((button) => !apart.has(button))
      .map((button): [PadButton, string] => [button, c.keys[0] as string]),
  )
}

/** The keys that open How to play on its Controls page from the title screen and the settings. */
export const HELP_KEYS: readonly string[] = ['F1', '?']

/**
 * Going back: out of a menu or a dialog, letting a picked card go, a screen back. The menu's key
 * (Esc) on the keyboard, and on a gamepad B (one of the menu's buttons: Start opens the table's
 * menu, B steps back out of what is open), so every "back" cap names the same key.
 */
export const BACK: { readonly key: string; readonly pad: PadButton } = {
  key: keyOf('menu'),
  pad: 'b',
}

/** The key that presses the focused button, and brings a chosen hand (Enter). */
export const PRESS_KEY: string = controlOf('press').keys[0] as string
