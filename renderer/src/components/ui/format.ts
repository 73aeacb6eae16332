import { useI18n } from 'vue-i18n'

/** Numbers and dates in the player's language (12,000 in English, 12.000 in German). */
export function useFormat() {
  const { locale, t } = useI18n()
  function number(value: number): string {
    return new Intl.NumberFormat(locale.value).format(value)
  }
  function credits(value: number): string {
    return t('common.credits', { amount: number(value) })
  }
  function signedCredits(value: number): string {
    const text = credits(Math.abs(value))
    return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
  }
  function date(iso: string): string {
    const when = new Date(iso)
    if (Number.isNaN(when.getTime())) return iso
    return new Intl.DateTimeFormat(locale.value, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(when)
  }
  function percent(fraction: number): string {
    return new Intl.NumberFormat(locale.value, {
      style: 'percent',
      maximumFractionDigits: 1,
    }).format(fraction)
  }
  return { number, credits, signedCredits, date, percent }
}
