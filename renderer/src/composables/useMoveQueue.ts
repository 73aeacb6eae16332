import { computed, shallowRef, watch, type ComputedRef, type Ref } from 'vue'
import type { MatchEvent } from '@common/match'
import { useMatchStore } from '@/stores/match'
import type { TableCommand } from '@/composables/useTableKeys'
import type { TableMoves } from '@/composables/useTableMoves'
import type { RefusalLine } from '@/composables/useRefusalLine'

/** The keys that may wait for a card on its way: the moves, F and H. */
export type HeldKey = Extract<TableCommand, { type: 'play' | 'end' | 'stand' | 'flip' | 'hint' }>

/** The most keys that wait at once: what a quick player types ahead while one card lands. */
export const MOST_HELD = 3

/** Keys typed ahead of a card on its way, and how a move key is taken. */
export interface MoveQueue {
  /** the keys waiting, oldest first */
  held: Readonly<Ref<readonly HeldKey[]>>
  /** a key pressed now waits: a card the player played is on its way, the turn still theirs */
  ahead: ComputedRef<boolean>
  /** A move key: done at once on a waiting table, or held (and the table hurried) while ahead. */
  press(key: HeldKey): void
}

/** A card played, and the cards it turned, leave the turn with the player; nothing else does. */
function keepsTurn(event: MatchEvent): boolean {
  return event.type === 'play' || event.type === 'flip'
}

/**
 * Keys typed ahead at the table: 1, 2, E pressed quickly while the first card is on its way are
 * held, in order, and each is done once the card before has landed, checked again against the
 * table as it is then (`moves` refuses it, with its line, where it no longer may be). Only keys
 * pressed while the player's own card is on its way wait, and only while the turn is still
 * theirs: a key pressed while the opponent plays, or the player's own new card is drawn, only
 * hurries the table along (useTableKeys), as it must never act on a table not yet seen. The keys
 * held go (none is done) as the turn passes or the round ends in main's answer, as main refuses
 * the move, as any move is refused at the table (`refusal`), or as the menu opens.
 */
export function useMoveQueue(moves: TableMoves, refusal: RefusalLine): MoveQueue {
  const match = useMatchStore()
  const held = shallowRef<readonly HeldKey[]>([])
  const clear = (): void => {
    held.value = []
  }

  const ahead = computed(() => {
    if (moves.moving.value?.type !== 'play') return false
    if (match.pending) return true
    // main's answer is being shown: the card and what it turned, not yet the turn's end
    return match.update?.events.slice(0, match.shown).every(keepsTurn) ?? false
  })

  /** Does one key's move now; false where it is refused. */
  function perform(key: HeldKey): boolean {
    switch (key.type) {
      case 'play':
        return moves.play(key.place)
      case 'end':
        return moves.endTurn()
      case 'stand':
        return moves.stand()
      case 'flip':
        return moves.flip()
      case 'hint':
        return moves.hint()
    }
  }

  function press(key: HeldKey): void {
    if (!ahead.value) {
      perform(key)
      return
    }
    if (held.value.length < MOST_HELD) held.value = [...held.value, key]
    match.skip()
  }

  /** The keys held, in order, until one starts a move (the rest wait for it) or is refused. */
  function drain(): void {
    while (held.value.length > 0 && !moves.moving.value) {
      const [next, ...rest] = held.value as [HeldKey, ...HeldKey[]]
      held.value = rest
      if (match.waiting === null || !perform(next)) clear()
    }
  }

  moves.afterMove((shown) => {
    const answer = match.update
    const kept = shown && !!answer && !answer.result && answer.events.every(keepsTurn)
    if (kept) drain()
    else clear()
  })
  watch(() => refusal.said.value, clear, { flush: 'sync' })
  watch(moves.menuOpen, (open) => open && clear(), { flush: 'sync' })

  return { held, ahead, press }
}
