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

/**
 * Where a control acts, as How to play groups them: at the table, on every screen, or on one
 * screen of its own (the deck builder, a replay, the tutorial).
 */
export type ControlPlace = 'table' | 'everywhere' | 'deck' | 'replay' | 'tutorial'

/** The groups of How to play's Controls page, in its order. */
export const CONTROL_PLACES: readonly ControlPlace[] = [
  'table',
  'everywhere',
  'deck',
  'replay',
  'tutorial',
]

/** One control: keys as KeyboardEvent.key names them, and the gamepad's buttons. */
export interface Control {
  action: ControlAction
  place: 'table' | 'everywhere'
  keys: readonly string[]
  pad: readonly PadButton[]
}

/**
 * Every control, in the order How to play lists them. The table's moves come first; a key's
 * event name is what the handlers compare (lower case letters, ' ' for Space).
 */
export const CONTROLS: readonly Control[] = [
  { action: 'end', place: 'table', keys: ['e'], pad: ['lb'] },
  { action: 'stand', place: 'table', keys: ['s'], pad: ['rb'] },
  { action: 'hint', place: 'table', keys: ['h'], pad: ['y'] },
  // the pad's X turns the card it is on (data-pad-x names F): the keyboard's F does the same
  { action: 'flip', place: 'table', keys: ['f'], pad: ['x'] },
  { action: 'play', place: 'table', keys: ['1', '2', '3', '4'], pad: ['a'] },
  // choosing a hand from the pool: digit N picks card N, 0 the tenth
  {
    action: 'pick',
    place: 'table',
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
    pad: ['a'],
  },
  { action: 'pool', place: 'table', keys: ['p'], pad: ['a'] },
  // while cards move, Space, Enter and the moves' own keys (so the pad's shoulders and Y) hurry
  // the table along; the pad's A would press the focused button instead
  { action: 'hurry', place: 'table', keys: [' ', 'Enter'], pad: ['lb', 'rb', 'y'] },
  { action: 'press', place: 'everywhere', keys: ['Enter', ' '], pad: ['a'] },
  {
    action: 'move',
    place: 'everywhere',
    keys: ['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
    pad: ['dpad', 'stick'],
  },
  { action: 'menu', place: 'everywhere', keys: ['Escape'], pad: ['start', 'b'] },
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

/** A thing a player does with a key away from the table: on every screen, or on one. */
export type ScreenAction =
  | 'help'
  | 'ends'
  | 'save'
  | 'drop'
  | 'stepBack'
  | 'stepOn'
  | 'firstLast'
  | 'autoplay'
  | 'tutorialBack'
  | 'tutorialOn'

/**
 * A key of a screen: its place, its keys (with Ctrl, or ⌘ on a Mac, where `ctrl` says so) and
 * the gamepad's way to do it: a button that sends the key, or A on the screen's own button.
 */
export interface ScreenControl {
  action: ScreenAction
  place: Exclude<ControlPlace, 'table'>
  keys: readonly string[]
  ctrl?: boolean
  pad: readonly PadButton[]
}

/**
 * The screens' own keys, read by their handlers (the deck builder's save key and Esc, the
 * replay's and the tutorial's steps), so How to play lists each key a screen answers. The table's
 * keys and the keys of every screen are in CONTROLS.
 */
export const SCREEN_CONTROLS: readonly ScreenControl[] = [
  { action: 'help', place: 'everywhere', keys: HELP_KEYS, pad: [] },
  // a menu, a list of players or packages, a grid of cards, the card book: to its ends
  { action: 'ends', place: 'everywhere', keys: ['Home', 'End'], pad: [] },
  { action: 'save', place: 'deck', keys: ['s'], ctrl: true, pad: ['a'] },
  // the pad's B sends Esc (BACK), which lets the picked card go before it leaves the screen
  { action: 'drop', place: 'deck', keys: [BACK.key], pad: [BACK.pad] },
  { action: 'stepBack', place: 'replay', keys: ['ArrowLeft'], pad: ['a'] },
  { action: 'stepOn', place: 'replay', keys: ['ArrowRight'], pad: ['a'] },
  { action: 'firstLast', place: 'replay', keys: ['Home', 'End'], pad: ['a'] },
  { action: 'autoplay', place: 'replay', keys: ['p'], pad: ['a'] },
  { action: 'tutorialBack', place: 'tutorial', keys: ['ArrowLeft'], pad: ['a'] },
  { action: 'tutorialOn', place: 'tutorial', keys: ['ArrowRight'], pad: ['a'] },
]

/** The screen control for `action` (every action is in SCREEN_CONTROLS once). */
export function screenControlOf(action: ScreenAction): ScreenControl {
  return SCREEN_CONTROLS.find((c) => c.action === action) as ScreenControl
}

/** The first key of a screen's action, as its handler compares it. */
export function screenKey(action: ScreenAction): string {
  return screenControlOf(action).keys[0] as string
}
