/**
 * Campaign wins for the view tests, played in the real main: each move is the advisor's
 * (`match.hint`), which beats the first cantina's players most matches. A wagered deal is main's
 * own random draw, so how many matches a win takes varies; a table is played until one is won.
 * Test code only; nothing in the app imports it.
 */
import type { Hint, MatchStart, MatchUpdate } from '@preload/contract'
import type { useMatchStore } from '@/stores/match'
import { moveOn } from './move-on'
import type { RealMainPerTest } from './real-main'

/** Matches played at one table before a test gives up: the advisor loses that many almost never. */
const MOST_MATCHES = 40

/** A campaign match at `opponentId`'s table with the new save's starter deck. */
export function campaignStart(opponentId: string, wager = 0): MatchStart {
  return { mode: 'campaign', opponentId, deckId: 'deck-1', wager }
}

/** Plays matches with `play` (one match to its end, main's last update) until one is won. */
export async function untilWon(play: () => Promise<MatchUpdate>): Promise<MatchUpdate> {
  for (let n = 0; n < MOST_MATCHES; n++) {
    const end = await play()
    if (end.result?.winner === end.you) return end
  }
  throw new Error(`no match won in ${MOST_MATCHES}`)
}

/** One match played in main alone, each move the advisor's; answers main's last update. */
export async function playInMain(
  main: RealMainPerTest['main'],
  how: MatchStart,
): Promise<MatchUpdate> {
  let update = await main('match.start', how)
  while (!update.result) {
    const hint: Hint = await main('match.hint', { matchId: update.matchId })
    update = await main('match.act', { matchId: update.matchId, action: hint.action })
  }
  return update
}

/** Beats each of `opponentIds` once in main alone, at its table's lowest stake. */
export async function beatInMain(
  main: RealMainPerTest['main'],
  opponentIds: readonly string[],
): Promise<void> {
  const view = await main('campaign.get')
  const tables = view.locations.flatMap((l) => l.opponents)
  for (const id of opponentIds) {
    const min = tables.find((o) => o.id === id)?.stake.min ?? 0
    await untilWon(() => playInMain(main, campaignStart(id, min)))
  }
}

/** The page's match store, as `playAtTable` drives it. */
type MatchStore = ReturnType<typeof useMatchStore>

/**
 * One match at the page's table (the match store), each move the advisor's: a finished match
 * ends on the result screen as in play, and one after another starts as Play again does.
 * `settle` is the test's main's (useRealMainPerTest), so the table has shown each update.
 */
export async function playAtTable(
  match: MatchStore,
  main: RealMainPerTest['main'],
  settle: RealMainPerTest['settle'],
  how: MatchStart,
): Promise<MatchUpdate> {
  const started = await match.start(how, match.update?.result != null)
  if (!started) throw new Error(`the match did not start: ${String(match.failure)}`)
  await settle()
  while (!match.update?.result) {
    const hint: Hint = await main('match.hint', { matchId: match.update!.matchId })
    // the store takes no move while it still shows the last update: shown, it is asked again
    // (a round's end held over the finished table is clicked on through, as a player may)
    if (!(await moveOn(settle, match.act(hint.action), match)) && match.failure) throw match.failure
  }
  return match.update
}
