/**
 * The table's calls to main, and why one failed: one call at a time (`pending` while main
 * answers), main's refusal kept and worded for the table, and a match main no longer has told as
 * the end of this table rather than as an error to dismiss. A failure is of two kinds: a notice
 * (the table was behind main and has been drawn where the match stands: nothing was lost) and an
 * error (the call did not happen: main unreachable, or a refusal the table did not expect).
 */
import { computed } from 'vue'
import type { MatchUpdate } from '@preload/contract'
import { BridgeError } from '@/bridge'
import { i18n } from '@/i18n'
import { errorText } from '../errors'
import type { MatchState } from './state'

/** Main's refusal of a call about a match it does not have (over, or never started). */
const MATCH_GONE = 'errors.match.notFound'

/** Whether a call failed because the rules engine refused the move (not the transport). */
export function refusedByRules(e: unknown): boolean {
  return e instanceof BridgeError && e.error.key.startsWith('refusal.')
}

/**
 * The match as it stands, when main refused a call because the table was behind it (another tab
 * on the save moved since): main's refusal carries it. Null for any other failure.
 */
export function movedOn(e: unknown): MatchUpdate | null {
  return e instanceof BridgeError && e.error.code === 'moved-on' ? (e.error.match ?? null) : null
}

/** Sending calls to main over the store's `state`, and their failure. */
export function useSending(
  state: Pick<MatchState, 'update' | 'pending' | 'failure' | 'endedElsewhere'>,
) {
  const { update, pending, failure, endedElsewhere } = state

  /**
   * The failure in the player's language, following a change of language; a card it names is
   * named as the match's ruleset draws it.
   */
  const failureText = computed(() =>
    failure.value === null
      ? null
      : errorText(failure.value, i18n.global.t('common.errors.generic'), update.value?.view.rules),
  )
  /** The table was brought up to date from main's match: information, not an error. */
  const isNotice = computed(() => movedOn(failure.value) !== null)
  /** A failure that lost the player's call, worded: shown until dismissed or a call succeeds. */
  const error = computed(() => (isNotice.value ? null : failureText.value))
  /** Why the table was redrawn, worded: shown until the player's next call. */
  const notice = computed(() => (isNotice.value ? failureText.value : null))
  /** The code main refused the last call with ('match-open' asks the player first). */
  const errorCode = computed(() =>
    failure.value instanceof BridgeError ? failure.value.error.code : null,
  )

  /**
   * Runs one call to main: `pending` while it is answered, its failure kept (then null). A notice
   * goes as the call is made (the player has moved on from it); an error stays until the call
   * succeeds or fails anew, so the player is not left without the words while main answers.
   */
  async function send<T>(work: () => Promise<T>): Promise<T | null> {
    if (isNotice.value) failure.value = null
    pending.value = true
    try {
      const answer = await work()
      failure.value = null
      return answer
    } catch (e) {
      fail(e)
      return null
    } finally {
      pending.value = false
    }
  }

  /**
   * Keeps why a call failed; a match main no longer has is not an error to dismiss but the end
   * of this table, and is told as such instead. A page gone stale (the game restarted, another
   * save loaded) is told once, by its dialog (StalePageDialog), not again at the table.
   */
  function fail(e: unknown): void {
    // a failure replaces the one before it, even one told elsewhere (below)
    failure.value = null
    const code = e instanceof BridgeError ? e.error.code : null
    const gone = code === 'not-found' && (e as BridgeError).error.key === MATCH_GONE
    if (code === 'restarted' || code === 'profile-changed') return
    if (gone && update.value) endedElsewhere.value = true
    else failure.value = e
  }

  /** Takes the failure shown at the table away (an error, or a notice not yet gone). */
  function dismissError(): void {
    failure.value = null
  }

  return { error, notice, errorCode, send, fail, dismissError }
}
