import { useI18n } from 'vue-i18n'
import { perLanguage } from './per-language'
import { cardInfo, type CardCode } from '@common/cards'
import { cardLabel, isHeld, RULESETS, type RulesetId } from '@common/rulesets'
import { type Projection, type TableCard } from '@common/match'
import { formatTotal } from '@/i18n/numbers'
import { refusalMessage, type Refusal } from '@common/messages'
import { useWords } from '@/i18n/words'
import { useTouchOnly } from './useTouchOnly'

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
 * would make now (both totals for a card that takes a sign, from main's projections), or why it
 * cannot be played now (main's refusal); a card on the table says what it is and what it counts.
 */
export function useCardTips() {
  const { t, locale } = useI18n()
  const words = useWords()
  // a player by touch alone has no keys: a hand card's tip does not name one
  const touchOnly = useTouchOnly()
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

  /**
   * A hand card: what it does, the total it would make (per sign) or why main refuses it now,
   * and its key (a player by touch alone has none). `outcomes` is null where there is no total
   * to tell now (the table is not waiting for the player's move); `later` says the opponent has
   * the turn, and the tip then says the card waits for the player's own.
   */
  function handTip(
    code: CardCode,
    rules: RulesetId,
    outcomes: readonly Projection[] | null,
    key: number,
    refusal: Refusal | null = null,
    later = false,
  ): CardTipText {
    const projected = outcomes?.map((o) => `${o.sign ?? ''}${o.total}`).join(',') ?? 'none'
    const refused = refusal ? JSON.stringify(refusal) : ''
    const keyed = touchOnly.value ? null : key
    return remembered(`hand ${code} ${rules} ${keyed} ${projected} ${refused} ${later}`, () =>
      wordHandTip(code, rules, outcomes, keyed, refusal, later),
    )
  }

  function wordHandTip(
    code: CardCode,
    rules: RulesetId,
    outcomes: readonly Projection[] | null,
    key: number | null,
    refusal: Refusal | null,
    later: boolean,
  ): CardTipText {
    const lines = [effect(code, rules)]
    const keyLine = (): string[] => (key === null ? [] : [t('table.tip.key', { key })])
    // A card that cannot be played now says why, not what it would make. A held tiebreaker's
    // own line already says it is never played.
    if (refusal && !isHeld(code, rules)) {
      lines.push(words(refusalMessage(refusal), rules), ...keyLine())
      return { title: title(code, rules), lines }
    }
    // No total while none is known: on the opponent's turn the card waits for the player's.
    if (outcomes === null) {
      if (isHeld(code, rules)) return { title: title(code, rules), lines }
      if (later) lines.push(t('table.tip.outcome.yourTurn'))
      lines.push(...keyLine())
      return { title: title(code, rules), lines }
    }
    for (const outcome of outcomes) {
      // a classic total can go below 0: written with a true minus sign
      const total = formatTotal(outcome.total, locale.value)
      if (outcome.sign === null) lines.push(t('table.tip.outcome.one', { total }))
      else lines.push(t(`table.tip.outcome.${outcome.sign === '+' ? 'plus' : 'minus'}`, { total }))
    }
    if (outcomes.length === 0 && cardInfo(code).kind === 'double')
      lines.push(t('table.tip.outcome.nothingToCopy'))
    // a held tiebreaker has no key: it is never played by hand
    if (!isHeld(code, rules)) lines.push(...keyLine())
    return { title: title(code, rules), lines }
  }

  /**
   * A card of a pool in the hand chooser, before it is brought: what it does, and the key that
   * picks it (`key` null for a card no key picks, the opponent's).
   */
  function poolTip(code: CardCode, rules: RulesetId, key: string | null): CardTipText {
    const keyed = touchOnly.value ? null : key
    return remembered(`pool ${code} ${rules} ${keyed}`, () => ({
      title: title(code, rules),
      lines: [effect(code, rules), ...(keyed === null ? [] : [t('table.tip.key', { key: keyed })])],
    }))
  }

  /**
   * A card on the table: a main-deck card and its value, or a side card and what it counts.
   * `counted` is what it added to the total where that was less than its face (the cantina's
   * floor at 0: common/totals.ts `countedValues`); the tip says so rather than the face.
   */
  function tableTip(card: TableCard, rules: RulesetId, counted?: number): CardTipText {
    const cut = counted !== undefined && counted !== card.sign * card.face ? counted : null
    return remembered(`table ${card.code} ${card.face} ${card.sign} ${rules} ${cut}`, () =>
      wordTableTip(card, rules, cut),
    )
  }

  function wordTableTip(card: TableCard, rules: RulesetId, cut: number | null): CardTipText {
    const counts = card.sign * card.face
    const clamped =
      cut === null
        ? []
        : [t('table.tip.countsClamped', { value: cut === 0 ? '0' : signedValue(cut) })]
    if (card.code === null)
      return { title: t('table.tip.kind.main', { label: String(card.face) }), lines: clamped }
    const lines = [effect(card.code, rules)]
    if (cut !== null) lines.push(...clamped)
    else if (card.face > 0) lines.push(t('table.tip.counts', { value: signedValue(counts) }))
    return { title: title(card.code, rules), lines }
  }

  return { handTip, poolTip, tableTip, title, effect }
}
