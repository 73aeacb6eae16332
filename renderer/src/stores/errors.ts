import type { RulesetId } from '@common/rulesets'
import { BridgeError } from '@/bridge'
import { word, type Wordable } from '@/i18n/words'

/** What to tell the player about a failed call, as a key: main's refusal, or the generic line. */
export function failureMessage(error: unknown): Wordable {
  return error instanceof BridgeError ? error.error : { key: 'common.errors.generic' }
}

/**
 * The sentence to show for a failed call: main's refusal worded in the player's language when
 * main answered, otherwise the fallback the screen passes in (already translated). `rules`: the
 * ruleset the screen draws its cards under (a match's), so a refusal names a card as drawn.
 */
export function errorText(error: unknown, fallback: string, rules?: RulesetId | null): string {
  if (error instanceof BridgeError) return word(error.error, rules)
  return fallback
}
