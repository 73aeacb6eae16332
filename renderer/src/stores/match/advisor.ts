/**
 * The advisor: asks main for a hint on the player's move. Its own part because its call runs
 * beside the others (it does not make the table wait) and its answer can come too late to keep.
 */
import type { ComputedRef } from 'vue'
import type { Hint } from '@preload/contract'
import { call } from '@/bridge'
import type { MatchState } from './state'

/** What the advisor asks of the store's other parts. */
export interface AdvisorParts {
  matchId: ComputedRef<string | null>
  fail(e: unknown): void
  dismissBanner(): void
}

/** The advisor over the store's `state`, through its other `parts`. */
export function useAdvisor(
  state: Pick<MatchState, 'update' | 'advice' | 'hintLoading'>,
  parts: AdvisorParts,
) {
  const { update, advice, hintLoading } = state
  const { matchId, fail, dismissBanner } = parts

  /** Asks the advisor about the position the table shows; its hint is kept as `advice`. */
  async function askHint(): Promise<Hint | null> {
    const id = matchId.value
    if (!id || hintLoading.value) return null
    // asking is the player turning to their move: the banner has been read, as with a move
    dismissBanner()
    hintLoading.value = true
    const asked = update.value
    try {
      const hint = await call('match.hint', { matchId: id })
      // an answer about a position the player has already moved on from is dropped
      if (update.value !== asked) return null
      advice.value = hint
      return hint
    } catch (e) {
      fail(e)
      return null
    } finally {
      hintLoading.value = false
    }
  }

  return { askHint }
}
