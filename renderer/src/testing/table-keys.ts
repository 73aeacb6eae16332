/**
 * The table as its keys see it when nothing is open, moving or waiting: the context the tests of
 * the table's keys (hand-slots' commandFor, the gamepad's X) start from and vary. Test code only;
 * nothing in the app imports it.
 */
import type { KeyContext } from '@/composables/useTableKeys'

/** Nothing open, nothing shown, the player free to act. */
export const IDLE_TABLE: Readonly<KeyContext> = {
  empty: false,
  menuOpen: false,
  hintOpen: false,
  presenting: false,
  ahead: false,
  standing: false,
  over: false,
  choosing: false,
  curtain: false,
  unfocused: false,
  pool: false,
  poolOpen: false,
}
