import type { ReviewedDecision, ReviewMark, ReviewState } from '@common/history'
import { appraise, beliefsAlong, type Belief } from '@main/ai'
import { view, type Action, type MatchState, type PlayerIndex } from '@main/engine'
import { withoutSeat } from '../actions'
import { forcedMove } from './forced'
import { moveFrames, type Replayed } from './replay'

/**
 * The review of a kept match: each of the player's decisions (in hot-seat, both people's) in a
 * round, where the move was a choice (forced.ts), valued by the master's search (the hint's own, main/ai
 * appraise). The marks, by percentage points of match-win chance given away (docs/history.md):
 */
export const MARK_THRESHOLDS: readonly { mark: ReviewMark; from: number }[] = [
  { mark: 'blunder', from: 20 },
  { mark: 'mistake', from: 8 },
  { mark: 'inaccuracy', from: 3 },
]

/** A decision scores 0 for accuracy from this many points lost (a blunder) on. */
const ACCURACY_ZERO_AT = 20

/** The mark for a decision that gave away `loss` points, or null within 3 points of the best. */
export function markFor(loss: number): ReviewMark | null {
  return MARK_THRESHOLDS.find((t) => loss >= t.from)?.mark ?? null
}

/**
 * The match's accuracy, 0..100: each decision scores 100 when it kept the best chance, falling
 * in a straight line to 0 at 20 points lost; the accuracy is the decisions' mean.
 */
export function accuracyOf(decisions: readonly ReviewedDecision[]): number | null {
  if (decisions.length === 0) return null
  const scores = decisions.map((d) => 100 * Math.max(0, 1 - d.loss / ACCURACY_ZERO_AT))
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
}

/**
 * The indexes of the moves the review values: the player's (in hot-seat, both people's), in a
 * round, where the move was a choice (not forcedMove: the one legal move, or taking a round no
 * card could save).
 */
export function decisionsOf(replayed: Replayed): number[] {
  const at: number[] = []
  replayed.moves.forEach((move, i) => {
    const state = replayed.states[i] as MatchState
    const seat = move.player
    if (!replayed.seats.includes(seat) || state.phase !== 'turn' || state.turn !== seat) return
    if (forcedMove(state, move) === null) at.push(i)
  })
  return at
}

function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type || a.player !== b.player) return false
  if (a.type === 'play' && b.type === 'play') return a.card === b.card && a.sign === b.sign
  return true
}

/**
 * Values move `index` of a replayed match against the master's best, from the mover's side and
 * against the belief about the other seat the mover's hint would have held then (`belief`, from
 * beliefsAlong; none: the kotor rule).
 */
export function reviewDecision(
  replayed: Replayed,
  index: number,
  belief?: Belief,
): ReviewedDecision {
  const state = replayed.states[index] as MatchState
  const move = replayed.moves[index] as Action
  const appraisal = appraise(view(state, move.player), belief)
  const chosen = appraisal.values.find((v) => sameAction(v.action, move))
  if (!chosen) throw new Error(`move ${index + 1} is not among the legal moves`)
  const loss = Math.max(0, Math.round((appraisal.winChance - chosen.winChance) * 1000) / 10)
  return {
    frame: moveFrames(replayed)[index] as number,
    player: move.player,
    chosen: withoutSeat(move),
    chosenChance: chosen.winChance,
    best: withoutSeat(appraisal.action),
    bestChance: appraisal.winChance,
    loss,
    mark: markFor(loss),
  }
}

/**
 * A finished review. Its `accuracy` is seat 0's, the save's own player; in hot-seat, where both
 * people are reviewed, each one's accuracy too, so neither is averaged into the other.
 */
export function readyReview(
  decisions: ReviewedDecision[],
  seats: readonly PlayerIndex[],
): ReviewState & { status: 'ready' } {
  const of = (seat: PlayerIndex) => accuracyOf(decisions.filter((d) => d.player === seat))
  const ready: ReviewState & { status: 'ready' } = { status: 'ready', decisions, accuracy: of(0) }
  if (seats.includes(1)) ready.accuracies = [of(0), of(1)]
  return ready
}

/** Lets other work (api calls, saves) run between two searches. */
function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** How many finished reviews are kept in memory (each is a few kilobytes). */
const KEPT = 50

/**
 * Reviews computed once when first asked for and kept in memory for the run. A search takes
 * about 50 ms (at most about half a second), so a review runs as a job that gives the event
 * loop back between decisions: the api answers at once with how far the job is, and serves
 * the game's own calls in between (docs/history.md).
 */
export class Reviews {
  private readonly done = new Map<string, ReviewState & { status: 'ready' }>()
  private readonly running = new Map<
    string,
    { progress: { done: number; total: number }; finished: Promise<void> }
  >()

  /** The review of `key`'s match: ready, or computing (started now if it was not). */
  state(key: string, replayed: Replayed): ReviewState {
    const ready = this.done.get(key)
    if (ready) return ready
    const job = this.running.get(key) ?? this.start(key, replayed)
    return { status: 'computing', ...job.progress }
  }

  /** Resolves once `key`'s review is ready (or has failed); for tests and the bench. */
  async settled(key: string): Promise<void> {
    await this.running.get(key)?.finished
  }

  private start(key: string, replayed: Replayed) {
    const indexes = decisionsOf(replayed)
    const progress = { done: 0, total: indexes.length }
    const finished = (async () => {
      const decisions: ReviewedDecision[] = []
      try {
        // each reviewed seat's belief about the other at each move, as its side of the table had it
        const beliefs = replayed.seats.map((seat) =>
          beliefsAlong(replayed.states, replayed.moves, seat),
        )
        for (const index of indexes) {
          await breathe()
          const seat = (replayed.moves[index] as Action).player
          const belief = beliefs[replayed.seats.indexOf(seat)]?.[index]
          decisions.push(reviewDecision(replayed, index, belief))
          progress.done += 1
        }
        this.done.set(key, readyReview(decisions, replayed.seats))
        if (this.done.size > KEPT) this.done.delete(this.done.keys().next().value as string)
      } catch (error) {
        console.error(`[history] the review of ${key} failed:`, error)
      } finally {
        this.running.delete(key)
      }
    })()
    const job = { progress, finished }
    this.running.set(key, job)
    return job
  }
}
