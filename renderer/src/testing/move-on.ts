/**
 * A move at the table whose answer is shown to its end as a player who has seen it moves on:
 * under reduced motion a round's end holds the finished table still for its reading time before
 * the next deal, and a click on the table (the store's skip, as Space or Enter) moves on from it
 * at once. For the tests that play through round ends over the real main, the store's timers
 * real or faked. Test code only; nothing in the app imports it.
 */
import { useMatchStore } from '@/stores/match'
import type { RealMainPerTest } from './real-main'

/** Clicks before `moveOn` gives up: every update holds the table only once per round's end. */
const MOST_CLICKS = 50

/**
 * Waits for main's answer to what the player did, then clicks on through every held round's end
 * until the table waits for the player again.
 */
export async function clickThrough(
  settle: RealMainPerTest['settle'],
  match = useMatchStore(),
): Promise<void> {
  await settle()
  for (let clicks = 0; match.presenting; clicks++) {
    if (clicks > MOST_CLICKS) throw new Error('the table never stopped presenting')
    match.skip()
    await settle()
  }
}

/**
 * `move` (a call of the match store, made by the caller) with its answer shown to its end,
 * every held round's end clicked on through (clickThrough); answers what the move answered.
 */
export async function moveOn<T>(
  settle: RealMainPerTest['settle'],
  move: Promise<T>,
  match = useMatchStore(),
): Promise<T> {
  await clickThrough(settle, match)
  return move
}
