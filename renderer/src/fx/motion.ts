/**
 * Card motion through the Web Animations API: transform and opacity only, so the compositor
 * runs it at the display's frame rate. Every running animation is tracked so a click on the
 * table can finish them all at once (skip), and nothing runs when the duration is 0 (reduced
 * motion) or the environment has no animation support (tests).
 */
const running = new Set<Animation>()

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

/** Jumps every running animation to its end (a click skips the current animation). */
export function finishAll(): void {
  for (const animation of [...running]) {
    try {
      animation.finish()
    } catch {
      animation.cancel()
    }
  }
  running.clear()
}
