import { onBeforeUnmount, ref, watch, type Ref } from 'vue'

/**
 * How long a step of a replay playing itself stays at the settings' normal speed: a move, and a
 * round's end, which says who won it and why and so is held for twice the reading.
 */
export const AUTOPLAY_MS = { move: 1400, roundEnd: 2800 } as const

/** What the replay's autoplay reads and moves. */
export interface AutoplaySteps {
  /** the step shown, and the last one */
  at: Readonly<Ref<number>>
  last: Readonly<Ref<number>>
  /** whether the step shown is a round's end (held longer) */
  roundEnd: () => boolean
  /** the settings' animation speed, 0.5 to 2 (1 is normal): a faster player reads faster */
  speed: () => number
  /** one step on, and back to the deal */
  step: () => void
  restart: () => void
}

/**
 * A replay that plays itself, a step at a time, as a player watching a match expects: Play goes
 * on from the step shown (from the deal again once at the end) and stops at the last step; any
 * step the player takes meanwhile (a key, a button, the timeline) stops it, the player having
 * taken over.
 */
export function useReplayAutoplay(steps: AutoplaySteps): {
  playing: Readonly<Ref<boolean>>
  toggle: () => void
  stop: () => void
} {
  const playing = ref(false)
  let timer: ReturnType<typeof setTimeout> | null = null
  // true while the autoplay moves the replay itself, so the watch below knows its own step
  let own = false

  function clear(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  function stop(): void {
    playing.value = false
    clear()
  }
  function schedule(): void {
    clear()
    const ms = steps.roundEnd() ? AUTOPLAY_MS.roundEnd : AUTOPLAY_MS.move
    timer = setTimeout(advance, ms / steps.speed())
  }
  function moveBy(move: () => void): void {
    own = true
    try {
      move()
    } finally {
      own = false
    }
  }
  function advance(): void {
    timer = null
    moveBy(steps.step)
    if (steps.at.value >= steps.last.value) stop()
    else schedule()
  }
  function play(): void {
    if (steps.at.value >= steps.last.value) moveBy(steps.restart)
    if (steps.at.value >= steps.last.value) return
    playing.value = true
    schedule()
  }

  // synchronous, so a step the autoplay takes is told apart from the player's
  watch(
    steps.at,
    () => {
      if (!own) stop()
    },
    { flush: 'sync' },
  )
  onBeforeUnmount(stop)

  return { playing, toggle: () => (playing.value ? stop() : play()), stop }
}
