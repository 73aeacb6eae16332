/**
 * Who the narration names and how it says a card: every line of the log says a seat ("you", or
 * its name) and cards as the table and the hand show them, so each part of the narration takes
 * them from here rather than word them again. Plain functions of a `Speech`: the composable reads
 * the table and the language, the parts only turn them into words.
 */
import { cardInfo } from '@common/cards'
import type { PlayerIndex, TableCard } from '@common/match'
import { cardLabel, type RulesetId } from '@common/rulesets'
import { cardName, formatTotal } from '@/i18n/numbers'
import { signedValue } from '@/components/cards/card-look'

/** The translate function, as the table's `useLabels` gives it. */
export type Translate = (key: string, named?: Record<string, unknown>) => string

/** What every line needs to know of the table and the language it is said in. */
export interface Speech {
  t: Translate
  locale: string
  you: PlayerIndex
  opponent: string
  rules: RulesetId
  /** hot-seat: both seats' names, each seat said by name */
  names?: readonly [string, string] | null
}

/** The seat across the table from `player`. */
export function otherSeat(player: PlayerIndex): PlayerIndex {
  return player === 0 ? 1 : 0
}

/** Whether `player` is said as "you": the player's own seat, never at a hot-seat table. */
export function isMine(speech: Speech, player: PlayerIndex): boolean {
  return !speech.names && player === speech.you
}

/** The name a seat other than the player's is said by: its own at a hot-seat table. */
export function nameOf(speech: Speech, player: PlayerIndex): string {
  return speech.names ? speech.names[player] : speech.opponent
}

/** A card as it lies on the table now: a value, or a gold card's label (with its value). */
export function tableCardWords(card: TableCard, speech: Speech): string {
  const value = card.sign * card.face
  const number = formatTotal(value, speech.locale)
  if (card.code === null) return number
  const signed = value > 0 ? `+${number}` : number
  const kind = cardInfo(card.code).kind
  if (kind === 'plus' || kind === 'minus' || kind === 'flip') return signed
  const label = cardLabel(card.code, speech.rules)
  return card.face > 0 ? `${label} (${signed})` : label
}

/**
 * A played card as the hand's button names it: a card that takes a sign with the value it
 * was played as ("±2 as +2"), the player's own and the opponent's alike.
 */
export function playedWords(
  play: { card: string; sign: '+' | '-' | null },
  speech: Speech,
): string {
  const card = cardName(play.card, speech.rules)
  if (!play.sign) return card
  return speech.t('table.say.playedAs', { card, value: signedValue(card, play.sign) })
}
