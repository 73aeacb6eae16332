import { useI18n } from 'vue-i18n'

type Named = Record<string, unknown>

/** Words already looked up, for the language in `wordedIn` only. */
const worded = new Map<string, string>()
let wordedIn = ''
/** A bound, so a long session of ever-new parameters cannot grow the map without end. */
const LIMIT = 4000

/**
 * vue-i18n's `t` for the table, remembering what it has worded per language. The table's
 * components re-render on every event of a match, and looking up the same labels again each time
 * (a message resolve and format per call) was a large part of each event's work in the
 * renderer's profile; a remembered word is one map lookup. Only for the global messages.
 */
export function useLabels(): { t: (key: string, named?: Named) => string } {
  const { t, locale } = useI18n()
  function word(key: string, named?: Named): string {
    // reading the locale makes the render that asked re-run when the language changes
    const language = locale.value
    if (language !== wordedIn || worded.size >= LIMIT) {
      worded.clear()
      wordedIn = language
    }
    const id = named ? `${key}\u0000${JSON.stringify(named)}` : key
    let text = worded.get(id)
    if (text === undefined) {
      text = named ? t(key, named) : t(key)
      worded.set(id, text)
    }
    return text
  }
  return { t: word }
}
