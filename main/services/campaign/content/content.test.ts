import { describe, expect, it } from 'vitest'
import { AI_TIERS } from '@common/tiers'
import { ALL_CARD_CODES, RULESETS, validateSideDeck } from '@main/engine'
import { quickOpponent } from '@main/services/match/quick'
import { PRIZE_ONLY } from '../economy'
import type { OpponentDef } from '../types'
import { contentProblems, LOCATIONS, MERCHANTS, OPPONENTS } from '.'

describe('campaign content', () => {
  it('passes the schema and every cross-check', () => {
    expect(contentProblems(LOCATIONS, OPPONENTS, MERCHANTS)).toEqual([])
  })

  it('has at least 6 cantinas and 20 opponents, with unique ids', () => {
    expect(LOCATIONS.length).toBeGreaterThanOrEqual(6)
    expect(OPPONENTS.length).toBeGreaterThanOrEqual(20)
    const ids = [...LOCATIONS, ...OPPONENTS, ...MERCHANTS].map((x) => x.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every opponent a side deck legal for their ruleset', () => {
    for (const opponent of OPPONENTS) {
      expect(validateSideDeck(opponent.sideDeck, opponent.rules), opponent.id).toEqual({ ok: true })
    }
  })

  it('only hands out prize cards that exist, and some cards only as prizes', () => {
    const prizes = OPPONENTS.flatMap((o) => o.prize.cards)
    for (const card of prizes) expect(ALL_CARD_CODES).toContain(card)
    for (const card of PRIZE_ONLY)
      expect(prizes, `${card} is prize-only but nobody gives it`).toContain(card)
  })

  it('plays mostly classic, some cantina tables, and a tournament circuit at the end', () => {
    const count = (rules: OpponentDef['rules']): number =>
      OPPONENTS.filter((o) => o.rules === rules).length
    expect(count('classic')).toBeGreaterThan(OPPONENTS.length / 2)
    expect(count('cantina')).toBeGreaterThanOrEqual(2)
    const last = [...LOCATIONS].sort((a, b) => b.order - a.order)[0]
    const circuit = OPPONENTS.filter((o) => o.locationId === last?.id)
    expect(circuit.length).toBeGreaterThan(0)
    expect(circuit.every((o) => o.rules === 'tournament')).toBe(true)
  })

  it('grows stakes with each cantina and keeps every range the right way up', () => {
    const order = new Map(LOCATIONS.map((l) => [l.id, l.order]))
    let lastMedian = -1
    for (const location of [...LOCATIONS].sort((a, b) => a.order - b.order)) {
      const here = OPPONENTS.filter((o) => o.locationId === location.id)
      for (const o of here) expect(o.stake.min, o.id).toBeLessThanOrEqual(o.stake.max)
      const champion = here.find((o) => o.champion)
      expect(champion, location.id).toBeDefined()
      // the champion plays for the most in their own cantina
      for (const o of here) expect(o.stake.max).toBeLessThanOrEqual(champion?.stake.max ?? 0)
      const maxes = here.map((o) => o.stake.max).sort((a, b) => a - b)
      const median = maxes[Math.floor(maxes.length / 2)] ?? 0
      expect(median, location.id).toBeGreaterThan(lastMedian)
      lastMedian = median
    }
    expect(order.size).toBe(LOCATIONS.length)
  })

  it('keeps gold cards out of the early cantinas, in decks as in prizes', () => {
    const gold = new Set(['D', 'F24', 'F36', 'T24', 'T36', 'T15', 'TB'])
    const order = new Map(LOCATIONS.map((l) => [l.id, l.order]))
    for (const o of OPPONENTS) {
      if ((order.get(o.locationId) ?? 0) >= LOCATIONS.length - 1) continue
      expect(
        [...o.sideDeck, ...o.prize.cards].filter((c) => gold.has(c)),
        o.id,
      ).toEqual([])
    }
  })

  it('prices merchants as the original game: 5,000 a plain card, 20,000 a flip, gold dearer still', () => {
    for (const merchant of MERCHANTS) {
      for (const line of merchant.stock) {
        const kind = line.card.charAt(0)
        if (kind === '+' || kind === '-') expect(line.price, line.card).toBe(5_000)
        else if (kind === '±') expect(line.price, line.card).toBe(20_000)
        else expect(line.price, line.card).toBeGreaterThan(20_000)
      }
    }
  })

  it('sells a tournament-legal deck on the circuit, so its rules never lock a player out', () => {
    const circuit = [...LOCATIONS].sort((a, b) => b.order - a.order)[0]
    const stall = MERCHANTS.find((m) => m.id === circuit?.merchantId)
    const legal = new Set(RULESETS.tournament.cards)
    const sold = (stall?.stock ?? []).filter((line) => legal.has(line.card))
    // at most 2 copies of a card in a tournament deck: 5 different cards make a deck of 10
    expect(sold.length).toBeGreaterThanOrEqual(5)
  })

  it('gives each opponent a portrait, a personality line and an original name', () => {
    for (const o of OPPONENTS) {
      expect(o.title.length, o.id).toBeGreaterThan(10)
      expect(o.name.trim(), o.id).toBe(o.name)
    }
    expect(new Set(OPPONENTS.map((o) => o.name)).size).toBe(OPPONENTS.length)
  })

  it('gives no two characters a name in common, the house players and traders included', () => {
    // a title or a role is not a name: two captains are two people, two Tobins one too many
    const titles = ['Old', 'Deckhand', 'Captain', 'Sister', 'Mother', 'Lady', 'Baron', 'Warden']
    const roles = ['Grandmaster', 'The', 'Table', 'Droid', 'Quiet', 'Stranger']
    const notNames = new Set([...titles, ...roles])
    const people = [
      ...OPPONENTS.map((o) => o.name),
      ...AI_TIERS.map((tier) => quickOpponent(tier).name),
      // a stall is named after its trader: "Old Vessa’s Stall"
      ...MERCHANTS.map((m) => m.name.split('’s')[0] ?? m.name),
    ]
    const whose = new Map<string, string>()
    for (const person of people) {
      for (const word of person.split(/[\s-]+/).filter((w) => !notNames.has(w) && !/\d/.test(w))) {
        expect(whose.get(word) ?? person, `${word}: ${whose.get(word)} and ${person}`).toBe(person)
        whose.set(word, person)
      }
    }
  })

  it('reports a broken deck, a missing champion, an upside-down stake and a purse amiss', () => {
    const first = OPPONENTS[0] as OpponentDef
    const broken: OpponentDef[] = [
      { ...first, id: 'broken-deck', sideDeck: first.sideDeck.slice(0, 9) },
      { ...first, id: 'upside-down', stake: { min: 500, max: 100 } },
      { ...first, id: 'purse-unbounded', purseBelow: undefined },
      { ...first, id: 'purse-too-low', purseBelow: 100 },
      ...OPPONENTS.filter((o) => o.locationId !== 'rusted-anchor' || !o.champion),
    ]
    const problems = contentProblems(LOCATIONS, broken, MERCHANTS).join('\n')
    expect(problems).toContain('broken-deck')
    expect(problems).toContain('upside down')
    expect(problems).toContain('rusted-anchor has 0 champions')
    expect(problems).toContain('purse-unbounded: a purse and its purseBelow come together')
    expect(problems).toContain('purse-too-low: the purse stops at 100, below the next cantina')
  })
})
