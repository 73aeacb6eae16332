/**
 * The words of the cards' tooltips: plain functions of a `TipVoice`. The composable
 * (useCardTips) keeps what they word per language and reads the language; these only turn a
 * card into its tip.
 */
import { cardInfo, type CardCode } from '@common/cards'
import { type Projection, type TableCard } from '@common/match'
import { refusalMessage, type Refusal } from '@common/messages'
import { isHeld, RULESETS, type RulesetId } from '@common/rulesets'
import { cardTitle } from '@/i18n/card-titles'
import { formatTotal } from '@/i18n/numbers'
import { turnedOver } from '@/components/cards/card-look'
import type { Word } from '@/i18n/words'

/** A card's tooltip: its name, then a line or two on what it does and what it would make. */
export interface CardTipText {
  title: string
  lines: string[]
}

/** What every tip is worded with: i18n's translate, the game's words, the language shown. */
export interface TipVoice {
  t: (key: string, named?: Record<string, unknown>) => string
  words: Word
  locale: string
}

/** A hand card as its tip tells it (useCardTips' handTip says what each part means). */
export interface HandCardFacts {
  code: CardCode
  rules: RulesetId
  outcomes: readonly Projection[] | null
  key: string | null
  refusal: Refusal | null
  later: boolean
}

const MINUS = '\u2212'
const signedValue = (value: number): string =>
  value < 0 ? `${MINUS}${Math.abs(value)}` : `+${value}`

/** A card's name with its kind, as every tip's title says it. */
export function tipTitle(voice: TipVoice, code: CardCode, rules: RulesetId): string {
  return cardTitle(voice.t, code, rules)
}

/** What a side card does, in the ruleset's meaning of it. */
export function tipEffect(voice: TipVoice, code: CardCode, rules: RulesetId): string {
  const { t } = voice
  const info = cardInfo(code)
  const ruleset = RULESETS[rules]
  switch (info.kind) {
    case 'plus':
    case 'minus':
    case 'flip':
      return t(`table.tip.effect.${info.kind}`, { n: info.value })
    case 'double':
      return t(`table.tip.effect.double.${ruleset.double}`)
    case 'flipPair':
    case 'twist':
      return t(`table.tip.effect.${info.kind}`, { a: info.pair[0], b: info.pair[1] })
    case 'tiebreaker':
      return t(`table.tip.effect.tiebreaker.${ruleset.tiebreaker}`)
  }
}

/** A hand card's tip: what it does, then why main refuses it, or the totals it would make. */
export function wordHandTip(voice: TipVoice, card: HandCardFacts): CardTipText {
  const { t } = voice
  const { code, rules, outcomes, key, refusal, later } = card
  const lines = [tipEffect(voice, code, rules)]
  const keyLine = (): string[] => (key === null ? [] : [t('table.tip.key', { key })])
  const tip = (): CardTipText => ({ title: tipTitle(voice, code, rules), lines })
  // A card that cannot be played now says why, not what it would make. A held tiebreaker's
  // own line already says it is never played.
  if (refusal && !isHeld(code, rules)) {
    lines.push(voice.words(refusalMessage(refusal), rules), ...keyLine())
    return tip()
  }
  // No total while none is known: on the opponent's turn the card waits for the player's.
  if (outcomes === null) {
    if (isHeld(code, rules)) return tip()
    if (later) lines.push(t('table.tip.outcome.yourTurn'))
    lines.push(...keyLine())
    return tip()
  }
  for (const outcome of outcomes) {
    // a classic total can go below 0: written with a true minus sign
    const total = formatTotal(outcome.total, voice.locale)
    if (outcome.sign === null) lines.push(t('table.tip.outcome.one', { total }))
    else lines.push(t(`table.tip.outcome.${outcome.sign === '+' ? 'plus' : 'minus'}`, { total }))
  }
  if (outcomes.length === 0 && cardInfo(code).kind === 'double')
    lines.push(t('table.tip.outcome.nothingToCopy'))
  // a held tiebreaker has no key: it is never played by hand
  if (!isHeld(code, rules)) lines.push(...keyLine())
  return tip()
}

/** A pool card's tip in the hand chooser: what it does, and the key that picks it, if any. */
export function wordPoolTip(
  voice: TipVoice,
  code: CardCode,
  rules: RulesetId,
  key: string | null,
): CardTipText {
  return {
    title: tipTitle(voice, code, rules),
    lines: [
      tipEffect(voice, code, rules),
      ...(key === null ? [] : [voice.t('table.tip.key', { key })]),
    ],
  }
}

/**
 * A table card's tip: a main-deck card and its value, or a side card and what it counts; `cut`
 * is what it counted where the cantina's floor cut it short of its face, else null.
 */
export function wordTableTip(
  voice: TipVoice,
  card: TableCard,
  rules: RulesetId,
  cut: number | null,
): CardTipText {
  const { t } = voice
  const counts = card.sign * card.face
  /*
   * What it counts, when that is not simply its face: cut short by the cantina's floor at 0, or
   * turned by a gold card (what its turned badge means, and why it counts against its print).
   */
  const told =
    cut !== null
      ? [t('table.tip.countsClamped', { value: cut === 0 ? '0' : signedValue(cut) })]
      : turnedOver(card)
        ? [t('table.tip.turned', { value: signedValue(counts) })]
        : []
  if (card.code === null)
    return { title: t('table.tip.kind.main', { label: String(card.face) }), lines: told }
  const lines = [tipEffect(voice, card.code, rules)]
  if (told.length > 0) lines.push(...told)
  else if (card.face > 0) lines.push(t('table.tip.counts', { value: signedValue(counts) }))
  return { title: tipTitle(voice, card.code, rules), lines }
}
