/**
 * A match in the save's history for the view and store tests, made in the real main: a quick
 * match against the rookie, given up at the deal, so it is played and lost with nothing staked.
 * Test code only; nothing in the app imports it.
 */
import type { RulesetId } from '@common/rulesets'
import type { MatchUpdate } from '@preload/contract'
import type { RealMainPerTest } from './real-main'

/** Starts a quick match in main (classic unless told) and forfeits it at once; main's answer. */
export async function forfeitQuickMatch(
  main: RealMainPerTest['main'],
  rules: RulesetId = 'classic',
): Promise<MatchUpdate> {
  const started = await main('match.start', {
    mode: 'quick',
    rules,
    tier: 'rookie',
    deckId: null,
  })
  return main('match.resign', { matchId: started.matchId })
}
