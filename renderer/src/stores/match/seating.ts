/**
 * Seating the player at a match's table from main's match: a match just started, the match left
 * open (picked up after a restart), or the same match drawn again when the table fell behind
 * main. Each starts the table afresh from main's view rather than moving the old one forward.
 */
import type { ComputedRef } from 'vue'
import type { MatchStart, MatchUpdate } from '@preload/contract'
import { call } from '@/bridge'
import { useNavigationStore } from '../navigation'
import type { MatchState } from './state'

/** What seating asks of the store's other parts. */
export interface SeatingParts {
  matchId: ComputedRef<string | null>
  send<T>(work: () => Promise<T>): Promise<T | null>
  present(next: MatchUpdate): Promise<void>
}

/** Seating over the store's `state`, through its other `parts`. */
export function useSeating(
  state: Pick<MatchState, 'update' | 'scene' | 'endedElsewhere' | 'lastStart'>,
  parts: SeatingParts,
) {
  const { update, scene, endedElsewhere, lastStart } = state
  const { matchId, send, present } = parts

  /**
   * Starts a match in main and opens the table on it: over the current screen, or `instead` of
   * it (Play again: the new table takes the result screen's place only once main has started it).
   */
  async function start(how: MatchStart, instead = false): Promise<MatchUpdate | null> {
    const first = await send(() => call('match.start', how))
    if (!first) return null
    lastStart.value = how
    endedElsewhere.value = false
    scene.value = null
    const navigation = useNavigationStore()
    if (instead) navigation.replace('table', { matchId: first.matchId })
    else navigation.go('table', { matchId: first.matchId })
    void present(first)
    return first
  }

  /** Picks up the match in progress in the loaded profile (after a restart). */
  async function resume(): Promise<MatchUpdate | null> {
    const found = await send(() => call('match.resume'))
    if (found) {
      // "Play again" after a resumed match starts the same match, as after any other.
      lastStart.value = found.replay
      endedElsewhere.value = false
      scene.value = null
      await present({ ...found, events: [] })
    }
    return found
  }

  /**
   * The table offers only moves the rules allow, so a move the rules refuse means the table is
   * behind main: another tab on the same save moved meanwhile. It is drawn again from main's
   * match (the refusal stays shown), instead of offering the same stale move again. A hot-seat
   * table is drawn per seat behind its curtain and is left as it is. `standing`: the match as
   * main's refusal of a table behind it carried it ('moved-on'), drawn as it stands (behind its
   * curtain in hot-seat); the moves the table missed are not played as if they happened now.
   */
  async function catchUp(id: string, standing?: MatchUpdate): Promise<void> {
    if (!standing && update.value?.hotseat) return
    const found = standing ?? (await call('match.resume').catch(() => null))
    if (!found || found.matchId !== id || matchId.value !== id) return
    scene.value = null
    await present({ ...found, events: [] })
  }

  return { start, resume, catchUp }
}
