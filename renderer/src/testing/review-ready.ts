/**
 * A kept match's replay once main has reviewed it, for the view tests that open the Replay
 * screen on it: the review is computed off the call, between decisions, so a screen opened at
 * once would show its progress instead (and a review left running would outlive the test).
 * Test code only; nothing in the app imports it.
 */
import type { MatchReplay } from '@preload/contract'
import type { RealMainPerTest } from './real-main'

/** Asks main for the kept match `id` until its review is ready; answers that replay. */
export async function reviewedReplay(
  main: RealMainPerTest['main'],
  id: string,
): Promise<MatchReplay> {
  for (;;) {
    const replay = await main('history.get', { id })
    if (replay.review.status === 'ready') return replay
    // a wait between questions, not a verdict: a slower review only asks more often
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
