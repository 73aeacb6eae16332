import type { MatchStart } from '@preload/contract'
import { BridgeError } from '@/bridge'
import { useMatchStore } from './match'
import { useNavigationStore } from './navigation'
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
 * Reopens the match in progress in the loaded profile; false when there is none. `beneath`
 * places the screens the table lies on (the campaign map, where leaving the table lands) in the
 * same step as the table, so they are never drawn on the way; with no match to reopen it still
 * runs, and on a refusal nothing moves.
 */
export async function resumeMatch(beneath?: () => void): Promise<boolean> {
  const match = useMatchStore()
  const update = await match.resume()
  if (!update && match.failure) throw failure()
  beneath?.()
  if (!update) return false
  useNavigationStore().go('table', { matchId: update.matchId })
  return true
}
