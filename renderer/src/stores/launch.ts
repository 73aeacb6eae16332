import type { MatchStart } from '../../../preload/contract'
import { call } from '../bridge'
import { useNavigationStore } from './navigation'

/**
 * Starts a match and opens the table. One place, so the cantina, quick match and tutorial
 * start matches the same way.
 */
export async function launchMatch(start: MatchStart): Promise<void> {
  const update = await call('match.start', start)
  useNavigationStore().go('table', { matchId: update.matchId })
}

/** Reopens the match in progress in the loaded profile; false when there is none. */
export async function resumeMatch(): Promise<boolean> {
  const update = await call('match.resume')
  if (!update) return false
  useNavigationStore().go('table', { matchId: update.matchId })
  return true
}
