/**
 * A kept match whose moves make no match (edited by hand, with the checksum made again, so the
 * file loads): it is listed as damaged, it cannot be replayed, and nothing else that reads the
 * history fails for it: not the list, not each deck's record on the Stats screen, not the next
 * match kept beside it. On real files and the real main.
 */
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RecordDamage } from '@common/history'
import type { DeckRecord, HistorySummary, MatchReplay, MatchUpdate, Stats } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { profileFile, savesDir, type HistoryRecord, type ProfileData } from '@main/store'
import { ok, playOut, refused } from '@tools/testing/api-kit'
import { editSaveFile, steppingClock, tempDir } from '@tools/testing/store-helpers'
import { parseMoves } from './moves'

let dataDir: string
let cleanup: () => void
let api: Api

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-damage-'))
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
})
afterEach(() => cleanup())

const quick = (seed: number) =>
  ok<MatchUpdate>(api, 'match.start', {
    mode: 'quick',
    rules: 'classic',
    tier: 'rookie',
    deckId: 'deck-1',
    seed,
  })

/**
 * Changes the saved profile as a hand would, checksum and all, and starts main again on it
 * (so nothing of the record is held from before).
 */
async function editSave(edit: (profile: ProfileData) => void): Promise<void> {
  editSaveFile(join(savesDir(dataDir), profileFile(1)), edit)
  api = createApi({ dataDir, host: 'web', seed: 8, now: steppingClock() })
  await ok(api, 'profiles.load', { slot: 1 })
}

/** The first move's seat turned over: the other seat moves out of turn. */
const outOfTurn = (moves: string): string => `${moves[0] === '0' ? '1' : '0'}${moves.slice(1)}`

/** Every move but the last: a match that was won stops a move short of its end. */
const shortOfTheEnd = (moves: string): string => moves.split(' ').slice(0, -1).join(' ')

const DAMAGE: [RecordDamage, string, (moves: string) => string][] = [
  ['unreadable', 'a token that is no move', (moves) => `${moves} 0x`],
  ['unreadable', 'a card no deck holds', (moves) => `0pZ9 ${moves}`],
  ['refused', 'a move out of turn', outOfTurn],
  ['unfinished', 'moves that stop before the end', shortOfTheEnd],
]

describe('a kept match whose moves make no match', () => {
  it.each(DAMAGE)('is listed as %s (%s) and nothing else fails', async (damage, _what, change) => {
    const ends = [await playOut(api, await quick(3)), await playOut(api, await quick(5))]
    const [first, second] = ends.map((end) => end.matchId) as [string, string]
    const decksBefore = await ok<DeckRecord[]>(api, 'history.decks')
    let damaged = ''
    await editSave((profile) => {
      const record = profile.history?.[0] as HistoryRecord
      damaged = record.moves
      record.moves = change(record.moves)
    })
    expect(damaged).not.toBe('')

    // the list: the damaged line says so, in its own words, and keeps its result and score
    const lines = await ok<HistorySummary[]>(api, 'history.list')
    expect(lines.map((l) => [l.id, l.damaged])).toEqual([
      [second, undefined],
      [first, damage],
    ])
    expect(lines[1]?.score).not.toBeNull()
    // its replay is refused with a reason; the other one's still plays
    expect(await refused(api, 'history.get', { id: first })).toMatchObject({
      code: 'rejected',
      key: 'errors.history.damaged',
    })
    expect(
      (await ok<MatchReplay>(api, 'history.get', { id: second })).frames.length,
    ).toBeGreaterThan(1)

    // each deck's record (the Stats screen): the match and its result count, its cards do not
    const [deck] = await ok<DeckRecord[]>(api, 'history.decks')
    const [before] = decksBefore
    expect(deck?.matches).toBe(2)
    expect(deck?.won).toBe(before?.won)
    const playedByPlayer = parseMoves(damaged).filter((m) => m.type === 'play' && m.player === 0)
    const countOf = (record: DeckRecord | undefined) =>
      (record?.mostPlayed ?? []).reduce((sum, c) => sum + c.played, 0)
    // (five most played cards at most: with few cards played, every one of them is listed)
    if (countOf(before) <= 5) expect(countOf(deck)).toBe(countOf(before) - playedByPlayer.length)
    await ok<Stats>(api, 'stats.get')

    // and the next match is kept beside it: the save with the damaged record still saves
    const third = await playOut(api, await quick(9))
    expect(third.result?.kept).toBe(true)
    expect((await ok<HistorySummary[]>(api, 'history.list')).map((l) => l.id)).toEqual([
      third.matchId,
      second,
      first,
    ])
  })

  it('has no score to show when it was kept before records held their score', async () => {
    const end = await playOut(api, await quick(3))
    await editSave((profile) => {
      const record = profile.history?.[0] as HistoryRecord
      delete record.score
      record.moves = outOfTurn(record.moves)
    })
    const [line] = await ok<HistorySummary[]>(api, 'history.list')
    expect(line).toMatchObject({ id: end.matchId, damaged: 'refused', score: null })
  })

  it('is never what the game keeps: every match played through is whole', async () => {
    for (const seed of [3, 5, 9, 11]) await playOut(api, await quick(seed))
    // a forfeit by starting another, and a resignation, end where they stood
    const forfeited = await quick(13)
    const resigned = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'cantina',
      tier: 'rookie',
      deckId: 'deck-1',
      seed: 14,
      forfeit: forfeited.matchId,
    })
    await ok(api, 'match.resign', { matchId: resigned.matchId })
    const lines = await ok<HistorySummary[]>(api, 'history.list')
    expect(lines).toHaveLength(6)
    expect(lines.filter((l) => l.damaged !== undefined)).toEqual([])
  })
})
