import { useI18n } from 'vue-i18n'
import { perLanguage } from './per-language'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { type Projection, type TableCard } from '@common/match'
import type { Refusal } from '@common/messages'
import { useWords } from '@/i18n/words'
import { useTouchOnly } from './useTouchOnly'
import {
  tipEffect,
  tipTitle,
  wordHandTip,
  wordPoolTip,
  wordTableTip,
  type CardTipText,
  type TipVoice,
} from './card-tips/tip-words'

export type { CardTipText } from './card-tips/tip-words'

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
  const voice = (): TipVoice => ({ t, words, locale: locale.value })

  /** The tip under `key` in the language shown now, worded by `make` the first time. */
  function remembered(key: string, make: () => CardTipText): CardTipText {
    // reading the locale here makes a render that shows tips re-run when the language changes
    return worded(locale.value, key, make)
  }

  /** A card's name with its kind (the Book and the card keys show it too). */
  function title(code: CardCode, rules: RulesetId): string {
    return tipTitle(voice(), code, rules)
  }

  /** What a side card does, in the ruleset's meaning of it. */
  function effect(code: CardCode, rules: RulesetId): string {
    return tipEffect(voice(), code, rules)
  }

  /**
   * A hand card: what it does, the total it would make (per sign) or why main refuses it now,
   * and its key (null: none to name, as under a gamepad; a player by touch alone has none either).
   * `outcomes` is null where there is no total to tell now (the table is not waiting for the
   * player's move); `later` says the opponent has the turn, and the tip then says the card waits
   * for the player's own.
   */
  function handTip(
    code: CardCode,
    rules: RulesetId,
    outcomes: readonly Projection[] | null,
    key: string | null,
    refusal: Refusal | null = null,
    later = false,
  ): CardTipText {
    const projected = outcomes?.map((o) => `${o.sign ?? ''}${o.total}`).join(',') ?? 'none'
    const refused = refusal ? JSON.stringify(refusal) : ''
    const keyed = touchOnly.value ? null : key
    return remembered(`hand ${code} ${rules} ${keyed} ${projected} ${refused} ${later}`, () =>
      wordHandTip(voice(), { code, rules, outcomes, key: keyed, refusal, later }),
    )
  }

  /**
   * A card of a pool in the hand chooser, before it is brought: what it does, and the key that
   * picks it (`key` null for a card no key picks, the opponent's).
   */
  function poolTip(code: CardCode, rules: RulesetId, key: string | null): CardTipText {
    const keyed = touchOnly.value ? null : key
    return remembered(`pool ${code} ${rules} ${keyed}`, () =>
      wordPoolTip(voice(), code, rules, keyed),
    )
  }

  /**
   * A card on the table: a main-deck card and its value, or a side card and what it counts.
   * `counted` is what it added to the total where that was less than its face (the cantina's
   * floor at 0: common/totals.ts `countedValues`); the tip says so rather than the face.
   */
  function tableTip(card: TableCard, rules: RulesetId, counted?: number): CardTipText {
    const cut = counted !== undefined && counted !== card.sign * card.face ? counted : null
    const key = `table ${card.code} ${card.face} ${card.sign} ${card.turned === true} ${rules} ${cut}`
    return remembered(key, () => wordTableTip(voice(), card, rules, cut))
  }

  return { handTip, poolTip, tableTip, title, effect }
}
