/**
 * What a ruleset lets a side deck hold, in one line of the player's words, made from the
 * ruleset's own data (its cards and the engine's copy limits), so that a change to the rules
 * changes the line: "Tournament: +3 to +6, −3 to −6, flip cards ±1 and ±2, twists (2↔4, 3↔6,
 * 1↔5), double ×2, tiebreaker TB; at most 2 of each, 1 tiebreaker". Each kind is named with the
 * faces its chips show, so the flip cards and the gold flips (2&4) read as different cards. The
 * deck builder shows it beside its rules switch.
 */
import { useI18n } from 'vue-i18n'
import { cardInfo, type CardCode, type SideCardInfo } from '@common/cards'
import { copyLimit, RULESETS, type RulesetId } from '@common/rulesets'
import { cardName, formatList } from '@/i18n/numbers'

/** The cards one copy limit covers, as the line names them: the plus and minus cards first. */
type LimitGroup = 'plain' | 'flip' | 'gold' | 'tiebreaker'

function groupOf(kind: SideCardInfo['kind']): LimitGroup {
  if (kind === 'plus' || kind === 'minus') return 'plain'
  return kind === 'flip' || kind === 'tiebreaker' ? kind : 'gold'
}

/** Numbered kinds: their values are written as runs ("+3 to +6"), the rest by their name. */
const NUMBERED = new Set<SideCardInfo['kind']>(['plus', 'minus', 'flip'])

/** The line's words for a ruleset, in the language of the moment. */
export function useRulesAllow(): (rules: RulesetId) => string {
  const { t, locale } = useI18n()
  const key = (name: string): string => `screens.collection.allows.${name}`

  /** Values in order: three or more in a row as one run ("1 to 6"), the others each alone. */
  function runs(values: readonly number[], write: (value: number) => string): string {
    const items: string[] = []
    for (let i = 0; i < values.length;) {
      let end = i
      while (values[end + 1] === (values[end] ?? 0) + 1) end++
      if (end - i >= 2) {
        items.push(t(key('range'), { from: write(values[i] ?? 0), to: write(values[end] ?? 0) }))
      } else {
        for (let j = i; j <= end; j++) items.push(write(values[j] ?? 0))
      }
      i = end + 1
    }
    return formatList(items, locale.value)
  }

  /** The cards the rules have, kind by kind in the rules' own order. */
  function cardsLine(rules: RulesetId): string {
    const byKind = new Map<SideCardInfo['kind'], CardCode[]>()
    for (const code of RULESETS[rules].cards) {
      const kind = cardInfo(code).kind
      byKind.set(kind, [...(byKind.get(kind) ?? []), code])
    }
    return [...byKind]
      .map(([kind, codes]) => {
        // the faces as the chips draw them: "2&4" under classic, "×2" under the tournament
        const faces = codes.map((code) => cardName(code, rules))
        if (!NUMBERED.has(kind)) {
          return t(key(kind), { cards: faces.join(', ') }, codes.length)
        }
        const values = codes.map((code) => Number(code.slice(1))).sort((a, b) => a - b)
        const sign = kind === 'plus' ? '+' : kind === 'minus' ? '-' : '±'
        const written = runs(values, (value) => cardName(`${sign}${value}`, rules))
        return kind === 'flip' ? t(key('flip'), { values: written }) : written
      })
      .join(', ')
  }

  /**
   * How many copies of one card: the plus and minus cards' limit for every card, then each kind
   * whose limit differs. Every ruleset limits all its cards or none of them (rulesets.ts), so a
   * kind without a limit beside limited ones has no words.
   */
  function copiesLine(rules: RulesetId): string {
    const limits = new Map<LimitGroup, number | null>()
    for (const code of RULESETS[rules].cards) {
      const group = groupOf(cardInfo(code).kind)
      if (!limits.has(group)) limits.set(group, copyLimit(code, rules))
    }
    const every = limits.get('plain') ?? null
    const words = [every === null ? t(key('owned')) : t(key('most'), { n: every })]
    for (const [group, limit] of limits) {
      if (group === 'plain' || limit === every || limit === null) continue
      words.push(t(key(`${group}Limit`), { n: limit }, limit))
    }
    return words.join(', ')
  }

  return (rules) =>
    t(key('line'), {
      rules: t(`common.rules.${rules}.name`),
      cards: cardsLine(rules),
      copies: copiesLine(rules),
    })
}
