import type { CardCode } from '@common/cards'
import { cardLabel, homeRules, type RulesetId } from '@common/rulesets'
import type { Language } from '@preload/contract'

/**
 * Numbers, lists and dates in the player's language: the one place the renderer formats them.
 *
 * Whole numbers (credits, stakes, wagers, counts: everything the title screen and the table
 * show) are grouped here by the language's own separator, not by Intl. The first Intl formatter
 * a page makes loads ICU's locale data on the main thread, 30-60 ms in Chromium on the test
 * machine, and it used to come while the title screen was drawn, on the way to the table.
 * Fractions, per cents, lists and dates go to Intl, each formatter made once per language.
 */

/** The thousands separator of each language the game speaks (what Intl itself writes). */
const GROUP_SEPARATOR: Readonly<Record<Language, string>> = { en: ',', de: '.' }

const isLanguage = (locale: string): locale is Language => Object.hasOwn(GROUP_SEPARATOR, locale)

/** Intl formatters by language and style, made on first use. */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>()

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => F,
): F {
  let formatter = made.get(key) as F | undefined
  if (!formatter) {
    formatter = make()
    made.set(key, formatter)
  }
  return formatter
}

/** A number as the language writes it: 12,000 in English, 12.000 in German. */
export function formatNumber(value: number, locale: string): string {
  if (Number.isSafeInteger(value) && isLanguage(locale)) {
    const digits = String(Math.abs(value))
    let grouped = digits.slice(0, digits.length % 3 || 3)
    for (let i = grouped.length; i < digits.length; i += 3)
      grouped += GROUP_SEPARATOR[locale] + digits.slice(i, i + 3)
    return value < 0 ? `-${grouped}` : grouped
  }
  return once(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value)
}

const MINUS = '\u2212'

/**
 * A total or a card's count as the table writes it: a negative one with a true minus sign
 * (U+2212, as the cards print it), where formatNumber writes Intl's hyphen-minus.
 */
export function formatTotal(value: number, locale: string): string {
  return value < 0 ? `${MINUS}${formatNumber(-value, locale)}` : formatNumber(value, locale)
}

/**
 * Two totals as a score, "24 – 20", "21 – −2": a narrow no-break space either side of the en
 * dash keeps a minus sign from running into the dash and the score on one line.
 */
export function formatScore(first: number, second: number, locale: string): string {
  return `${formatTotal(first, locale)}\u202f\u2013\u202f${formatTotal(second, locale)}`
}

/** A fraction as a per cent with at most one decimal (36.5%, 36,5 % with a no-break space). */
export function formatPercent(fraction: number, locale: string): string {
  return once(
    `percent:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
  ).format(fraction)
}

/**
 * Items joined the language's way: "a, b and c", "a, b und c". English lists are British-style,
 * without the comma before "and" that the US style puts there: the catalogue's own lists
 * ("classic, tournament and cantina") are written so, and a list made here sits beside them.
 */
export function formatList(items: readonly string[], locale: string): string {
  const style = locale === 'en' ? 'en-GB' : locale
  return once(`list:${style}`, () => new Intl.ListFormat(style, { type: 'conjunction' })).format(
    items,
  )
}

/** A moment as a medium date and a short time. */
export function formatDateTime(when: Date, locale: string): string {
  return once(
    `dateTime:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(when)
}

/** A calendar day without a time, in the medium or the long style. */
export function formatDay(when: Date, locale: string, style: 'long' | 'medium'): string {
  return once(
    `day:${style}:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style }),
  ).format(when)
}

/**
 * A calendar date as main sends it (YYYY-MM-DD, the daily challenge's day), read as that day
 * in the player's own calendar (not as UTC midnight, which is the day before west of Greenwich).
 */
export function formatCalendarDay(
  yearMonthDay: string,
  locale: string,
  style: 'long' | 'medium' = 'medium',
): string {
  const [y, m, d] = yearMonthDay.split('-').map(Number) as [number, number, number]
  const when = new Date(y, m - 1, d)
  return Number.isNaN(when.getTime()) ? yearMonthDay : formatDay(when, locale, style)
}

/**
 * A side card named in a sentence as the player sees it drawn beside it, never by its code: under
 * `rules` where a ruleset applies (a match, a deck, a table's prize), the tournament's double ×2
 * and its tiebreaker TB; elsewhere (the shop, the ledger, the campaign log) as the Card Book draws
 * it, under its first ruleset (homeRules), so the classic ±1T. A minus card takes its face's
 * minus sign ("−2", the code's "-2" being a hyphen); a flip pair or a twist its numbers ("2&4").
 * A twist keeps its ↔ as a character here: in a sentence the body face sets it small, as any
 * arrow in prose. Where its label stands on its own, CardWords draws the card's arrow instead.
 */
export function cardName(code: string, rules?: RulesetId | null): string {
  return cardLabel(code as CardCode, rules ?? homeRules(code))
}

/**
 * A played card as the table and the replay name it: its name under `rules` (cardName), with
 * the sign chosen for a card that takes one ("±2 (−)").
 */
export function playedCardName(
  play: { card: string; sign?: '+' | '-' | null },
  rules?: RulesetId | null,
): string {
  const card = cardName(play.card, rules)
  return play.sign ? `${card} (${play.sign === '+' ? '+' : '−'})` : card
}
