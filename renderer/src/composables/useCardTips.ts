import { useI18n } from 'vue-i18n'
import { perLanguage } from './per-language'
import { cardInfo, type CardCode } from '@common/cards'
import { cardLabel, isHeld, RULESETS, type RulesetId } from '@common/rulesets'
import { type Projection, type TableCard } from '@common/match'

/** A card's tooltip: its name, then a line or two on what it does and what it would make. */
export interface CardTipText {
  title: string
  lines: string[]
}

const MINUS = '\u2212'
const signedValue = (value: number): string =>
  value < 0 ? `${MINUS}${Math.abs(value)}` : `+${value}`

/**
 * The words of the cards' tooltips, from i18n. A hand card says what it does and the total it
 * would make now (both totals for a card that takes a sign, from main's projections); a card on
 * the table says what it is and what it counts.
 */
export function useCardTips() {
  const { t, locale } = useI18n()
  /**
   * Tips already worded, per language. Both tables and the hand re-render on every event of a
   * match, and wording every card's tip anew each time was most of the i18n work of a round; a
   * tip kept from one render to the next is also the same object, so its CardTip is not patched.
   */
  const worded = perLanguage<CardTipText>(1000)

  /** The tip under `key` in the language shown now, worded by `make` the first time. */
  function remembered(key: string, make: () => CardTipText): CardTipText {
    // reading the locale here makes a render that shows tips re-run when the language changes
    return worded(locale.value, key, make)
  }

  function title(code: CardCode, rules: RulesetId): string {
    return t(`table.tip.kind.${cardInfo(code).kind}`, { label: cardLabel(code, rules) })
  }

  /** What a side card does, in the ruleset's meaning of it. */
  function effect(code: CardCode, rules: RulesetId): string {
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

  /** A hand card: what it does, the total it would make (per sign), and its key. */
  function handTip(
    code: CardCode,
    rules: RulesetId,
    outcomes: readonly Projection[],
    key: number,
  ): CardTipText {
    const projected = outcomes.map((o) => `${o.sign ?? ''}${o.total}`).join(',')
    return remembered(`hand ${code} ${rules} ${key} ${projected}`, () =>
      wordHandTip(code, rules, outcomes, key),
    )
  }

  function wordHandTip(
    code: CardCode,
    rules: RulesetId,
    outcomes: readonly Projection[],
    key: number,
  ): CardTipText {
    const lines = [effect(code, rules)]
    for (const outcome of outcomes) {
      if (outcome.sign === null) lines.push(t('table.tip.outcome.one', { total: outcome.total }))
      else
        lines.push(
          t(`table.tip.outcome.${outcome.sign === '+' ? 'plus' : 'minus'}`, {
            total: outcome.total,
          }),
        )
    }
    if (outcomes.length === 0 && cardInfo(code).kind === 'double')
      lines.push(t('table.tip.outcome.nothingToCopy'))
    // a held tiebreaker has no key: it is never played by hand
    if (!isHeld(code, rules)) lines.push(t('table.tip.key', { key }))
    return { title: title(code, rules), lines }
  }

  /** A card on the table: a main-deck card and its value, or a side card and what it counts. */
  function tableTip(card: TableCard, rules: RulesetId): CardTipText {
    return remembered(`table ${card.code} ${card.face} ${card.sign} ${rules}`, () =>
      wordTableTip(card, rules),
    )
  }

  function wordTableTip(card: TableCard, rules: RulesetId): CardTipText {
    const counts = card.sign * card.face
    if (card.code === null)
      return { title: t('table.tip.kind.main', { label: String(card.face) }), lines: [] }
    const lines = [effect(card.code, rules)]
    if (card.face > 0) lines.push(t('table.tip.counts', { value: signedValue(counts) }))
    return { title: title(card.code, rules), lines }
  }

  return { handTip, tableTip, title, effect }
}
