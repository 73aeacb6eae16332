/**
 * The table's clock: how long the table holds each beat of an update, the opponent's pause to
 * think, and the player's ways to hurry it (a click cuts the current wait short, Esc rushes the
 * rest of the update). Its own part because both the presenter's steps and each event's beat
 * wait on it. Its waits are the store's `setTimeout`, which tests fake.
 */
import { thinkingBeat } from '@/fx/pacing'
import { finishAll } from '@/fx/motion'
import type { MatchState } from './state'

/** The store's refs the clock reads and writes (the store documents each). */
export type ClockRefs = Pick<MatchState, 'update' | 'presenting' | 'thinking' | 'skipToken'>

/** What the clock asks of the settings. */
export interface ClockSettings {
  readonly durationScale: number
}

/** The table's pace, and the player's ways to hurry it. */
export interface TableClock {
  /** Holds the scene for `ms` (scaled); skip() cuts the wait short. */
  hold(ms: number): Promise<void>
  /**
   * Holds the scene still for `ms` of reading time, not scaled (reduced motion too); skip()
   * cuts it short, and nothing is held while the table rushes.
   */
  read(ms: number): Promise<void>
  /** What a duration is now: scaled by the settings, or nothing while the table rushes. */
  scaled(ms: number): number
  /** The opponent's pause before a decision, at its own tempo (its nameplate says it thinks). */
  think(): Promise<void>
  /** A click on the table: finish the current animation now and move to the next event. */
  skip(): void
  /** Esc while cards move: the rest of the update is shown at once, without its sounds. */
  finish(): void
  /** The rest of the update is being shown at once (finish()): no waits, no sounds. */
  readonly rushing: boolean
  /** An update starts at the table's own pace (Esc rushed only the one before). */
  steady(): void
  /** An update has been shown whole: what flew while the table rushed lands with the rest. */
  landRush(): void
}

/** The clock over the store's `refs`, at the pace `settings` scale every beat to. */
export function useTableClock(refs: ClockRefs, settings: ClockSettings): TableClock {
  const { update, presenting, thinking, skipToken } = refs

  let wake: (() => void) | null = null
  let rushing = false
  const scaled = (ms: number): number => (rushing ? 0 : ms * settings.durationScale)

  function hold(ms: number): Promise<void> {
    return waitFor(scaled(ms))
  }

  function read(ms: number): Promise<void> {
    return waitFor(rushing ? 0 : ms)
  }

  /** Waits `wait` ms, or until skip() wakes it. */
  function waitFor(wait: number): Promise<void> {
    if (wait <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, wait)
      function done(): void {
        clearTimeout(timer)
        wake = null
        resolve()
      }
      wake = done
    })
  }

  function skip(): void {
    if (!presenting.value) return
    skipToken.value += 1
    finishAll()
    wake?.()
  }

  /**
   * Esc while cards move: the rest of the update is shown at once, without its sounds, so the
   * menu opens over the table as main left it. Every event still goes through the scene and its
   * cue (the narration says each one), only nothing waits.
   */
  function finish(): void {
    if (!presenting.value) return
    rushing = true
    skip()
  }

  /**
   * The opponent's pause before a decision, at its own tempo: its nameplate says it is thinking
   * meanwhile.
   */
  async function think(): Promise<void> {
    thinking.value = true
    try {
      await hold(thinkingBeat(update.value?.opponent.tempo))
    } finally {
      thinking.value = false
    }
  }

  function landRush(): void {
    // the cards that flew on their own pace while the table rushed land with the rest
    if (rushing) finishAll()
    rushing = false
  }

  return {
    hold,
    read,
    scaled,
    think,
    skip,
    finish,
    get rushing() {
      return rushing
    },
    steady: () => {
      rushing = false
    },
    landRush,
  }
}
