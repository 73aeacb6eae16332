import { useI18n } from 'vue-i18n'
import { BACK, controlOf, type ControlAction, type PadButton } from './controls'

/**
 * The caps a key or a gamepad button is drawn with: one spelling for the table's buttons and
 * hand and for How to play's Controls page, read from the one list of controls (controls.ts).
 * A key changed there changes on every cap, and no cap names a key the game does not answer.
 */

/** The words a key has no letter for on its cap; the rest are printed alike on every layout. */
const KEY_CAPS: Record<string, string> = {
  Escape: 'Esc',
  Enter: 'Enter',
  Tab: 'Tab',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
}

/** The keys whose caps are printed in the keyboard's language (German keyboards: Pos1, Ende). */
const WORDED: Record<string, string> = {
  ' ': 'space',
  Home: 'home',
  End: 'endKey',
}

/** A key and a gamepad button as their caps show them, in the player's language. */
export interface KeyCaps {
  /** A key's cap ("E", "Esc", "↑"); Space is a word, in the player's language. */
  keyCap: (key: string) => string
  /** A gamepad button's cap ("LB", "Start"); the d-pad and the stick by name. */
  padCap: (button: PadButton) => string
  /** The cap of an action's first key, or of its first gamepad button (`pad`). */
  capOf: (action: ControlAction, pad?: boolean) => string
  /** The cap of going back (BACK): Esc, or the gamepad's B (`pad`). */
  backCap: (pad?: boolean) => string
}

/** The caps of keys and gamepad buttons, worded by the current language (vue-i18n). */
export function useKeyCaps(): KeyCaps {
  const { t } = useI18n()
  const keyCap = (key: string): string => {
    const worded = WORDED[key]
    if (worded) return t(`screens.rules.controls.${worded}`)
    return KEY_CAPS[key] ?? key.toUpperCase()
  }
  const padCap = (button: PadButton): string => {
    if (button === 'dpad' || button === 'stick') return t(`screens.rules.controls.${button}`)
    return button === 'start' ? 'Start' : button.toUpperCase()
  }
  const capOf = (action: ControlAction, pad = false): string => {
    const control = controlOf(action)
    return pad ? padCap(control.pad[0] as PadButton) : keyCap(control.keys[0] as string)
  }
  const backCap = (pad = false): string => (pad ? padCap(BACK.pad) : keyCap(BACK.key))
  return { keyCap, padCap, capOf, backCap }
}

/**
 * A key as aria-keyshortcuts names it: a letter in capitals ("E"), Space by name, any other key
 * by its KeyboardEvent.key ("Escape"). The screen reader hears the keyboard's key, pad or not.
 */
export function keyShortcut(key: string): string {
  if (key === ' ') return 'Space'
  return key.length === 1 ? key.toUpperCase() : key
}
