/**
 * The score each kept match ended on: written into its record when the match is kept, and for
 * a record kept before it was, worked out by replaying the moves, on real files and the real
 * main. A damaged score is damage like any other field's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { HistoryScore } from '@common/history'
import type { HistorySummary, MatchReplay, MatchUpdate } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import {
  historyRecordSchema,
  Notices,
  PROFILE_KIND,
  profileFile,
  SaveRepository,
  savesDir,
  type ProfileData,
} from '@main/store'
import { ok, playOut, simpleMove } from '@tools/testing/api-kit'
import { playSeededMatch } from '@tools/testing/history-kit'
import { editSaveFile, steppingClock, tempDir } from '@tools/testing/store-helpers'
import { newProfile } from '../profile/new-profile'

const FILE = profileFile(1)
let dataDir: string
let cleanup: () => void
let api: Api

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-score-'))
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
})
afterEach(() => cleanup())

const savedProfile = (dir: string): ProfileData =>
  (JSON.parse(readFileSync(join(savesDir(dir), FILE), 'utf8')) as { data: ProfileData }).data

/** The score a match's view shows: the rounds each side won over the match, and the sets. */
function shown(update: MatchUpdate): HistoryScore {
  const won = (seat: 0 | 1) => update.view.rounds.filter((r) => r.winner === seat).length
  return {
    rounds: [won(0), won(1)],
    sets: [update.view.players[0].setWins, update.view.players[1].setWins],
  }
}

const tournament = (seed: number) =>
  ok<MatchUpdate>(api, 'match.start', {
    mode: 'quick',
    rules: 'tournament',
    tier: 'rookie',
    deckId: null,
    seed,
  })

/** Two matches kept: a tournament played out, and one given up once its first set was won. */
async function keepTwo(): Promise<Map<string, HistoryScore>> {
  const played = await playOut(api, await tournament(5))
  let update = await tournament(9)
  while (update.view.players[0].setWins + update.view.players[1].setWins === 0) {
    update = await ok<MatchUpdate>(api, 'match.act', {
      matchId: update.matchId,
      action: simpleMove(update),
    })
  }
  await ok(api, 'match.resign', { matchId: update.matchId })
  return new Map([
    [played.matchId, shown(played)],
    [update.matchId, shown(update)],
  ])
}

describe('the score a kept match ended on', () => {
  it('is written into the record on disk when the match is kept', async () => {
    const expected = await keepTwo()
    const kept = savedProfile(dataDir).history ?? []
    expect(new Map(kept.map((r) => [r.id, r.score]))).toEqual(expected)
    // a full tournament's sets, and a resignation where it stood: a set and its rounds
    const [played, given] = [...expected.values()]
    expect(Math.max(...(played?.sets ?? []))).toBe(2)
    expect(given?.sets.reduce((a, b) => a + b)).toBe(1)
    expect(given?.rounds.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(3)
  })

  it('of a record kept before the score was: replayed, and listed as it ended', async () => {
    const expected = await keepTwo()
    // the same profile as an older build saved it: the records without their score
    const older = savedProfile(dataDir)
    for (const record of older.history ?? []) delete record.score
    const made = tempDir('pazaak-score-old-')
    try {
      const repo = new SaveRepository({
        dir: savesDir(made.dir),
        now: steppingClock(),
        notices: new Notices(),
      })
      await repo.save(FILE, PROFILE_KIND, older)
      expect(readFileSync(join(savesDir(made.dir), FILE), 'utf8')).not.toContain('"score"')
      const old = createApi({ dataDir: made.dir, host: 'web', now: steppingClock() })
      await ok(old, 'profiles.load', { slot: 1 })
      const list = await ok<HistorySummary[]>(old, 'history.list')
      expect(new Map(list.map((line) => [line.id, line.score]))).toEqual(expected)
      // asked again (replayed once, then held), and in the replay's summary: the same
      expect((await ok<HistorySummary[]>(old, 'history.list')).map((l) => l.score)).toEqual(
        list.map((l) => l.score),
      )
      const [given, score] = [...expected.entries()][1] ?? []
      const replay = await ok<MatchReplay>(old, 'history.get', { id: given })
      expect(replay.summary.score).toEqual(score)
    } finally {
      made.cleanup()
    }
  })

  it('is read as kept, not replayed, where the record holds one', async () => {
    const expected = await keepTwo()
    const [id] = [...expected.keys()]
    const profile = savedProfile(dataDir)
    const record = profile.history?.find((r) => r.id === id)
    if (!record) throw new Error('not kept')
    // a score the moves do not lead to (still a valid one): only the record can have said it
    record.score = { rounds: [1, 0], sets: [0, 0] }
    const made = tempDir('pazaak-score-kept-')
    try {
      const repo = new SaveRepository({
        dir: savesDir(made.dir),
        now: steppingClock(),
        notices: new Notices(),
      })
      await repo.save(FILE, PROFILE_KIND, profile)
      const other = createApi({ dataDir: made.dir, host: 'web', now: steppingClock() })
      await ok(other, 'profiles.load', { slot: 1 })
      const list = await ok<HistorySummary[]>(other, 'history.list')
      expect(list.find((l) => l.id === id)?.score).toEqual({ rounds: [1, 0], sets: [0, 0] })
    } finally {
      made.cleanup()
    }
  })
})

describe('a damaged score', () => {
  const DAMAGED: [string, unknown][] = [
    ['a negative count', { rounds: [-1, 3], sets: [0, 1] }],
    ['a fraction', { rounds: [1.5, 3], sets: [0, 1] }],
    ['a count written as text', { rounds: ['1', 3], sets: [0, 1] }],
    ['a third side', { rounds: [1, 3, 0], sets: [0, 1] }],
    ['no sets', { rounds: [1, 3] }],
    ['an unknown key', { rounds: [1, 3], sets: [0, 1], games: 4 }],
    ['a count past any match', { rounds: [1, 3], sets: [0, 100] }],
    ['null', null],
  ]

  it.each(DAMAGED)('is refused by the record schema: %s', (_label, score) => {
    const { record } = playSeededMatch('classic', 3, 'random')
    const sound = { rounds: [1, 3], sets: [0, 1] }
    expect(historyRecordSchema.safeParse({ ...record, score: sound }).success).toBe(true)
    expect(historyRecordSchema.safeParse({ ...record, score }).success).toBe(false)
  })

  it('sets the file aside on load and the backup is used, with a notice', async () => {
    const made = tempDir('pazaak-score-damaged-')
    const dir = made.dir
    const repo = new SaveRepository({ dir, now: steppingClock(), notices: new Notices() })
    const { record } = playSeededMatch('classic', 3, 'random')
    const older = newProfile('Ana', '2026-01-01T00:00:00.000Z')
    older.history = [record]
    await repo.save(FILE, PROFILE_KIND, older)
    await repo.save(FILE, PROFILE_KIND, { ...older, history: [record, { ...record, id: 'm-2' }] })
    // damage the newest save's score with a correct checksum: only the schema can tell
    editSaveFile<{ history: { score: unknown }[] }>(join(dir, FILE), (data) => {
      data.history[1]!.score = { rounds: [-1, 3], sets: [0, 1] }
    })

    const notices = new Notices()
    const loaded = await new SaveRepository({ dir, now: steppingClock(), notices }).load(
      FILE,
      PROFILE_KIND,
      'slot-1',
    )
    expect(loaded?.history?.map((r) => r.id)).toEqual([record.id])
    expect(loaded?.history?.[0]?.score).toEqual(record.score)
    expect(notices.take()[0]?.message).toMatchObject({
      key: 'notices.restoredDamaged',
      params: { save: 'slot-1', why: 'not-accepted' },
    })
    expect(readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true)
    made.cleanup()
  })
})
