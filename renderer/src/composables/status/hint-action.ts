/**
 * The hint's action in words, as the table's own buttons name it: its own part because it words
 * a move the player has not made, in the hand's words for cards, where the rest of the status
 * words what has happened.
 */
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { PlayerAction } from '@preload/contract'
import type { Translate } from '@/i18n/names'
import { signedValue } from '@/components/cards/card-look'

/** The move a hint advises: "Play ±2 as −2", "Stand", "Choose +3, +5 and −2"; '' without one. */
export function hintAction(
  t: Translate,
  a: PlayerAction | undefined,
  rules: RulesetId,
  list: (items: readonly string[]) => string,
): string {
  if (!a) return ''
  // a card that takes a sign in the hand's own words: "Play ±2 as −2", as its button says
  if (a.type === 'play') {
    const card = cardLabel(a.card, rules)
    return a.sign
      ? t('table.hint.playAs', { card, value: signedValue(card, a.sign) })
      : t('table.hint.play', { card })
  }
  // the cards to bring as a list in the language's way ("+3, +5 und −2"), not a bare row
  if (a.type === 'choose')
    return t('table.hint.choose', { cards: list(a.cards.map((c) => cardLabel(c, rules))) })
  return t(`table.hint.${a.type}`)
}
