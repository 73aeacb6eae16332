import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cardsToComeBack } from '@common/comeback'
import { HISTORY_LIMIT } from '@common/history'
import type {
  DeckRecord,
  Hint,
  HistorySummary,
  MatchReplay,
  MatchUpdate,
  PlayerAction,
} from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { profileProblems, profileSchema, type ProfileData } from '@main/store'
import { newProfile } from '../profile/new-profile'
import { ok, playOut, refused, reviewed, simpleMove } from '@tools/testing/api-kit'
import { hotseatStart } from '@tools/testing/hotseat-start'
import { playSeededMatch } from '@tools/testing/history-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { keepRecord } from './record'

let dataDir: string
let cleanup: () => void
let api: Api

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-history-'))
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
})
afterEach(() => cleanup())

const quick = (seed: number, tier = 'rookie') =>
  ok<MatchUpdate>(api, 'match.start', {
    mode: 'quick',
    rules: 'classic',
    tier,
    deckId: 'deck-1',
    seed,
  })

const savedProfile = (): ProfileData =>
  (
    JSON.parse(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')) as {
      data: ProfileData
    }
  ).data

describe('the match history', () => {
  it('keeps a finished quick match and replays it to the table it ended on', async () => {
    const end = await playOut(api, await quick(3))
    const [line, ...rest] = await ok<HistorySummary[]>(api, 'history.list')
    expect(rest).toEqual([])
    expect(line).toMatchObject({
      id: end.matchId,
      mode: 'quick',
      rules: 'classic',
      opponent: { id: 'quick-rookie', tier: 'rookie' },
      result: end.result?.winner === 0 ? 'won' : 'lost',
      resigned: false,
      credits: 0,
      deckId: 'deck-1',
    })
    // the result says it is kept: the result screen offers its replay
    expect(end.result?.kept).toBe(true)
    const replay = await ok<MatchReplay>(api, 'history.get', { id: end.matchId })
    // the deal, named by the first move made in it; the match's end, where none was made
    expect(replay.frames[0]?.round).toBe(1)
    expect(replay.frames[0]?.move).not.toBeNull()
    const last = replay.frames[replay.frames.length - 1]
    expect(last?.move).toBeNull()
    expect(last?.phase).toBe('over')
    expect(last?.winner).toBe(end.view.winner)
    expect(last?.rounds).toEqual(end.view.rounds)
    for (const seat of [0, 1] as const) {
      expect(last?.players[seat].table).toEqual(end.view.players[seat].table)
      expect(last?.players[seat].total).toBe(end.view.players[seat].total)
    }
    // hands as the player saw them; the opponent's only once the match is over
    expect(replay.frames.every((f) => f.players[1].hand === null)).toBe(true)
    expect(replay.frames[1]?.players[0].hand).not.toBeNull()
    expect(replay.opponentHand.length).toBe(last?.players[1].handSize)
    expect(replay.decks[1]).toHaveLength(10)
    // kept compact: the deal and the moves, never a state
    const [record] = savedProfile().history ?? []
    expect(record?.moves).toMatch(/^[01][esp]/)
    expect(JSON.stringify(record)).not.toContain('"table"')
  })

  it('lists the score each match ended on: its rounds won, and its sets', async () => {
    const classic = await playOut(api, await quick(3))
    const tournament = await playOut(
      api,
      await ok<MatchUpdate>(api, 'match.start', {
        mode: 'quick',
        rules: 'tournament',
        tier: 'rookie',
        deckId: null,
        seed: 5,
      }),
    )
    // given up at the deal: nothing won by either side yet
    const resigned = await quick(4)
    await ok(api, 'match.resign', { matchId: resigned.matchId })
    const won = (end: MatchUpdate, seat: 0 | 1) =>
      end.view.rounds.filter((r) => r.winner === seat).length
    const expected = (end: MatchUpdate) => ({
      rounds: [won(end, 0), won(end, 1)],
      sets: [end.view.players[0].setWins, end.view.players[1].setWins],
    })
    const scores = async () =>
      new Map(
        (await ok<HistorySummary[]>(api, 'history.list')).map((line) => [line.id, line.score]),
      )
    const listed = await scores()
    expect(listed.get(classic.matchId)).toEqual(expected(classic))
    expect(Math.max(...expected(classic).rounds)).toBe(3)
    expect(listed.get(tournament.matchId)).toEqual(expected(tournament))
    expect(Math.max(...expected(tournament).sets)).toBe(2)
    expect(listed.get(resigned.matchId)).toEqual({ rounds: [0, 0], sets: [0, 0] })
    // kept in each record on disk as the match ended, which is what the list shows
    const kept = savedProfile().history ?? []
    expect(kept).toHaveLength(3)
    for (const record of kept) expect(record.score).toEqual(listed.get(record.id))
    // asked again and in the replay's summary: the same
    expect(await scores()).toEqual(listed)
    const replay = await ok<MatchReplay>(api, 'history.get', { id: tournament.matchId })
    expect(replay.summary.score).toEqual(expected(tournament))
  })

  it('keeps resigned, forfeited, campaign and tutorial matches too, with their credits', async () => {
    const first = await quick(4)
    await ok(api, 'match.resign', { matchId: first.matchId })
    const second = await quick(5, 'kotor')
    const campaign = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: 'deck-1',
      wager: 100,
      forfeit: second.matchId,
    })
    const settled = await playOut(api, campaign)
    const tutorial = await playOut(
      api,
      await ok<MatchUpdate>(api, 'match.start', { mode: 'tutorial' }),
    )
    const list = await ok<HistorySummary[]>(api, 'history.list')
    expect(list.map((l) => l.id)).toEqual([
      tutorial.matchId,
      campaign.matchId,
      second.matchId,
      first.matchId,
    ])
    expect(list.map((l) => [l.mode, l.result, l.resigned])).toEqual([
      ['tutorial', tutorial.result?.winner === 0 ? 'won' : 'lost', false],
      ['campaign', settled.result?.winner === 0 ? 'won' : 'lost', false],
      ['quick', 'lost', true],
      ['quick', 'lost', true],
    ])
    expect(list[1]?.credits).toBe(settled.result?.creditsDelta)
    expect(list[1]?.credits).not.toBe(0)
    expect(list[1]?.opponent.id).toBe('pip-odell')
    // every kept match replays, the resigned ones to a loss where they stood
    for (const line of list) {
      const replay = await ok<MatchReplay>(api, 'history.get', { id: line.id })
      expect(replay.frames[replay.frames.length - 1]?.phase).toBe('over')
    }
    const resigned = await ok<MatchReplay>(api, 'history.get', { id: first.matchId })
    expect(resigned.frames[resigned.frames.length - 1]?.winner).toBe(1)
    // filters
    expect(
      (await ok<HistorySummary[]>(api, 'history.list', { mode: 'quick' })).map((l) => l.id),
    ).toEqual([second.matchId, first.matchId])
    expect(
      await ok<HistorySummary[]>(api, 'history.list', { mode: 'quick', result: 'won' }),
    ).toEqual([])
    // by opponent: their id, alone or with the other filters
    const against = async (filter: object): Promise<string[]> =>
      (await ok<HistorySummary[]>(api, 'history.list', filter)).map((l) => l.id)
    expect(await against({ opponent: 'pip-odell' })).toEqual([campaign.matchId])
    for (const { opponent } of list)
      expect(await against({ opponent: opponent.id })).toEqual(
        list.filter((l) => l.opponent.id === opponent.id).map((l) => l.id),
      )
    expect(await against({ opponent: 'quick-rookie', mode: 'quick' })).toEqual([first.matchId])
    expect(await against({ opponent: 'pip-odell', mode: 'quick' })).toEqual([])
    expect(await against({ opponent: 'nobody' })).toEqual([])
    expect(profileProblems(savedProfile())).toEqual([])
  })

  it('counts a hot-seat match as neither won nor lost: its result is only seat 1’s', async () => {
    const lost = await quick(4)
    await ok(api, 'match.resign', { matchId: lost.matchId })
    // each seat gives up once (the one with the move at the deal), so one kept hot-seat match
    // says "won" and the other "lost"
    const hotseat: string[] = []
    for (const [seed, quitter] of [
      [5, 0],
      [4, 1],
    ] as const) {
      const started = await ok<MatchUpdate>(api, 'match.start', hotseatStart(seed))
      expect(started.view.turn).toBe(quitter)
      await ok(api, 'match.resign', { matchId: started.matchId })
      hotseat.unshift(started.matchId)
    }
    const ids = async (filter: object): Promise<string[]> =>
      (await ok<HistorySummary[]>(api, 'history.list', filter)).map((l) => l.id)
    const all = await ok<HistorySummary[]>(api, 'history.list')
    expect(all.map((l) => [l.mode, l.result])).toEqual([
      ['hotseat', 'won'],
      ['hotseat', 'lost'],
      ['quick', 'lost'],
    ])
    expect(await ids({ result: 'lost' })).toEqual([lost.matchId])
    expect(await ids({ result: 'won' })).toEqual([])
    expect(await ids({ mode: 'hotseat' })).toEqual(hotseat)
    expect(await ids({ mode: 'hotseat', result: 'won' })).toEqual([])
    expect(await ids({ mode: 'hotseat', result: 'lost' })).toEqual([])
  })

  it('refuses a bad id and a missing one with clear codes, changing nothing', async () => {
    for (const payload of [
      undefined,
      {},
      { id: '' },
      { id: 'x'.repeat(65) },
      { id: 5 },
      { id: 'a', more: 1 },
    ])
      expect((await refused(api, 'history.get', payload)).code, JSON.stringify(payload)).toBe(
        'invalid-payload',
      )
    for (const filter of [
      { mode: 'solitaire' },
      { result: 'draw' },
      { mode: 'quick', page: 2 },
      { opponent: '' },
      { opponent: 'x'.repeat(65) },
      { opponent: 7 },
    ])
      expect((await refused(api, 'history.list', filter)).code).toBe('invalid-payload')
    expect(await refused(api, 'history.get', { id: 'match-99-00000000' })).toEqual({
      code: 'not-found',
      key: 'errors.history.notFound',
    })
    await ok(api, 'profiles.load', { slot: 1 })
    expect(savedProfile().history).toBeUndefined()
  })

  it('keeps the last 200 matches, dropping the oldest', () => {
    const profile = newProfile('Ana', '2026-01-01T00:00:00.000Z')
    const { record } = playSeededMatch('classic', 3, 'random')
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++)
      keepRecord(profile, { ...record, id: `match-${n}` })
    expect(profile.history).toHaveLength(HISTORY_LIMIT)
    expect(profile.history?.[0]?.id).toBe('match-6')
    expect(profile.history?.[HISTORY_LIMIT - 1]?.id).toBe(`match-${HISTORY_LIMIT + 5}`)
    expect(profileSchema.safeParse(profile).success).toBe(true)
    expect(profileProblems(profile)).toEqual([])
    // the schema holds the line too: a file with more is damaged
    const over = { ...profile, history: [...(profile.history ?? []), { ...record, id: 'x' }] }
    expect(profileSchema.safeParse(over).success).toBe(false)
  })

  it('counts each deck: matches, wins and the cards played most', async () => {
    for (const seed of [1, 2]) await playOut(api, await quick(seed))
    const [deck] = await ok<DeckRecord[]>(api, 'history.decks')
    const list = await ok<HistorySummary[]>(api, 'history.list')
    expect(deck).toMatchObject({ deckId: 'deck-1', starter: true, deleted: false, matches: 2 })
    expect(deck?.won).toBe(list.filter((l) => l.result === 'won').length)
    const played = deck?.mostPlayed.map((c) => c.played) ?? []
    expect(played).toEqual([...played].sort((a, b) => b - a))
  })

  it("names the rules a deck's cards are drawn in: its matches', else most of them's", async () => {
    /** a quick match given up at the deal, kept in the history under `rules` */
    const resigned = async (rules: string, deckId: string | null) => {
      const start = { mode: 'quick', rules, tier: 'rookie', deckId }
      const started = await ok<MatchUpdate>(api, 'match.start', start)
      await ok(api, 'match.resign', { matchId: started.matchId })
    }
    const rulesOf = async (deckId: string | null) =>
      (await ok<DeckRecord[]>(api, 'history.decks')).find((d) => d.deckId === deckId)?.rules
    // one ruleset: its own, the tournament's as much as classic's
    await resigned('tournament', '@sampler')
    await resigned('tournament', '@sampler')
    await resigned('classic', 'deck-1')
    expect(await rulesOf('@sampler')).toBe('tournament')
    expect(await rulesOf('deck-1')).toBe('classic')
    // mixed: the one most of its matches were played under
    for (const rules of ['cantina', 'tournament', 'cantina']) await resigned(rules, null)
    expect(await rulesOf(null)).toBe('cantina')
    // a tie, here between two rulesets neither of them classic: classic
    await resigned('tournament', null)
    expect(await rulesOf(null)).toBe('classic')
    // the record says what the kept files say: the same after the profile is loaded again
    await ok(api, 'profiles.load', { slot: 1 })
    expect(await rulesOf('@sampler')).toBe('tournament')
  })
})

describe('the review', () => {
  it('values each decision as match.hint does, marks it by the points it cost, and scores the match', async () => {
    let update = await quick(8, 'veteran')
    const hints: Hint[] = []
    /** both totals on the table at each hint: the position the player decided in */
    const totals: number[][] = []
    let n = 0
    while (update.result === null) {
      const { view } = update
      let action: PlayerAction = simpleMove(update)
      // a round no card can save is taken as lost (the table's Take the loss): no decision
      const lost = cardsToComeBack(view) === null
      if (lost) action = { type: 'end' }
      if (view.phase === 'turn' && !lost) {
        const hint = await ok<Hint>(api, 'match.hint', { matchId: update.matchId })
        hints.push(hint)
        totals.push(view.players.map((p) => p.total))
        // follow the hint on every other decision, so some moves are not the best
        if (n++ % 2 === 0) action = hint.action
      }
      update = await ok<MatchUpdate>(api, 'match.act', { matchId: update.matchId, action })
    }
    const first = await ok<MatchReplay>(api, 'history.get', { id: update.matchId })
    expect(first.review).toMatchObject({ status: 'computing', total: hints.length })
    const review = await reviewed(api, update.matchId)
    expect(review.decisions).toHaveLength(hints.length)
    review.decisions.forEach((d, i) => {
      const hint = hints[i] as Hint
      expect(d.bestChance, `decision ${i}`).toBe(hint.winChance)
      expect(d.best).toEqual(hint.action)
      expect(d.chosenChance).toBeLessThanOrEqual(d.bestChance)
      expect(d.loss).toBeCloseTo(Math.max(0, (d.bestChance - d.chosenChance) * 100), 0)
      // the verdict sits on the step that names the move, over the table it was decided at
      const frame = first.frames[d.frame]
      expect(frame?.move?.player).toBe(0)
      expect(frame?.move?.action).toEqual(d.chosen)
      expect(
        frame?.players.map((p) => p.total),
        `decision ${i}`,
      ).toEqual(totals[i])
      if (d.loss >= 20) expect(d.mark).toBe('blunder')
      else if (d.loss >= 8) expect(d.mark).toBe('mistake')
      else if (d.loss >= 3) expect(d.mark).toBe('inaccuracy')
      else expect(d.mark).toBeNull()
    })
    const scores = review.decisions.map((d) => 100 * Math.max(0, 1 - d.loss / 20))
    expect(review.accuracy).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 0)
    // computed once: asked again, the same review comes back at once
    expect((await ok<MatchReplay>(api, 'history.get', { id: update.matchId })).review).toEqual(
      review,
    )
  })
})
