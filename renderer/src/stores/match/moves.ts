/**
 * The player's moves at the table, each a call to main whose answer the table then plays: an
 * action, a hot-seat reveal, resigning. Each first takes a banner left on the table away, as the
 * player has turned to their move.
 */
import type { ComputedRef } from 'vue'
import type { MatchUpdate, PlayerAction } from '@preload/contract'
import { call } from '@/bridge'
import { cloneScene } from '@common/scene'
import { refusedByRules } from './sending'
import type { MatchState } from './state'

/** What the moves ask of the store's other parts. */
export interface MoveParts {
  matchId: ComputedRef<string | null>
  send<T>(work: () => Promise<T>): Promise<T | null>
  present(next: MatchUpdate): Promise<void>
  catchUp(id: string): Promise<void>
  dismissBanner(): void
}

/** The player's moves over the store's `state`, through its other `parts`. */
export function useMoves(
  state: Pick<MatchState, 'scene' | 'presenting' | 'pending' | 'sending' | 'failure'>,
  parts: MoveParts,
) {
  const { scene, presenting, pending, sending, failure } = state
  const { matchId, send, present, catchUp, dismissBanner } = parts

  /** Sends the player's `action`; a move the rules refuse redraws the table from main's match. */
  async function act(action: PlayerAction): Promise<boolean> {
    const id = matchId.value
    if (!id || presenting.value || pending.value) return false
    dismissBanner()
    sending.value = action
    const next = await send(() => call('match.act', { matchId: id, action }))
    sending.value = null
    if (!next) {
      if (refusedByRules(failure.value)) await catchUp(id)
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
    const next = await send(() => call('match.reveal', { matchId: id }))
    if (!next) return false
    scene.value = cloneScene(next.view)
    await present(next)
    return true
  }

  /** Resigns the match (even while its events still play): main ends it as a loss. */
  async function resign(): Promise<boolean> {
    const id = matchId.value
    if (!id || pending.value) return false
    dismissBanner()
    const next = await send(() => call('match.resign', { matchId: id }))
    if (!next) return false
    await present(next)
    return true
  }

  return { act, reveal, resign }
}
