/**
 * Card motion through the Web Animations API: transform and opacity only, so the compositor
 * runs it at the display's frame rate. Every running animation is tracked so a click on the
 * table can finish them all at once (skip), and nothing runs when the duration is 0 (reduced
 * motion) or the environment has no animation support (tests).
 */
const running = new Set<Animation>()

/** Runs a Web Animation on `element`; null when there is nothing to run (no element, no time). */
export function animate(
  element: Element | null | undefined,
  keyframes: Keyframe[],
  duration: number,
  options: { easing?: string; delay?: number; fill?: FillMode } = {},
): Animation | null {
  if (!element || duration <= 0 || typeof (element as HTMLElement).animate !== 'function') {
    return null
  }
  const animation = (element as HTMLElement).animate(keyframes, {
    duration,
    easing: options.easing ?? 'cubic-bezier(0.2, 0.8, 0.25, 1)',
    delay: options.delay ?? 0,
    fill: options.fill ?? 'backwards',
  })
  running.add(animation)
  const forget = (): void => {
    running.delete(animation)
  }
  animation.addEventListener?.('finish', forget)
  animation.addEventListener?.('cancel', forget)
  return animation
}

/**
 * Lands a card's flight at once when the window changes size under it. The flight's start is
 * measured in pixels at the old size (where the deck was); at the new size that place is
 * somewhere else, and the card flew in from beside the deck instead of from it.
 */
export function landOnResize(animation: Animation | null): void {
  if (!animation || typeof window === 'undefined') return
  const land = (): void => animation.finish()
  const forget = (): void => window.removeEventListener('resize', land)
  window.addEventListener('resize', land, { once: true })
  animation.addEventListener?.('finish', forget)
  animation.addEventListener?.('cancel', forget)
}

/** Number tweens in flight, each with what jumps it to its end. */
const counting = new Set<() => void>()

/**
 * Shows a number going from `from` to `to` over `duration` ms, a frame at a time (a total
 * counting up). Tracked like every animation, so a skip lands it on `to` at once: the table's
 * buttons come on after a skip, and a player must never act on a total still counting.
 * Returns what stops it where it is (a newer count took over, or the display went away).
 */
export function countTo(
  from: number,
  to: number,
  duration: number,
  show: (value: number) => void,
): () => void {
  if (duration <= 0 || typeof requestAnimationFrame !== 'function') {
    show(to)
    return () => {}
  }
  let frame = 0
  const start = performance.now()
  const stop = (): void => {
    cancelAnimationFrame(frame)
    counting.delete(finish)
  }
  const finish = (): void => {
    stop()
    show(to)
  }
  const step = (now: number): void => {
    // a frame's time is when the frame began, which can be before the count was asked for: a
    // count from 8 to 15 then showed 5 first
    const k = Math.max(0, Math.min(1, (now - start) / duration))
    show(Math.round(from + (to - from) * k))
    if (k < 1) frame = requestAnimationFrame(step)
    else counting.delete(finish)
  }
  counting.add(finish)
  frame = requestAnimationFrame(step)
  return stop
}

/** Jumps every running animation to its end (a click skips the current animation). */
export function finishAll(): void {
  for (const finish of [...counting]) finish()
  for (const animation of [...running]) {
    try {
      animation.finish()
    } catch {
      animation.cancel()
    }
  }
  running.clear()
}
