// @vitest-environment happy-dom
/**
 * Reading back what the page kept in the browser's storage: a value of the right shape comes
 * back, and anything else (nothing kept, broken JSON, the wrong shape, storage that is missing
 * or refuses to be read) is nothing kept, never an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readKept } from './kept'

/** A kept pick: a name and a wager. */
interface Pick {
  name: string
  wager: number
}
const isPick = (value: unknown): value is Pick =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Pick>).name === 'string' &&
  typeof (value as Partial<Pick>).wager === 'number'

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('a kept value read back', () => {
  it('comes back from the storage it was kept in, and only from that one', () => {
    sessionStorage.setItem('pazaak.pick', JSON.stringify({ name: 'Oriella', wager: 300 }))
    expect(readKept('session', 'pazaak.pick', isPick)).toEqual({ name: 'Oriella', wager: 300 })
    expect(readKept('local', 'pazaak.pick', isPick)).toBeUndefined()
    localStorage.setItem('pazaak.pick', JSON.stringify({ name: 'Corrin', wager: 50 }))
    expect(readKept('local', 'pazaak.pick', isPick)).toEqual({ name: 'Corrin', wager: 50 })
  })

  it('is nothing when nothing is kept, or an empty text', () => {
    expect(readKept('session', 'pazaak.pick', isPick)).toBeUndefined()
    sessionStorage.setItem('pazaak.pick', '')
    expect(readKept('session', 'pazaak.pick', isPick)).toBeUndefined()
  })

  it('is nothing when the text is not JSON', () => {
    for (const broken of ['{ not json', '{"name":"Vessa",', 'undefined']) {
      localStorage.setItem('pazaak.pick', broken)
      expect(readKept('local', 'pazaak.pick', isPick)).toBeUndefined()
    }
  })

  it('is nothing when the JSON has another shape', () => {
    for (const shape of [
      'null',
      '42',
      '"Talon"',
      '[]',
      '{"name":"Talon"}',
      '{"name":1,"wager":2}',
    ]) {
      localStorage.setItem('pazaak.pick', shape)
      expect(readKept('local', 'pazaak.pick', isPick)).toBeUndefined()
    }
  })

  it('is nothing when the storage is missing, or refuses to be read', () => {
    localStorage.setItem('pazaak.pick', JSON.stringify({ name: 'Talon', wager: 10 }))
    vi.stubGlobal('localStorage', undefined)
    expect(readKept('local', 'pazaak.pick', isPick)).toBeUndefined()
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    expect(readKept('local', 'pazaak.pick', isPick)).toBeUndefined()
  })

  it('is nothing where merely naming the storage throws, as with storage turned off', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage')
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      expect(() => globalThis.sessionStorage).toThrow()
      expect(readKept('session', 'pazaak.pick', isPick)).toBeUndefined()
    } finally {
      if (own) Object.defineProperty(globalThis, 'sessionStorage', own)
      else delete (globalThis as { sessionStorage?: Storage }).sessionStorage
    }
    sessionStorage.setItem('pazaak.pick', JSON.stringify({ name: 'Vessa', wager: 5 }))
    expect(readKept('session', 'pazaak.pick', isPick)).toEqual({ name: 'Vessa', wager: 5 })
  })
})
