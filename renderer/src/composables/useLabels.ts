import { useI18n } from 'vue-i18n'
import { declined } from '@/i18n/names'
import { perLanguage } from './per-language'

type Named = Record<string, unknown>

/** Words already looked up, shared by every component of the table. */
const worded = perLanguage<string>(4000)

/**
 * vue-i18n's `t` for the table, remembering what it has worded per language. The table's
 * components re-render on every event of a match, and looking up the same labels again each time
 * (a message resolve and format per call) was a large part of each event's work in the
 * renderer's profile; a remembered word is one map lookup. Only for the global messages. The
 * names among a line's parameters are declined (i18n/names.ts): the table names its opponent.
 */
export function useLabels(): { t: (key: string, named?: Named) => string } {
  const { t, locale } = useI18n()
  function word(key: string, named?: Named): string {
    // reading the locale makes the render that asked re-run when the language changes
    const id = named ? `${key}\u0000${JSON.stringify(named)}` : key
    return worded(locale.value, id, () => (named ? t(key, declined(named, locale.value)) : t(key)))
  }
  return { t: word }
}
