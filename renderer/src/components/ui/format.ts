import { useI18n } from 'vue-i18n'
import {
  formatCalendarDay,
  formatDateTime,
  formatList,
  formatNumber,
  formatPercent,
  formatScore,
  formatTotal,
} from '@/i18n/numbers'

/** What a figure shows where there is nothing to count yet (a rate of 0 of 0, no pot won). */
export const NOTHING_YET = '—'

/** Numbers, lists and dates in the player's language (12,000 in English, 12.000 in German). */
export function useFormat() {
  const { locale, t } = useI18n()
  function number(value: number): string {
    return formatNumber(value, locale.value)
  }
  function credits(value: number): string {
    return t('common.credits', { amount: number(value) })
  }
  /** A table's stakes, the unit once: "50–200 cr". */
  function creditRange(min: number, max: number): string {
    return t('common.creditRange', { min: number(min), max: number(max) })
  }
  /** A total, a negative one with a true minus sign (−2). */
  function total(value: number): string {
    return formatTotal(value, locale.value)
  }
  /** Two totals as a score: "24 – 20", "21 – −2". */
  function score(first: number, second: number): string {
    return formatScore(first, second, locale.value)
  }
  function signedCredits(value: number): string {
    const text = credits(Math.abs(value))
    return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
  }
  function date(iso: string): string {
    const when = new Date(iso)
    if (Number.isNaN(when.getTime())) return iso
    return formatDateTime(when, locale.value)
  }
  /** A calendar date (YYYY-MM-DD) without a time. */
  function day(yearMonthDay: string, style: 'long' | 'medium' = 'medium'): string {
    return formatCalendarDay(yearMonthDay, locale.value, style)
  }
  function percent(fraction: number): string {
    return formatPercent(fraction, locale.value)
  }
  /** A share won, or a dash before anything was played: 0 of 0 is no rate, not 0 %. */
  function rate(won: number, of: number): string {
    return of > 0 ? percent(won / of) : NOTHING_YET
  }
  function list(items: readonly string[]): string {
    return formatList(items, locale.value)
  }
  return {
    number,
    total,
    score,
    credits,
    creditRange,
    signedCredits,
    date,
    day,
    percent,
    rate,
    list,
  }
}
