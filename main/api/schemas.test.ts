import { describe, expect, it } from 'vitest'
import type { CallName } from '@preload/contract'
import { CALL_NAMES } from '@preload/call-names'
import { PAYLOAD_SCHEMAS } from './schemas'

/**
 * Every call's schema against a valid payload of its own: the payload passes, and the same
 * payload with one key more, at any depth, is refused (strict objects), so a field the
 * contract does not name never reaches a service. A call taking nothing is listed with null.
 */
const VALID: { [N in CallName]: unknown[] } = {
  'app.info': [null],
  'app.notices': [null],
  'app.quit': [null],
  'profiles.list': [null],
  'profiles.create': [{ slot: 1, name: 'Ana', portrait: 0 }],
  'profiles.portraits': [null],
  'profiles.load': [{ slot: 2 }],
  'profiles.rename': [{ slot: 1, name: 'Ana' }],
  'profiles.delete': [{ slot: 3, confirm: 'Ana' }],
  'profiles.current': [null],
  'wallet.get': [null],
  'wallet.ledger': [{ before: 10, limit: 50 }],
  'collection.get': [null],
  'decks.list': [null],
  'decks.create': [{ name: 'Mine', rules: 'classic', cards: ['+1', '-2'] }],
  'decks.update': [{ id: 'deck-1', cards: ['+1'], rules: 'cantina' }],
  'decks.rename': [{ id: 'deck-1', name: 'Mine' }],
  'decks.duplicate': [{ id: 'deck-1', name: 'Mine too' }],
  'decks.delete': [{ id: 'deck-1' }],
  'decks.setActive': [{ id: 'deck-1' }],
  'decks.check': [{ rules: 'tournament', cards: ['±1'] }],
  'decks.fromCollection': [{ rules: 'tournament', cards: ['+1', '+3'] }],
  'decks.export': [{ cards: ['+1', '-2'] }],
  'decks.import': [{ shareCode: 'PZK1-abc', name: 'Shared', rules: 'classic' }],
  'shop.merchants': [null],
  'shop.buy': [{ merchantId: 'vessa', card: '-1' }],
  'shop.sell': [{ merchantId: 'vessa', card: '-1' }],
  'match.start': [
    { mode: 'quick', rules: 'classic', tier: 'master', deckId: null, seed: 1, forfeit: 'm-1' },
    { mode: 'campaign', opponentId: 'pip-odell', deckId: 'deck-1', wager: 100, seed: 2 },
    { mode: 'tutorial', forfeit: 'm-1' },
    {
      mode: 'hotseat',
      rules: 'classic',
      players: [
        { name: 'Ana', deckId: null },
        { name: 'Ben', deckId: 'deck-1' },
      ],
    },
    { mode: 'daily', date: '2026-12-01' },
  ],
  'match.act': [
    { matchId: 'm-1', action: { type: 'end' } },
    { matchId: 'm-1', action: { type: 'stand' } },
    { matchId: 'm-1', action: { type: 'play', card: '±1', sign: '-' } },
    { matchId: 'm-1', action: { type: 'choose', cards: ['+1', '+2', '+3', '+4'] } },
  ],
  'match.resign': [{ matchId: 'm-1' }],
  'match.resume': [null],
  'match.hint': [{ matchId: 'm-1' }],
  'match.reveal': [{ matchId: 'm-1' }],
  'daily.get': [null],
  'campaign.get': [null],
  'settings.get': [null],
  'settings.update': [{ muted: true, language: 'de', window: { width: 960, maximized: false } }],
  'stats.get': [null],
  'achievements.list': [null],
  'collection.book': [null],
  'history.list': [null, { mode: 'daily', result: 'won', opponent: 'pip-odell' }],
  'history.get': [{ id: 'h-1' }],
  'history.decks': [null],
}

type Path = (string | number)[]

/** The paths to every plain object in a payload, the payload itself first. */
function objectPaths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectPaths(item, [...at, i]))
  if (value === null || typeof value !== 'object') return []
  const inner = Object.entries(value).flatMap(([key, v]) => objectPaths(v, [...at, key]))
  return [at, ...inner]
}

/** A copy of the payload with `change` made to the object at `path`. */
function changedAt(payload: unknown, path: Path, change: (object: object) => object): unknown {
  if (path.length === 0) return change(payload as object)
  const [head, ...rest] = path
  if (Array.isArray(payload))
    return payload.map((item, i) => (i === head ? changedAt(item, rest, change) : item))
  const object = payload as Record<string, unknown>
  return { ...object, [head as string]: changedAt(object[head as string], rest, change) }
}

const parses = (call: CallName, payload: unknown): boolean =>
  PAYLOAD_SCHEMAS[call].safeParse(payload).success

describe('the payload schemas', () => {
  it('are all sampled here, with payloads they accept', () => {
    expect(Object.keys(VALID).sort()).toEqual([...CALL_NAMES].sort())
    for (const call of CALL_NAMES)
      for (const payload of VALID[call]) expect([call, parses(call, payload)]).toEqual([call, true])
  })

  it('refuse one key more, in the payload or any object inside it, for every call', () => {
    for (const call of CALL_NAMES) {
      for (const payload of VALID[call]) {
        // a call that takes nothing refuses an object too
        const paths = payload === null ? [[]] : objectPaths(payload)
        for (const path of paths) {
          const grown = changedAt(payload ?? {}, path, (o) => ({ ...o, unexpected: 1 }))
          expect([call, path, parses(call, grown)]).toEqual([call, path, false])
        }
      }
    }
  })

  it('take a name of up to 64 characters and refuse a longer one, wherever a name is asked', () => {
    let names = 0
    for (const call of CALL_NAMES) {
      for (const payload of VALID[call]) {
        for (const path of objectPaths(payload)) {
          for (const key of ['name', 'confirm']) {
            let object: unknown = payload
            for (const step of path) object = (object as Record<string | number, unknown>)[step]
            if (typeof (object as Record<string, unknown>)[key] !== 'string') continue
            names++
            const withName = (length: number) =>
              changedAt(payload, path, (o) => ({ ...o, [key]: 'n'.repeat(length) }))
            expect([call, key, parses(call, withName(64))]).toEqual([call, key, true])
            expect([call, key, parses(call, withName(65))]).toEqual([call, key, false])
          }
        }
      }
    }
    // profiles create, rename, delete; decks create, rename, duplicate, import; two seats
    expect(names).toBe(9)
  })
})
