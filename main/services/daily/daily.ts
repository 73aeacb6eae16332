import type { DailyDay, DailyView } from '@preload/contract'
import type { DailyDayData, ProfileData } from '@main/store'
import { MAX_DAILY_DAYS } from '@main/store'
import { dailyChallenge, nextDate, previousDate } from './challenge'

/**
 * The daily challenge's record in the profile: one counted attempt per day (the first start of
 * the day counts; forfeiting it is a loss), the streak of days won and the best streak ever.
 */

/** The profile's daily record, made on first use (older saves have none). */
function recordOf(profile: ProfileData): NonNullable<ProfileData['daily']> {
  profile.daily ??= { days: [], best: 0 }
  return profile.daily
}

/** The counted attempt of `date`, if the player has made it. */
export function attemptOn(profile: ProfileData, date: string): DailyDayData | undefined {
  return profile.daily?.days.find((day) => day.date === date)
}

/**
 * Starting today's match: the first start of the day is its counted attempt (recorded now, as
 * 'open', so quitting cannot undo it); any later start is a replay. Returns whether it counts.
 */
export function beginAttempt(profile: ProfileData, date: string): boolean {
  if (attemptOn(profile, date)) return false
  const record = recordOf(profile)
  record.days.push({ date, result: 'open' })
  if (record.days.length > MAX_DAILY_DAYS)
    record.days.splice(0, record.days.length - MAX_DAILY_DAYS)
  return true
}

/** A counted attempt's end: won or lost, and the best streak kept up to date. */
export function finishAttempt(profile: ProfileData, date: string, won: boolean): void {
  const day = attemptOn(profile, date)
  if (!day) return
  day.result = won ? 'won' : 'lost'
  const record = recordOf(profile)
  record.best = Math.max(record.best, streakEndingAt(record.days, date))
}

/** Days won in a row ending on `date` (0 when that day was not won). */
function streakEndingAt(days: readonly DailyDayData[], date: string): number {
  const won = new Set(days.filter((day) => day.result === 'won').map((day) => day.date))
  let streak = 0
  for (let at = date; won.has(at); at = previousDate(at)) streak += 1
  return streak
}

/**
 * The current streak: days won in a row up to today, or up to yesterday while today's attempt
 * is still to be made or being played (a streak is broken only by a lost or a missed day).
 */
export function currentStreak(profile: ProfileData, today: string): number {
  const days = profile.daily?.days ?? []
  const attempt = days.find((day) => day.date === today)
  if (attempt?.result === 'won') return streakEndingAt(days, today)
  if (attempt?.result === 'lost') return 0
  return streakEndingAt(days, previousDate(today))
}

/** What the daily screen shows: today's deal, today's attempt, the streaks, the past days. */
export function dailyView(profile: ProfileData, today: string): DailyView {
  const days = profile.daily?.days ?? []
  const asShown = (day: DailyDayData): DailyDay => ({
    date: day.date,
    rules: dailyChallenge(day.date).rules,
    result: day.result,
  })
  const attempt = days.find((day) => day.date === today)
  // the opponent's side deck stays in main, as at any table
  const { opponentDeck: _hidden, ...shown } = dailyChallenge(today)
  return {
    today: shown,
    attempt: attempt ? asShown(attempt) : null,
    streak: currentStreak(profile, today),
    streakBefore: streakEndingAt(days, previousDate(today)),
    next: nextDate(today),
    best: profile.daily?.best ?? 0,
    days: [...days].reverse().map(asShown),
  }
}
