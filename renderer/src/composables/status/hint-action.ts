/**
 * The hint's action in words, as the table's own buttons name it: its own part because it words
 * a move the player has not made, in the hand's words for cards, where the rest of the status
 * words what has happened.
 */
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { PlayerAction } from '@preload/contract'
import type { Translate } from '@/i18n/names'
import { signedValue } from '@/components/cards/card-look'

/**
 * The move a hint advises: "Play ±2 as −2", "Stand", "Choose +3, +5 and −2"; '' without one.
 * Over the target (`over`) ending the turn is the bust: named as End turn's button names it then.
 */
export function hintAction(
  t: Translate,
  a: PlayerAction | undefined,
  rules: RulesetId,
  list: (items: readonly string[]) => string,
  over = false,
): string {
  if (!a) return ''
  if (a.type === 'end' && over) return t('table.actions.takeLoss')
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

/**
 * The place in the hand whose key does what a hint to play a card advises: the first place
 * holding that card, set to the sign advised where it takes one (a ±2 advised as −2 is played
 * by its key only once it is turned). Null for any other hint, or where no key alone does it.
 */
export function hintPlace(
  a: PlayerAction | undefined,
  slots: readonly (string | null)[],
  signs: readonly ('+' | '-' | undefined)[],
): number | null {
  if (a?.type !== 'play') return null
  const place = slots.findIndex(
    (code, i) => code === a.card && (a.sign === undefined || (signs[i] ?? '+') === a.sign),
  )
  return place >= 0 ? place : null
}
