import { onBeforeUnmount, onMounted } from 'vue'
import { controlOf, keyOf, PRESS_KEY } from './controls'

/** What a key does at the table. */
export type TableCommand =
  | { type: 'skip' }
  | { type: 'openMenu' }
  /** no match on the table (it ended elsewhere before this page came back): Esc goes back */
  | { type: 'leave' }
  | { type: 'closeMenu' }
  | { type: 'closeHint' }
  /** the opponent's pool (tournament): P opens and closes it, Esc closes it */
  | { type: 'pool' }
  | { type: 'closePool' }
  | { type: 'hint' }
  | { type: 'end' }
  | { type: 'stand' }
  | { type: 'flip' }
  /** key N plays the card in place N-1 of the hand (an empty place plays nothing) */
  | { type: 'play'; place: number }
  /** while choosing a hand: digit N picks the pool card N (0 is the tenth) */
  | { type: 'pick'; index: number }
  | { type: 'confirm' }
  /**
   * Tab or Shift+Tab with no control focused: into the table's round (the chooser's while a
   * hand is chosen) at its first stop or its last
   */
  | { type: 'tabIn' }

/** The table's state as far as keys care. */
export interface KeyContext {
  /**
   * the table holds no match and is not setting one up (it ended in another window before a
   * reload brought this page back): it shows only Back, which Esc is
   */
  empty: boolean
  menuOpen: boolean
  hintOpen: boolean
  presenting: boolean
  /**
   * a card the player played is on its way to main or landing, and the turn is still theirs: a
   * move key pressed now waits for it (useMoveQueue) rather than only hurrying the table along
   */
  ahead: boolean
  /** the player stands while the round goes on without them (the opponent plays on) */
  standing: boolean
  over: boolean
  choosing: boolean
  /** hot-seat: the curtain hides the table while it changes hands */
  curtain: boolean
  /** no control has the keyboard (a player who started the match with the mouse) */
  unfocused: boolean
  /** the opponent's pool can be shown (a tournament set being played), and whether it is */
  pool: boolean
  poolOpen: boolean
}

/** The table's moves (and F and H) by their keys (controls.ts), as commandFor compares them. */
const MOVES = new Map<string, TableCommand['type']>(
  (['end', 'stand', 'hint', 'flip'] as const).map((action) => [keyOf(action), action]),
)
/** The keys that play a hand card: the Nth plays place N-1. */
const PLACES = controlOf('play').keys
/** The keys that pick a pool card while a hand is chosen: the Nth picks card N. */
const PICKS = controlOf('pick').keys

/** Esc: the table's menu, and what closes whatever is open over the table. */
const MENU = keyOf('menu').toLowerCase()

/** The keys that act at the table: pressed while cards move, each hurries the table along. */
const ACTING = new Set([
  ...MOVES.keys(),
  ...PLACES,
  ...controlOf('hurry').keys.map((key) => key.toLowerCase()),
])

/** The keys that are moves at the table (and F and H), with what each does. */
function moveFor(key: string): TableCommand | null {
  const move = MOVES.get(key)
  if (move) return { type: move } as TableCommand
  const place = PLACES.indexOf(key)
  return place >= 0 ? { type: 'play', place } : null
}

/**
 * The table's keys: 1-4 play the card in that place of the hand, F flips a sign, E ends the
 * turn, S stands, H asks the advisor, Esc opens the menu. While cards move, Space, Enter and
 * every one of those keys skip the animation: a key pressed then is never lost, yet never acts
 * on a table the player has not seen (E pressed twice would otherwise end the next turn before
 * its card was looked at). While a card the player played is on its way (`ahead`), a move key
 * keeps its meaning: it hurries the card along and waits for it to land (useMoveQueue), so 1, 2,
 * E typed quickly in the tournament play both cards and end the turn. Two keys keep their
 * meaning whenever cards move: Esc opens the menu (the player wants it, not the rest of the move;
 * the table finishes the move as it opens), and E or S after the player stood, while the
 * opponent plays on, are told that the player stands, every time, as when the table waits.
 * Behind the hot-seat curtain no key acts on the table: the curtain's own keys (Enter lifts it,
 * Esc asks to leave) are all there is, so the person passing the screen cannot open the menu and
 * forfeit for the one it is passed to. A Tab from the page (no control focused) while a hand is
 * chosen goes into the chooser's round, not to the buttons below it. P opens and closes the
 * opponent's pool in the tournament, cards moving or not, as it only shows what is public; Esc
 * closes it before anything else. An empty table (no match, none coming) has no menu: Esc goes
 * back, as its one button does. Returns null for a key the table does not use.
 */
export function commandFor(rawKey: string, at: KeyContext): TableCommand | null {
  const key = rawKey.toLowerCase()
  if (at.empty) return key === MENU ? { type: 'leave' } : null
  if (at.menuOpen) return key === MENU ? { type: 'closeMenu' } : null
  if (at.curtain) return null
  if (key === 'tab') return at.unfocused ? { type: 'tabIn' } : null
  if (key === MENU) {
    if (at.poolOpen) return { type: 'closePool' }
    if (at.hintOpen) return { type: 'closeHint' }
    if (at.over) return at.presenting ? { type: 'skip' } : null
    return { type: 'openMenu' }
  }
  if (key === keyOf('pool')) return at.pool ? { type: 'pool' } : null
  const move = moveFor(key)
  if (at.presenting && at.standing && (move?.type === 'end' || move?.type === 'stand')) return move
  if (at.ahead && move) return move
  if (at.presenting && ACTING.has(key)) return { type: 'skip' }
  if (at.choosing) {
    if (PICKS.includes(key)) return { type: 'pick', index: PICKS.indexOf(key) }
    if (key === PRESS_KEY.toLowerCase()) return { type: 'confirm' }
    return key === keyOf('hint') ? { type: 'hint' } : null
  }
  return move
}

/** Listens for the table's keys while the component is mounted (never while typing in a field). */
export function useTableKeys(
  context: () => KeyContext,
  run: (command: TableCommand, event: KeyboardEvent) => void,
): void {
  function onKey(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const target = event.target as HTMLElement | null
    if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return
    const at = context()
    // Choosing a hand, Enter brings it, as the button printed with Enter says, from the pool's
    // cards too (Space or a digit picks and drops one); on any other button Enter is its own.
    if (
      at.choosing &&
      event.key === 'Enter' &&
      target?.tagName === 'BUTTON' &&
      !target.closest('[data-choose-pool]')
    )
      return
    const command = commandFor(event.key, at)
    // A held key's repeats only hurry the cards along: every move, and the menu, takes a press of
    // its own, so E held through the opponent's turn does not end the next one unseen
    if (event.repeat && command?.type !== 'skip') return
    if (command) run(command, event)
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
