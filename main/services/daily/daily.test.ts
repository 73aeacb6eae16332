import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type {
  AchievementView,
  DailyView,
  HistorySummary,
  MatchUpdate,
  PlayerAction,
  Stats,
  Wallet,
} from '@preload/contract'
import type { Action } from '@main/engine'
import { DAILY_COUNTED_ACHIEVEMENTS } from '@common/achievements'
import { createApi, type Api } from '@main/api/router'
import { ok, refused, walletBooks } from '@tools/testing/api-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { MAX_DAILY_DAYS, type ProfileData } from '@main/store'
import { dailyChallenge } from './challenge'
import { attemptOn, beginAttempt, currentStreak, dailyView, finishAttempt } from './daily'

let api: Api
let dataDir: string
let cleanup: () => void
/** The pinned clock main reads: local noon of the day under test. */
let today = new Date(2026, 11, 1, 12)

function open(): Api {
  return createApi({ dataDir, host: 'web', now: () => new Date(today) })
}

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-daily-'))
  today = new Date(2026, 11, 1, 12)
  api = open()
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
})
afterEach(() => cleanup())

/** Plays the match out as the human (seat 0): a plain player, as in the api kit. */
async function playOut(first: MatchUpdate, aim: 'win' | 'any' = 'any'): Promise<MatchUpdate> {
  let update = first
  for (let n = 0; update.result === null; n++) {
    if (n > 2_000) throw new Error('the match did not end')
    const legal = update.view.legal
    const strip = ({ player: _p, ...rest }: Action): PlayerAction => rest as PlayerAction
    const choose = legal.find((a) => a.type === 'choose')
    const total = update.view.players[0].total
    const play = legal.find((a) => a.type === 'play')
    const action: PlayerAction = choose
      ? strip(choose)
      : total > 20 && play
        ? strip(play)
        : total >= (aim === 'win' ? 18 : 17)
          ? { type: 'stand' }
          : { type: 'end' }
    update = await ok<MatchUpdate>(api, 'match.act', { matchId: update.matchId, action })
  }
  return update
}

const startDaily = (forfeit?: string) =>
  ok<MatchUpdate>(api, 'match.start', forfeit ? { mode: 'daily', forfeit } : { mode: 'daily' })

describe('the daily challenge in main', () => {
  it('deals the day main’s clock says, whatever the renderer sends', async () => {
    const view = await ok<DailyView>(api, 'daily.get')
    const { opponentDeck, ...deal } = dailyChallenge('2026-12-01')
    expect(view.today).toEqual(deal)
    expect(JSON.stringify(view)).not.toContain('opponentDeck')
    expect(opponentDeck).toHaveLength(10)
    expect(view.attempt).toBeNull()
    const first = await startDaily()
    expect(first.daily).toEqual({ date: '2026-12-01', counted: true })
    expect(first.view.rules).toBe(view.today.rules)
    expect(first.view.players[0].pool ?? first.view.players[0].hand ?? []).not.toHaveLength(0)
    expect(first.opponent).toEqual(view.today.opponent)
    expect(first.replay).toEqual({ mode: 'daily', date: '2026-12-01' })
    // the renderer may not choose the day or the seed
    expect((await refused(api, 'match.start', { mode: 'daily', seed: 1 })).code).toBe(
      'invalid-payload',
    )
  })

  it('deals every player the same match that day (two profiles, two data folders)', async () => {
    const mine = await startDaily()
    const other = tempDir('pazaak-daily-other-')
    try {
      const theirs = createApi({ dataDir: other.dir, host: 'web', now: () => new Date(today) })
      await ok(theirs, 'profiles.create', { slot: 2, name: 'Bo' })
      const dealt = await ok<MatchUpdate>(theirs, 'match.start', { mode: 'daily' })
      expect(dealt.view).toEqual(mine.view)
      expect(dealt.events).toEqual(mine.events)
    } finally {
      other.cleanup()
    }
  })

  it('counts the first start of a day only; a forfeit is a lost day; replays count nothing', async () => {
    const first = await startDaily()
    let view = await ok<DailyView>(api, 'daily.get')
    expect(view.attempt).toMatchObject({ date: '2026-12-01', result: 'open' })
    // starting again forfeits the counted attempt: a loss, and the new start is a replay
    const again = await startDaily(first.matchId)
    expect(again.daily).toEqual({ date: '2026-12-01', counted: false })
    view = await ok<DailyView>(api, 'daily.get')
    expect(view.attempt?.result).toBe('lost')
    expect(view.streak).toBe(0)
    const credits = (await ok<Wallet>(api, 'wallet.get')).credits
    await playOut(again)
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(credits)
    view = await ok<DailyView>(api, 'daily.get')
    expect(view.days).toHaveLength(1)
    expect(view.days[0]?.result).toBe('lost')
  })

  it('pays the day’s purse once for a won counted attempt, never for a replay', async () => {
    const featsBefore = await ok<AchievementView[]>(api, 'achievements.list')
    // a day whose deal (classic, against kotor) the plain player below is known to win
    today = new Date(2026, 0, 8, 12)
    expect(dailyChallenge('2026-01-08')).toMatchObject({ rules: 'classic', tier: 'kotor' })
    const credits = (await ok<Wallet>(api, 'wallet.get')).credits
    const last = await playOut(await startDaily(), 'win')
    expect(last.result?.winner).toBe(0)
    // a kotor day pays 1,000 cr, the prize its deal showed
    expect(dailyChallenge('2026-01-08').prize).toBe(1_000)
    expect(last.result?.creditsDelta).toBe(1_000)
    const wallet = await walletBooks(api)
    expect(wallet.credits - credits).toBe(1_000)
    expect(wallet.ledger.at(-1)?.note).toEqual({
      key: 'ledger.dailyPrize',
      params: { date: '2026-01-08' },
    })
    let view = await ok<DailyView>(api, 'daily.get')
    expect(view.attempt?.result).toBe('won')
    expect(view.streak).toBe(1)
    expect(view.best).toBe(1)
    const stats = await ok<Stats>(api, 'stats.get')
    expect(stats).toMatchObject({ matches: 1, matchesWon: 1 })
    // the same deal again is a replay: won again, but nothing is paid or recorded, not in the
    // stats, not towards an achievement
    const replay = await playOut(await startDaily(), 'win')
    expect(replay.daily?.counted).toBe(false)
    expect(replay.result?.winner).toBe(0)
    expect(replay.result?.achievements ?? []).toEqual([])
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(wallet.credits)
    expect((await ok<DailyView>(api, 'daily.get')).days).toHaveLength(1)
    expect(await ok<Stats>(api, 'stats.get')).toEqual(stats)
    const feats = await ok<AchievementView[]>(api, 'achievements.list')
    expect(feats.find((a) => a.id === 'regular')?.progress).toEqual({ have: 1, need: 50 })
    // the counted win moved or unlocked only what the Achievements screen says a daily counts
    // toward
    const moved = feats
      .filter(
        (a, i) =>
          a.progress?.have !== featsBefore[i]?.progress?.have ||
          a.unlockedAt !== featsBefore[i]?.unlockedAt,
      )
      .map((a) => a.id)
    expect(moved.length).toBeGreaterThan(0)
    expect(moved.every((id) => DAILY_COUNTED_ACHIEVEMENTS.some((c) => c === id))).toBe(true)
    // the next morning the streak still stands until that day is lost or missed
    today = new Date(2026, 0, 9, 9)
    view = await ok<DailyView>(api, 'daily.get')
    expect(view.streak).toBe(1)
    expect(view.attempt).toBeNull()
    // both kept in the history as daily matches, each with its day and the counted one told
    // from the replay (newest first)
    const kept = await ok<HistorySummary[]>(api, 'history.list')
    expect(kept.map((k) => k.mode)).toEqual(['daily', 'daily'])
    expect(kept.map((k) => k.daily)).toEqual([
      { date: '2026-01-08', counted: false },
      { date: '2026-01-08', counted: true },
    ])
  })

  it('refuses a start that names a day main no longer calls today, and starts nothing', async () => {
    // the screen opened on 1 December; main's clock has passed midnight
    const shown = (await ok<DailyView>(api, 'daily.get')).today.date
    today = new Date(2026, 11, 2, 0, 5)
    const stale = await refused(api, 'match.start', { mode: 'daily', date: shown })
    expect(stale).toMatchObject({ code: 'day-changed', key: 'errors.match.dayChanged' })
    expect(await ok<MatchUpdate | null>(api, 'match.resume')).toBeNull()
    const view = await ok<DailyView>(api, 'daily.get')
    expect(view.attempt).toBeNull()
    expect(view.today.date).toBe('2026-12-02')
    // the day the screen now shows starts its counted attempt
    const counted = await ok<MatchUpdate>(api, 'match.start', { mode: 'daily', date: '2026-12-02' })
    expect(counted.daily).toEqual({ date: '2026-12-02', counted: true })
    // Play again after the next midnight asks for that day's deal, and is refused too
    await ok(api, 'match.resign', { matchId: counted.matchId })
    today = new Date(2026, 11, 3, 9)
    expect((await refused(api, 'match.start', counted.replay)).code).toBe('day-changed')
    expect((await ok<DailyView>(api, 'daily.get')).attempt).toBeNull()
  })

  it('pays nothing for a lost counted attempt', async () => {
    const before = await walletBooks(api)
    const first = await startDaily()
    expect(first.daily?.counted).toBe(true)
    const end = await ok<MatchUpdate>(api, 'match.resign', { matchId: first.matchId })
    expect(end.result?.winner).toBe(1)
    expect(end.result?.creditsDelta).toBe(0)
    expect((await ok<DailyView>(api, 'daily.get')).attempt?.result).toBe('lost')
    const after = await walletBooks(api)
    expect(after.credits).toBe(before.credits)
    expect(after.ledger).toEqual(before.ledger)
    expect(after.ledger.some((line) => line.reason === 'reward')).toBe(false)
  })

  it('a forfeited day is lost, and the next day still shows it', async () => {
    const first = await startDaily()
    await ok(api, 'match.resign', { matchId: first.matchId })
    today = new Date(2026, 11, 3, 12)
    const view = await ok<DailyView>(api, 'daily.get')
    expect(view.streak).toBe(0)
    expect(view.days.map((d) => d.date)).toEqual(['2026-12-01'])
    expect(view.today.date).toBe('2026-12-03')
  })
})

describe('the daily streak', () => {
  /** A profile's daily record as main keeps it, built from days won (W) and lost (L). */
  function profileWith(days: [string, 'won' | 'lost' | 'open'][]): ProfileData {
    const profile = { daily: { days: [], best: 0 } } as unknown as ProfileData
    for (const [date, result] of days) {
      beginAttempt(profile, date)
      if (result !== 'open') finishAttempt(profile, date, result === 'won')
    }
    return profile
  }

  it('counts days won in a row, up to today or yesterday', () => {
    const profile = profileWith([
      ['2026-11-27', 'won'],
      ['2026-11-28', 'won'],
      ['2026-11-29', 'won'],
      ['2026-11-30', 'won'],
    ])
    expect(currentStreak(profile, '2026-11-30')).toBe(4)
    // today not yet played (or being played): yesterday's streak stands
    expect(currentStreak(profile, '2026-12-01')).toBe(4)
    beginAttempt(profile, '2026-12-01')
    expect(currentStreak(profile, '2026-12-01')).toBe(4)
    finishAttempt(profile, '2026-12-01', true)
    expect(currentStreak(profile, '2026-12-01')).toBe(5)
    expect(profile.daily?.best).toBe(5)
    // a missed day breaks it
    expect(currentStreak(profile, '2026-12-03')).toBe(0)
  })

  it('is broken by a lost day and keeps the best run', () => {
    const profile = profileWith([
      ['2026-01-30', 'won'],
      ['2026-01-31', 'won'],
      ['2026-02-01', 'won'],
      ['2026-02-02', 'lost'],
      ['2026-02-03', 'won'],
    ])
    expect(currentStreak(profile, '2026-02-03')).toBe(1)
    expect(currentStreak(profile, '2026-02-02')).toBe(0)
    expect(profile.daily?.best).toBe(3)
    // the view of the lost day says what the loss ended, and when the next deal comes
    const lost = dailyView(profile, '2026-02-02')
    expect([lost.streak, lost.streakBefore]).toEqual([0, 3])
    // by the calendar, over a month's end and a leap day
    expect(lost.next).toBe('2026-02-03')
    expect(dailyView(profile, '2026-01-31').next).toBe('2026-02-01')
    expect(dailyView(profile, '2028-02-28').next).toBe('2028-02-29')
    expect(dailyView(profile, '2026-12-31').next).toBe('2027-01-01')
  })

  it('counts one attempt per day and keeps a bounded record', () => {
    const profile = profileWith([])
    expect(beginAttempt(profile, '2026-05-05')).toBe(true)
    expect(beginAttempt(profile, '2026-05-05')).toBe(false)
    for (let i = 0; i < MAX_DAILY_DAYS + 20; i++) {
      beginAttempt(profile, new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10))
    }
    expect(profile.daily?.days).toHaveLength(MAX_DAILY_DAYS)
    expect(attemptOn(profile, '2026-05-05')).toBeUndefined()
    const shown = dailyView(profile, '2028-06-01')
    expect((shown.days[0]?.date ?? '') > (shown.days[1]?.date ?? '')).toBe(true)
  })
})
