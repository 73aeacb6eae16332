import { onBeforeUnmount, readonly, ref, watch, type Ref } from 'vue'
import type { Refusal } from '@common/messages'

/** How long the line stays when the table does not change first. */
export const REFUSAL_SHOWN_MS = 4000

/**
 * A key the table refuses by itself, where main has no move to refuse: F with no card in the hand
 * that takes a sign; S over 20, where standing is the bust that End turn already names (Take the
 * Loss), with whether a card the player may still play brings them back (`lost`: none does).
 * Worded as `table.refused.*`.
 */
export type TableRefusal =
  { reason: 'no-flip-card' } | { reason: 'stand-over'; total: number; lost: boolean }

/** Why a move the player tried is refused: main's reason, or the table's own. */
export type Refused = Refusal | TableRefusal

/** The refusal the table is saying now, and how to say one. */
export interface RefusalLine {
  /** the reason for the move just refused, or null when the line is empty */
  shown: Readonly<Ref<Refused | null>>
  /** bumped with every refusal said, so the same one said twice is announced twice */
  said: Readonly<Ref<number>>
  /** Shows why the move the player just tried is refused (nothing for null). */
  say(refusal: Refused | null | undefined): void
}

/**
 * The table's short line for a move the player tried that the rules refuse: a key pressed for a
 * card that cannot be played, E or S when the turn cannot end, F with no flip card. Main gives
 * the reason (the view's `blocked`), the table only where main has no move to refuse (F);
 * RefusalLine words it. It goes after a few seconds, or as soon as anything `changes` reads
 * changes (a new update, a move shown or sent), so it never speaks of a table the player has
 * moved on from.
 */
export function useRefusalLine(changes: () => unknown): RefusalLine {
  const shown = ref<Refused | null>(null)
  const said = ref(0)
  let timer: ReturnType<typeof setTimeout> | null = null

  function clear(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    shown.value = null
  }

  function say(refusal: Refused | null | undefined): void {
    if (!refusal) return
    clear()
    shown.value = refusal
    said.value += 1
    timer = setTimeout(clear, REFUSAL_SHOWN_MS)
  }

  watch(changes, clear)
  onBeforeUnmount(clear)
  return { shown: readonly(shown), said: readonly(said), say }
}
