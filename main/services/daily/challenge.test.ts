import { describe, expect, it } from 'vitest'
import { RULESET_IDS, validateSideDeck } from '@main/engine'
import { dailyChallenge, dailySeed, localDate, previousDate } from './challenge'

/** `count` consecutive dates from 2026-01-01. */
function dates(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  )
}

describe('the daily challenge', () => {
  it('is the same deal for the same date, however often it is asked', () => {
    for (const date of ['2026-12-01', '2027-02-28', '2030-07-04']) {
      expect(dailyChallenge(date)).toEqual(dailyChallenge(date))
      expect(dailySeed(date)).toBe(dailySeed(date))
    }
  })

  it('differs from day to day: seed and deal', () => {
    const year = dates(365)
    const seeds = new Set(year.map(dailySeed))
    expect(seeds.size).toBe(365)
    for (const [i, date] of year.entries()) {
      const next = year[i + 1]
      if (!next) break
      const [a, b] = [dailyChallenge(date), dailyChallenge(next)]
      expect({ rules: a.rules, deck: a.deck, theirs: a.opponentDeck }).not.toEqual({
        rules: b.rules,
        deck: b.deck,
        theirs: b.opponentDeck,
      })
    }
    // over a year every ruleset and every tier the day may bring comes up
    const challenges = year.map(dailyChallenge)
    expect(new Set(challenges.map((c) => c.rules))).toEqual(new Set(RULESET_IDS))
    expect(new Set(challenges.map((c) => c.tier))).toEqual(new Set(['kotor', 'veteran', 'master']))
  })

  it('deals two side decks legal for the day’s ruleset, and names the tier’s opponent', () => {
    for (const date of dates(730)) {
      const challenge = dailyChallenge(date)
      expect(validateSideDeck(challenge.deck, challenge.rules).ok).toBe(true)
      expect(validateSideDeck(challenge.opponentDeck, challenge.rules).ok).toBe(true)
      expect(challenge.opponent.tier).toBe(challenge.tier)
      expect(challenge.date).toBe(date)
      expect(challenge.prize).toBeGreaterThan(0)
    }
  })

  it('pays by the day’s opponent: a master’s day the most, every day worth a cantina bounty', () => {
    const byTier = new Map<string, Set<number>>()
    for (const { tier, prize } of dates(365).map(dailyChallenge))
      byTier.set(tier, (byTier.get(tier) ?? new Set()).add(prize))
    // one prize per tier, whatever the date: the prize is the date's as much as the deal is
    expect(Object.fromEntries([...byTier].map(([tier, prizes]) => [tier, [...prizes]]))).toEqual({
      kotor: [1_000],
      veteran: [1_500],
      master: [2_500],
    })
  })

  it('reads the player’s local calendar date, and steps back across months and years', () => {
    expect(localDate(new Date(2026, 11, 1, 0, 5))).toBe('2026-12-01')
    expect(localDate(new Date(2026, 11, 1, 23, 55))).toBe('2026-12-01')
    expect(previousDate('2026-03-01')).toBe('2026-02-28')
    expect(previousDate('2028-03-01')).toBe('2028-02-29')
    expect(previousDate('2027-01-01')).toBe('2026-12-31')
  })
})
