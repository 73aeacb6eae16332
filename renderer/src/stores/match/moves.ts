/**
 * The player's moves at the table, each a call to main whose answer the table then plays: an
 * action, a hot-seat reveal, resigning. Each first takes a banner left on the table away, as the
 * player has turned to their move.
 */
import type { ComputedRef } from 'vue'
import type { MatchUpdate, PlayerAction } from '@preload/contract'
import { call } from '@/bridge'
import { cloneScene } from '@common/scene'
import { movedOn, refusedByRules } from './sending'
import type { MatchState } from './state'

/** What the moves ask of the store's other parts. */
export interface MoveParts {
  matchId: ComputedRef<string | null>
  send<T>(work: () => Promise<T>): Promise<T | null>
  present(next: MatchUpdate): Promise<void>
  catchUp(id: string, standing?: MatchUpdate): Promise<void>
  dismissBanner(): void
}

/** The player's moves over the store's `state`, through its other `parts`. */
export function useMoves(
  state: Pick<MatchState, 'update' | 'scene' | 'presenting' | 'pending' | 'sending' | 'failure'>,
  parts: MoveParts,
) {
  const { update, scene, presenting, pending, sending, failure } = state
  const { matchId, send, present, catchUp, dismissBanner } = parts

  /**
   * The position of the match the table shows, sent with each call that changes the match:
   * main refuses the call ('moved-on') when another tab has moved the match on since.
   */
  const seen = (): number | undefined => update.value?.position

  /**
   * After a refused call: a table behind main (another tab moved, or the rules refuse a move the
   * table offered) is drawn again from main's match; the refusal stays shown and says why.
   */
  async function redrawIfBehind(id: string): Promise<void> {
    const standing = movedOn(failure.value)
    if (standing) await catchUp(id, standing)
    else if (refusedByRules(failure.value)) await catchUp(id)
  }

  /** Sends the player's `action`; refused as behind main, it redraws the table from main's match. */
  async function act(action: PlayerAction): Promise<boolean> {
    const id = matchId.value
    if (!id || presenting.value || pending.value) return false
    dismissBanner()
    sending.value = action
    const next = await send(() => call('match.act', { matchId: id, action, seen: seen() }))
    sending.value = null
    if (!next) {
      await redrawIfBehind(id)
      return false
    }
    await present(next)
    return true
  }

  /**
   * Hot-seat: the next person confirms they have the table; main answers with their own view,
   * drawn from their side (the table turns to face them).
   */
  async function reveal(): Promise<boolean> {
    const id = matchId.value
    if (!id || presenting.value || pending.value) return false
    dismissBanner()
    const next = await send(() => call('match.reveal', { matchId: id, seen: seen() }))
    if (!next) {
      await redrawIfBehind(id)
      return false
    }
    scene.value = cloneScene(next.view)
    await present(next)
    return true
  }

  /**
   * Resigns the match (even while its events still play): main ends it as a loss. From a table
   * behind main it is refused and the table shows where the match stands, to be decided again.
   */
  async function resign(): Promise<boolean> {
    const id = matchId.value
    if (!id || pending.value) return false
    dismissBanner()
    const next = await send(() => call('match.resign', { matchId: id, seen: seen() }))
    if (!next) {
      await redrawIfBehind(id)
      return false
    }
    await present(next)
    return true
  }

  return { act, reveal, resign }
}
