import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { cardLabel } from '@common/rulesets'
import { signedValue } from '@/components/cards/card-look'
import { useNames } from '@/i18n/names'

/** A coach line's words from its message path and parameters, a card named as the table shows it. */
export type CoachWords = (path: string, params: Record<string, string | number>) => string

/**
 * The coach's words, for its notes and its advice alike: the opponent is named, and a card with
 * a sign as it was played, or as it will land once turned (coach.ts): "−2".
 */
export function useCoachWords(rules: () => RulesetId, opponent: () => string): CoachWords {
  const { t } = useNames()
  return (path, params) => {
    const card = params.card
    const label = typeof card === 'string' ? cardLabel(card as CardCode, rules()) : null
    const sign = params.sign === '-' || params.sign === '+' ? params.sign : undefined
    const named = label !== null && sign ? signedValue(label, sign) : label
    return t(path, { ...params, name: opponent(), ...(named !== null ? { card: named } : {}) })
  }
}
