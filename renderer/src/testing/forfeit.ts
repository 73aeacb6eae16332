/**
 * A match in the save's history for the view and store tests, made in the real main: a quick
 * match against the rookie, given up at the deal, so it is played and lost with nothing staked.
 * Test code only; nothing in the app imports it.
 */
import type { MatchUpdate } from '@preload/contract'
import type { RealMainPerTest } from './real-main'

/** Starts a classic quick match in main and forfeits it at once; answers main's last update. */
export async function forfeitQuickMatch(main: RealMainPerTest['main']): Promise<MatchUpdate> {
  const started = await main('match.start', {
    mode: 'quick',
    rules: 'classic',
    tier: 'rookie',
    deckId: null,
  })
  return main('match.resign', { matchId: started.matchId })
}
