import { BridgeError } from '@/bridge'
import { word, type Wordable } from '@/i18n/words'

/** What to tell the player about a failed call, as a key: main's refusal, or the generic line. */
export function failureMessage(error: unknown): Wordable {
  return error instanceof BridgeError ? error.error : { key: 'common.errors.generic' }
}

/**
 * The sentence to show for a failed call: main's refusal worded in the player's language when
 * main answered, otherwise the fallback the screen passes in (already translated).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof BridgeError) return word(error.error)
  return fallback
}
