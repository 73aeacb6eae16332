/**
 * What the page keeps in the browser's storage between its loads (its place, a hand's places, the
 * last choices), read back: storage may be missing or refuse to be read (a sandbox, storage
 * turned off), the text may not be JSON and the JSON may not have the shape the reader needs (an
 * older build, a hand edit). Each is read as nothing kept, never as an error: what is kept is a
 * convenience, and the page starts without it as a new one would.
 */

/** Which of the browser's storages: this tab's (a reload keeps it) or the browser's, for good. */
export type KeptIn = 'session' | 'local'

/** The value kept in `storage` under `key`, if there is one and `isValid` takes its shape. */
export function readKept<T>(
  storage: KeptIn,
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  try {
    // read inside the try: where storage is turned off, merely naming it throws
    const store = storage === 'session' ? globalThis.sessionStorage : globalThis.localStorage
    const text = store?.getItem(key)
    if (!text) return undefined
    const value: unknown = JSON.parse(text)
    return isValid(value) ? value : undefined
  } catch {
    return undefined
  }
}
