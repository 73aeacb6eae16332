/**
 * Saves edited by hand, at random (the save fuzz). A profile is played a little through the real
 * api: a card bought, matches kept (quick ones played out, a staked campaign match, a hot-seat
 * match given up) and one left open. Then, one edit at a time, a value anywhere in its data is
 * changed, a list shortened, grown or turned round, or a field left out, and the checksum made
 * good again, so that only main's own checks (schema, invariants) can refuse it. A new main on a
 * copy of the folder loads each: it sets the file aside, or accepts it; an accepted one is read
 * by every call the screens make, then changed as a player would (a move in the open match, a
 * resignation, a purchase, a deck copied, a rename, a new match) and loaded once more by another
 * new main. Main may refuse a call with a reason, never fail one (`internal`), and what it wrote
 * must load as it was written: whatever a save main accepts holds, every screen can show, and
 * the player can go on playing it without the next write being refused or set aside.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hint, MatchUpdate, Result } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { Rng, seedState } from '@main/engine/rng'
import { profileFile, savesDir } from '@main/store'
import { ok, playOut } from './api-kit'
import { hotseatStart } from './hotseat-start'
import { editSaveFile, steppingClock, tempDir } from './store-helpers'

/** What a run of the save fuzz did and found. */
export interface SaveFuzzReport {
  edits: number
  /** edits main loaded as they were */
  accepted: number
  /** edits main set aside as damaged (its backup loaded instead) */
  setAside: number
  /** accepted edits on which at least one of the player's changes was written */
  written: number
  /** the top-level parts of the profile (wallet, history, match…) an accepted edit changed */
  reached: Set<string>
  /** each call that failed, once per call and edited field: `history.decks at history.1.moves` */
  failures: string[]
}

/** A place in the profile's data: its keys and indices from the top. */
type Path = (string | number)[]

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every place in `value` below its top, containers and leaves alike. */
function placesIn(value: Json, path: Path = []): Path[] {
  const inner: [string | number, Json][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : []
  return inner.flatMap(([key, item]) => [[...path, key], ...placesIn(item, [...path, key])])
}

function at(value: Json, path: Path): Json {
  let here: Json = value
  for (const key of path) here = (here as Record<string | number, Json>)[key] as Json
  return here
}

function put(value: Json, path: Path, replacement: Json): void {
  const parent = at(value, path.slice(0, -1)) as Record<string | number, Json>
  parent[path[path.length - 1] as string | number] = replacement
}

/** One edit a hand might make at `path`: another value of its kind, or the list or object cut. */
function edited(rng: Rng, current: Json, strings: readonly string[]): Json {
  const pick = <T>(items: readonly T[]): T => items[rng.int(0, items.length - 1)] as T
  if (typeof current === 'number')
    return pick([0, 1, -1, 2, 3, 7, 20, 21, 99, 1000, 1_000_000, current + 1, current - 1, 0.5])
  // a string from elsewhere in the save (an id, a card, a date, a move) is the likeliest edit
  if (typeof current === 'string')
    return pick(['', 'x', `${current}x`, pick(strings), pick(strings), pick(strings)])
  if (typeof current === 'boolean') return !current
  if (current === null) return pick([pick(strings), 0, 1])
  if (Array.isArray(current)) {
    const list = [...current]
    const how = rng.int(0, 2)
    if (how === 0 && list.length > 0) list.splice(rng.int(0, list.length - 1), 1)
    else if (how === 1 && list.length > 0) list.push(structuredClone(pick(list)))
    else list.reverse()
    return list
  }
  const object = { ...current }
  const keys = Object.keys(object)
  if (keys.length > 0) delete object[pick(keys)]
  return object
}

/** The profile the edits start from, played through the api on a new folder. */
async function playedProfile(dir: string): Promise<{ openMatch: string; kept: string }> {
  const api = createApi({ dataDir: dir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
  await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
  const quick = (rules: string, tier: string, seed: number) =>
    ok<MatchUpdate>(api, 'match.start', { mode: 'quick', rules, tier, deckId: null, seed })
  const first = await playOut(api, await quick('classic', 'rookie', 3))
  await playOut(api, await quick('cantina', 'veteran', 4))
  const campaign = await ok<MatchUpdate>(api, 'match.start', {
    mode: 'campaign',
    opponentId: 'pip-odell',
    deckId: 'deck-1',
    wager: 100,
  })
  await playOut(api, campaign)
  const hotseat = await ok<MatchUpdate>(api, 'match.start', hotseatStart(5))
  await ok(api, 'match.resign', { matchId: hotseat.matchId })
  const open = await quick('tournament', 'rookie', 6)
  await api.flush()
  return { openMatch: open.matchId, kept: first.matchId }
}

/** Every call a screen makes to show the loaded profile, with what it sends. */
function reads(openMatch: string, kept: string): [string, unknown][] {
  return [
    ['profiles.current', null],
    ['profiles.list', null],
    ['wallet.get', null],
    ['wallet.ledger', { limit: 50 }],
    ['collection.get', null],
    ['collection.book', null],
    ['decks.list', null],
    ['shop.merchants', null],
    ['campaign.get', null],
    ['daily.get', null],
    ['stats.get', null],
    ['achievements.list', null],
    ['history.list', null],
    ['history.decks', null],
    ['history.get', { id: kept }],
    ['match.resume', null],
    ['match.hint', { matchId: openMatch }],
    ['settings.get', null],
    ['app.notices', null],
  ]
}

/**
 * Changes the loaded profile as a player goes on: the hinted move and a resignation in the open
 * match, a card bought, the first deck copied, a rename, a quick match started. Reports each
 * call that failed (`internal`) through `failedCall`; returns whether any change was written.
 */
async function playOn(
  api: Api,
  openMatch: string,
  failedCall: (call: string) => void,
): Promise<boolean> {
  const hint = await api.call('match.hint', { matchId: openMatch })
  const move: [string, unknown][] = hint.ok
    ? [['match.act', { matchId: openMatch, action: (hint.value as Hint).action }]]
    : []
  const changes: [string, unknown][] = [
    ...move,
    ['match.resign', { matchId: openMatch }],
    ['shop.buy', { merchantId: 'vessa', card: '+1' }],
    ['decks.duplicate', { id: 'deck-1', name: 'Copy' }],
    ['profiles.rename', { slot: 1, name: 'Bea' }],
    ['match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null, seed: 9 }],
  ]
  let written = false
  for (const [call, arg] of changes) {
    const answer = await api.call(call, arg)
    if (answer.ok) written = true
    else if (answer.error.code === 'internal') failedCall(call)
  }
  return written
}

/** Whether main refused the slot's load or set its file aside (as damaged) while loading it. */
function notLoaded(answer: Result<unknown>, dir: string): boolean {
  return !answer.ok || readdirSync(savesDir(dir)).some((f) => f.includes('.corrupt-'))
}

/** Makes `edits` seeded edits of a played profile and reports what main did with each. */
export async function fuzzTheSaves(edits: number, seed: number): Promise<SaveFuzzReport> {
  const made = tempDir('pazaak-save-fuzz-')
  const report: SaveFuzzReport = {
    edits,
    accepted: 0,
    setAside: 0,
    written: 0,
    reached: new Set(),
    failures: [],
  }
  try {
    const { openMatch, kept } = await playedProfile(made.dir)
    const file = join(savesDir(made.dir), profileFile(1))
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { data: Json }
    const places = placesIn(saved.data)
    const strings = [
      ...new Set(places.map((p) => at(saved.data, p)).filter((v) => typeof v === 'string')),
    ] as string[]
    const rng = new Rng(seedState(seed))
    const failed = new Set<string>()
    for (let n = 0; n < edits; n++) {
      const path = places[rng.int(0, places.length - 1)] as Path
      const copy = mkdtempSync(join(tmpdir(), 'pazaak-save-fuzz-copy-'))
      try {
        cpSync(made.dir, copy, { recursive: true })
        editSaveFile<Json>(join(savesDir(copy), profileFile(1)), (data) =>
          put(data, path, edited(rng, at(data, path), strings)),
        )
        const api: Api = createApi({ dataDir: copy, host: 'web', seed: 8, now: steppingClock() })
        if (notLoaded(await api.call('profiles.load', { slot: 1 }), copy)) {
          report.setAside += 1
          continue
        }
        report.accepted += 1
        report.reached.add(String(path[0]))
        /** A call that failed on this edit, reported once per call and edited place. */
        const fail = (call: string): void => {
          const where = `${call} at ${path.join('.')}`
          if (!failed.has(where)) {
            failed.add(where)
            report.failures.push(where)
          }
        }
        for (const [call, arg] of reads(openMatch, kept)) {
          const answer = await api.call(call, arg)
          if (!answer.ok && answer.error.code === 'internal') fail(call)
        }
        if (await playOn(api, openMatch, fail)) report.written += 1
        await api.flush()
        const again = createApi({ dataDir: copy, host: 'web', seed: 9, now: steppingClock() })
        if (notLoaded(await again.call('profiles.load', { slot: 1 }), copy)) fail('reload')
        await again.flush()
      } finally {
        rmSync(copy, { recursive: true, force: true })
      }
    }
  } finally {
    made.cleanup()
  }
  return report
}
