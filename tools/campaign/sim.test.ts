import { describe, expect, it } from 'vitest'
import type { CardCode } from '@main/engine'
import { OPPONENTS } from '@main/services/campaign/content'
import { STARTER_COLLECTION } from '@main/services/campaign/economy'
import { buildDeck, isWall, median, playCampaignMatch, simulateCampaign, summarise } from './sim'

const collectionOf = (cards: readonly CardCode[]): Map<CardCode, number> => {
  const collection = new Map<CardCode, number>()
  for (const card of cards) collection.set(card, (collection.get(card) ?? 0) + 1)
  return collection
}

describe('the simulated player', () => {
  it('builds its deck from what it owns, within each ruleset’s limits', () => {
    const starter = collectionOf(STARTER_COLLECTION)
    expect(buildDeck(starter, 'classic')?.sort()).toEqual([...STARTER_COLLECTION].sort())
    expect(buildDeck(starter, 'cantina')).not.toBeNull()
    // the starter has only six tournament-legal cards (+3, +4, +5 twice)
    expect(buildDeck(starter, 'tournament')).toBeNull()
    const richer = collectionOf([...STARTER_COLLECTION, '-3', '-4', '±1', '±2', '±2'])
    const tournament = buildDeck(richer, 'tournament')
    expect(tournament).toHaveLength(10)
    expect(tournament).toContain('±2')
    // a flip card is worth more than a plain one, so flips make the classic deck
    expect(buildDeck(richer, 'classic')).toEqual(expect.arrayContaining(['±1', '±2', '±2']))
  })

  it('plays a campaign run with the real engine and AI and keeps within its match cap', () => {
    const run = simulateCampaign({
      seed: 3,
      player: { tier: 'kotor' },
      maxMatches: 8,
      stakeShare: 0.1,
    })
    expect(run.matches).toBe(8)
    expect(run.finished).toBe(false)
    expect(run.stuckAt).not.toBeNull()
    expect(Object.values(run.tallies).reduce((s, t) => s + t.played, 0)).toBe(8)
    expect(run.credits).toBeGreaterThanOrEqual(0)
    // deterministic: the same seed plays the same run
    expect(
      simulateCampaign({ seed: 3, player: { tier: 'kotor' }, maxMatches: 8, stakeShare: 0.1 }),
    ).toEqual(run)
  })

  it('summarises runs into the numbers the docs quote', () => {
    const run = simulateCampaign({
      seed: 1,
      player: { tier: 'kotor' },
      maxMatches: 4,
      stakeShare: 0.1,
    })
    const summary = summarise([run], 4)
    expect(Object.keys(summary).sort()).toEqual(
      ['finishRate', 'locations', 'medianMatchesToFinish', 'opponents', 'walls'].sort(),
    )
    expect(summary.opponents).toBe(OPPONENTS.length)
    expect(summary.finishRate).toBe(0)
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    expect(isWall({ reached: 10, meanLossesFirst: 4.2, neverBeaten: 0 })).toBe(true)
    expect(isWall({ reached: 8, meanLossesFirst: 1, neverBeaten: 2 })).toBe(true)
    expect(isWall({ reached: 8, meanLossesFirst: 1, neverBeaten: 1 })).toBe(false)
  })
})

describe('the first cantina', () => {
  it('is winnable with the starter collection', () => {
    const matches = 60
    const rates = OPPONENTS.filter((o) => o.locationId === 'rusted-anchor').map((o) => {
      let won = 0
      for (let seed = 0; seed < matches; seed++) {
        const decks: [CardCode[], CardCode[]] = [[...STARTER_COLLECTION], [...o.sideDeck]]
        if (playCampaignMatch(o.rules, seed, decks, [{ tier: 'kotor' }, o.ai])) won++
      }
      return { id: o.id, champion: o.champion, rate: won / matches }
    })
    for (const r of rates) expect(r.rate, r.id).toBeGreaterThan(r.champion ? 0.3 : 0.6)
  })
})
