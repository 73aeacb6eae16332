import type { MatchStart, MatchUpdate } from '@preload/contract'
import { BridgeError } from '@/bridge'
import { useMatchStore } from './match'
import { useNavigationStore, type Route } from './navigation'
import { useOpenMatchStore } from './open-match'

/** The match store keeps its own error for the table; menus show it where the player asked. */
function failure(): Error {
  const match = useMatchStore()
  const cause = match.failure
  match.dismissError()
  // without main's refusal the screen shows its own translated fallback
  return cause instanceof BridgeError ? cause : new Error('match not started')
}

/**
 * Starts a match and opens the table (the match store navigates). One place, so the cantina,
 * quick match and tutorial start matches the same way. Throws with main's message on refusal.
 * When a match is still open, main refuses with 'match-open': the player is asked whether to
 * return to it or forfeit it (the open-match dialog) instead of an error.
 */
export async function launchMatch(start: MatchStart): Promise<void> {
  const match = useMatchStore()
  const update = await match.start(start)
  if (update) return
  if (match.errorCode === 'match-open' && start.forfeit === undefined) {
    match.dismissError()
    await useOpenMatchStore().ask(start)
    return
  }
  throw failure()
}

/**
 * The screens a reopened match's table lies on, lowest first: where leaving the table lands, as
 * if the match had been started there (a cantina's match on its cantina over the map, a quick
 * match on the quick match screen). With no match, the campaign map.
 */
export function screensBeneath(update: Pick<MatchUpdate, 'mode' | 'locationId'> | null): Route[] {
  const at = (screen: Route['screen'], params: Record<string, string> = {}): Route => ({
    screen,
    params,
  })
  switch (update?.mode) {
    case 'campaign':
      return update.locationId
        ? [at('campaign'), at('cantina', { locationId: update.locationId })]
        : [at('campaign')]
    case 'quick':
      return [at('quick')]
    case 'hotseat':
      return [at('quick'), at('hotseat')]
    case 'daily':
      return [at('daily')]
    case 'tutorial':
      return [at('tutorial')]
    default:
      return [at('campaign')]
  }
}

/**
 * Reopens the match in progress in the loaded profile; false when there is none. `beneath`
 * places the screens the table lies on (`screensBeneath`) in the same step as the table, so they
 * are never drawn on the way; with no match to reopen it still runs (with the campaign map), and
 * on a refusal nothing moves.
 */
export async function resumeMatch(beneath?: (screens: Route[]) => void): Promise<boolean> {
  const match = useMatchStore()
  const update = await match.resume()
  if (!update && match.failure) throw failure()
  beneath?.(screensBeneath(update))
  if (!update) return false
  useNavigationStore().go('table', { matchId: update.matchId })
  return true
}
