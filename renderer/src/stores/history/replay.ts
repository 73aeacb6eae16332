/**
 * The replay being watched: one kept match opened at its deal, and its review asked for again
 * while main computes it. Its own part because the asking again is a timer, which only opening
 * and closing a replay start and stop.
 */
import { call } from '@/bridge'
import type { HistoryState } from './state'

/** How often the Replay screen asks again while main computes a review. */
const REVIEW_POLL_MS = 400

/** Opening and closing a replay, over the store's `state`. */
export function useReplay(state: Pick<HistoryState, 'replay' | 'at'>): {
  open: (id: string) => Promise<void>
  close: () => void
} {
  const { replay, at } = state
  let poll: ReturnType<typeof setTimeout> | null = null

  /** Opens one kept match at its deal; the review follows as main computes it. */
  async function open(id: string): Promise<void> {
    close()
    replay.value = await call('history.get', { id })
    at.value = 0
    watchReview(id)
  }

  /** While the review is being computed, asks again now and then (main answers at once). */
  function watchReview(id: string): void {
    if (replay.value?.review.status !== 'computing') return
    poll = setTimeout(() => {
      poll = null
      call('history.get', { id })
        .then((next) => {
          if (replay.value?.summary.id !== id) return
          replay.value = { ...replay.value, review: next.review }
          watchReview(id)
        })
        .catch(() => undefined)
    }, REVIEW_POLL_MS)
  }

  /** Leaves the replay, and stops asking for its review. */
  function close(): void {
    if (poll !== null) clearTimeout(poll)
    poll = null
    replay.value = null
  }

  return { open, close }
}
