/**
 * A memo for words that belong to one language: what `make` returned under a key, kept until
 * the language changes or `limit` entries are held (so ever-new keys cannot grow it without
 * end). The table's labels and card tips use it: the table re-renders on every event of a match,
 * and wording the same things again each time was most of a round's i18n work.
 */
export function perLanguage<T>(limit: number): (language: string, key: string, make: () => T) => T {
  const kept = new Map<string, T>()
  let keptIn = ''
  return (language, key, make) => {
    if (language !== keptIn || kept.size >= limit) {
      kept.clear()
      keptIn = language
    }
    let value = kept.get(key)
    if (value === undefined) {
      value = make()
      kept.set(key, value)
    }
    return value
  }
}
