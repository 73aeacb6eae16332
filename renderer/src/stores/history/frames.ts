/**
 * Where the player is in the replay: its frames, the one shown, the moves counted up to each,
 * and the review's verdict on the move that led there. Their own part because they only read
 * the replay main sent, and move through it, where replay.ts asks main for it.
 */
import { computed, type ComputedRef } from 'vue'
import type { ReplayFrame, ReviewedDecision } from '@preload/contract'
import type { HistoryState } from './state'

/** The replay's frames and the way through them, over the store's `state`. */
export function useFrames(state: Pick<HistoryState, 'replay' | 'at'>): {
  frames: ComputedRef<ReplayFrame[]>
  frame: ComputedRef<ReplayFrame | null>
  last: ComputedRef<number>
  moveNumbers: ComputedRef<number[]>
  moveCount: ComputedRef<number>
  decisions: ComputedRef<ReviewedDecision[]>
  decision: ComputedRef<ReviewedDecision | null>
  goTo: (index: number) => void
  step: (by: number) => void
} {
  const { replay, at } = state

  const frames = computed<ReplayFrame[]>(() => replay.value?.frames ?? [])
  const frame = computed<ReplayFrame | null>(() => frames.value[at.value] ?? null)
  const last = computed(() => Math.max(0, frames.value.length - 1))
  /**
   * Each frame's move number: a move's frame counts its move; a round's end (or the match's),
   * where no move is made, shares the count of the move before it (the screen says "after move
   * n" there, and names it by its round, never as move n again).
   */
  const moveNumbers = computed(() => {
    let n = 0
    return frames.value.map((f) => (f.move ? (n += 1) : n))
  })
  const moveCount = computed(() => moveNumbers.value[moveNumbers.value.length - 1] ?? 0)
  const decisions = computed<ReviewedDecision[]>(() =>
    replay.value?.review.status === 'ready' ? replay.value.review.decisions : [],
  )
  /** The review's verdict on the move made in the position shown, if it valued one. */
  const decision = computed(() => decisions.value.find((d) => d.frame === at.value) ?? null)

  /** Shows frame `index`, kept within the replay. */
  function goTo(index: number): void {
    at.value = Math.max(0, Math.min(last.value, index))
  }
  /** Steps `by` frames on (back if negative), kept within the replay. */
  function step(by: number): void {
    goTo(at.value + by)
  }

  return { frames, frame, last, moveNumbers, moveCount, decisions, decision, goTo, step }
}
