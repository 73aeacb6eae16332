import { useI18n } from 'vue-i18n'
import { MESSAGES, type CardPlay, type DeckName, type ParamKind } from '@common/messages'
import { isRulesetId, type RulesetId } from '@common/rulesets'
import { signedValue } from '@/components/cards/card-look'
import { deckNameIn } from './deck-name'
import { merchantNamed, opponentNamed } from './content-names'
import { cardName, formatCalendarDay, formatList, formatNumber } from './numbers'
import { i18n } from './index'
import { declined } from './names'

/**
 * Main's messages in the player's language. Main sends a key and its parameters
 * (common/messages.ts); the key names a line in renderer/src/i18n/messages and each parameter
 * is written by its kind: numbers the language's way, a ruleset by its name, a list joined the
 * language's way, a deck's problems as sentences of their own, a player's or a stall's name in
 * the language's words where it has them (content-names.ts). The renderer's own keys (a local
 * notice, the generic error) are worded the same way, their parameters as they are, but for a
 * parameter that is itself a key (an achievement's name) or a list of keys: worded when shown,
 * joined the language's way, so a notice still on screen follows a change of language whole.
 *
 * A card is named as the player sees it drawn beside the sentence (cardName): under the ruleset
 * the message names itself (a deck's problem under its rules), else under the one the screen
 * passes (the match's, the deck's), else as the Card Book draws it (the shop, the ledger).
 */

/** Anything worded by key: a message from main, or one of the renderer's own keys. */
export interface Wordable {
  key: string
  params?: Readonly<Record<string, unknown>> | undefined
}

/** vue-i18n's lookup (with its plural choice) and the language, read on every call. */
export interface Lookup {
  t: (key: string, named: Record<string, unknown>, plural?: number) => string
  locale: () => string
}

const KINDS = MESSAGES as Readonly<Record<string, Readonly<Record<string, ParamKind>>>>

/** Whether a value is a key to word (with its parameters), not a text or a number. */
const isWordable = (value: unknown): value is Wordable =>
  typeof value === 'object' && value !== null && typeof (value as Wordable).key === 'string'

/** Words a message; `rules`: the ruleset its cards are drawn under on the screen, if any. */
export type Word = (message: Wordable, rules?: RulesetId | null) => string

/** The wording functions over one lookup. */
export function wordsWith(lookup: Lookup): { word: Word } {
  const { t } = lookup
  const deckName = deckNameIn((key) => t(key, {}))
  const number = (value: number): string => formatNumber(value, lookup.locale())
  const list = (items: readonly string[]): string => formatList(items, lookup.locale())

  function param(kind: ParamKind, value: unknown, rules: RulesetId | null): string {
    switch (kind) {
      case 'number':
      case 'plural':
        return typeof value === 'number' ? number(value) : String(value)
      case 'text':
        return String(value)
      case 'opponent':
        return opponentNamed(String(value), lookup.locale())
      case 'merchant':
        return merchantNamed(String(value), lookup.locale())
      case 'merchants':
        return list(
          (Array.isArray(value) ? value : [value]).map((name) =>
            merchantNamed(String(name), lookup.locale()),
          ),
        )
      case 'day':
        return formatCalendarDay(String(value), lookup.locale())
      case 'card':
        return cardName(String(value), rules)
      case 'rules':
        return t(`common.rules.${String(value)}.name`, {})
      case 'deck':
        // the untouched starter deck is named in the language; a player's name as written
        return deckName(value as DeckName)
      case 'list':
        return list(Array.isArray(value) ? value.map(String) : [String(value)])
      case 'plays':
        return list(Array.isArray(value) ? (value as CardPlay[]).map((p) => played(p, rules)) : [])
      case 'messages':
        return (Array.isArray(value) ? (value as Wordable[]) : [])
          .map((inner) => word(inner, rules))
          .join(' ')
      case 'save':
        return t(`notices.save.${String(value)}`, {})
      case 'saveProblem':
        return t(`notices.why.${String(value)}`, {})
      case 'character':
        return t(`errors.character.${String(value)}`, {})
    }
  }

  /** A card as a plan plays it, in the hand's button's words: "±1 as −1" for a signed one. */
  function played({ card, sign }: CardPlay, rules: RulesetId | null): string {
    const name = cardName(card, rules)
    return sign ? t('common.playedAs', { card: name, value: signedValue(name, sign) }) : name
  }

  /** A parameter of the renderer's own key: a key worded now, keys joined, else by its type. */
  function asGiven(value: unknown, rules: RulesetId | null): string {
    if (isWordable(value)) return word(value, rules)
    if (Array.isArray(value) && value.length > 0 && value.every(isWordable))
      return list(value.map((inner) => word(inner, rules)))
    return param(typeof value === 'number' ? 'number' : 'text', value, rules)
  }

  function word(message: Wordable, rules: RulesetId | null = null): string {
    const kinds = KINDS[message.key] ?? {}
    const params = Object.entries(message.params ?? {})
    // a message about a ruleset (a deck's problem) names its cards as that ruleset draws them
    const own = params.find(([name, value]) => kinds[name] === 'rules' && isRulesetId(value))
    const under = own ? (own[1] as RulesetId) : rules
    const named: Record<string, string> = {}
    let plural: number | undefined
    for (const [name, value] of params) {
      const kind = kinds[name]
      named[name] = kind ? param(kind, value, under) : asGiven(value, under)
      if (kind === 'plural' && typeof value === 'number') plural = value
    }
    // a name in the line's case, as it asks ("an den Tischdroiden", i18n/names.ts)
    const all = declined(named, lookup.locale())
    return plural === undefined ? t(message.key, all) : t(message.key, all, plural)
  }

  return { word }
}

/** For a component's setup: words follow the language as it switches. */
export function useWords(): Word {
  const { t, locale } = useI18n()
  return wordsWith({
    t: (key, named, plural) => (plural === undefined ? t(key, named) : t(key, named, plural)),
    locale: () => locale.value,
  }).word
}

/** Outside components (stores): the app's i18n, in the language of the moment. */
export const { word } = wordsWith({
  t: (key, named, plural) =>
    plural === undefined ? i18n.global.t(key, named) : i18n.global.t(key, named, plural),
  locale: () => i18n.global.locale.value,
})
