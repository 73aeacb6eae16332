import { cardInfo, type CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { cardName } from './numbers'

/**
 * A side card named with its kind ("Gold flip 2&4", "Flip card ±5", "Double card ×2"), as the Card
 * Book, the cards' tips and the card keys title it. A bare face in a sentence reads as a number
 * ("2&4" as a sum, a ×2 as a count, a small ±5 as +5); its kind says it is a card. The face is
 * `cardName`'s: under `rules` where one applies, else as the Card Book draws it.
 */
export function cardTitle(
  t: (key: string, named: Record<string, unknown>) => string,
  code: CardCode,
  rules?: RulesetId | null,
): string {
  return t(`table.tip.kind.${cardInfo(code).kind}`, { label: cardName(code, rules) })
}
