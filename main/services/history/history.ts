import {
  hasPlayersResult,
  type DeckRecord,
  type HistoryFilter,
  type HistoryScore,
  type HistorySummary,
  type MatchReplay,
  type RecordDamage,
} from '@common/history'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import type { MatchState } from '@main/engine'
import type { HistoryRecord, ProfileData } from '@main/store'
import { refuse } from '../errors'
import { quickOpponent } from '../match/quick'
import { isStarterDeck } from '../profile/new-profile'
import type { Profiles } from '../profile/profiles'
import { opponentById } from '../world'
import { parseMoves } from './moves'
import { framesOf, replayRecord } from './replay'
import { Reviews } from './review'
import { playThrough } from './damage'
import { scoreOf } from './score'
import { isLentDeck } from '@common/decks'

/** How many cards a deck's record names as its most played. */
const MOST_PLAYED = 5

/**
 * The loaded profile's kept matches (docs/history.md): the list, one match replayed with its
 * review, and each deck's record. Reading only: matches are kept by Matches when they finish.
 */
export class History {
  private readonly reviews = new Reviews()
  /**
   * What each kept match's moves replay to, by profile and match (a record never changes):
   * played through once, on the first call that reads the record, and held only while the
   * loaded profile keeps it. So a damaged record is known before any screen asks for its replay.
   */
  private readings = new Map<string, Reading>()

  constructor(private readonly profiles: Profiles) {}

  /**
   * The kept matches, newest first, filtered by mode, result and opponent where asked. A result
   * is the player's own: a hot-seat match, two guests', is neither won nor lost.
   */
  list(filter: HistoryFilter = {}): HistorySummary[] {
    const records = recordsOf(this.profiles.require())
    const readings = this.read(records)
    return records
      .map((r, i) => summaryOf(r, readings[i] as Reading))
      .filter((l) => filter.mode === undefined || l.mode === filter.mode)
      .filter(
        (l) =>
          filter.result === undefined || (hasPlayersResult(l.mode) && l.result === filter.result),
      )
      .filter((l) => filter.opponent === undefined || l.opponent.id === filter.opponent)
      .reverse()
  }

  /**
   * One kept match replayed, every position public now that it is over, and its review:
   * ready, or being computed (started by this call), which the renderer asks for again.
   */
  get(id: string): MatchReplay {
    const record = this.find(id)
    const [reading] = this.read([record], false) as [Reading]
    if (reading.damage) refuse('rejected', 'errors.history.damaged')
    const replayed = replayRecord(record)
    // the states begin with the deal, so there is always a last one
    const last = replayed.states[replayed.states.length - 1] as MatchState
    return {
      summary: summaryOf(record, reading),
      decks: [[...record.decks[0]], [...record.decks[1]]],
      frames: framesOf(replayed),
      opponentHand: [...last.players[1].hand],
      review: this.reviews.state(this.cacheKey(id), replayed),
    }
  }

  /** Resolves once the review of `id` (if one is being computed) is done. */
  reviewed(id: string): Promise<void> {
    return this.reviews.settled(this.cacheKey(id))
  }

  /** Each deck the kept matches were played with: matches, wins, its most played cards. */
  decks(): DeckRecord[] {
    const profile = this.profiles.require()
    const byDeck = new Map<
      string | null,
      { matches: number; won: number; played: Map<CardCode, number>; rules: RulesetCounts }
    >()
    const records = recordsOf(profile)
    const readings = this.read(records)
    for (const [i, record] of records.entries()) {
      // the tutorial's and the day's cards are nobody's deck; a hot-seat match is two guests'
      if (record.mode === 'tutorial' || record.mode === 'daily' || record.mode === 'hotseat')
        continue
      const row = byDeck.get(record.deckId) ?? {
        matches: 0,
        won: 0,
        played: new Map(),
        rules: new Map(),
      }
      row.matches += 1
      row.rules.set(record.rules, (row.rules.get(record.rules) ?? 0) + 1)
      if (record.result === 'won') row.won += 1
      // a damaged record's moves are no match's: its result counts, its cards do not
      const reading = readings[i] as Reading
      for (const move of reading.damage ? [] : parseMoves(record.moves)) {
        if (move.type === 'play' && move.player === 0)
          row.played.set(move.card, (row.played.get(move.card) ?? 0) + 1)
      }
      byDeck.set(record.deckId, row)
    }
    return [...byDeck.entries()]
      .map(([deckId, row]) => {
        const deck = deckId === null ? undefined : profile.decks.find((d) => d.id === deckId)
        return {
          deckId,
          name: deck?.name ?? null,
          starter: deck ? isStarterDeck(deck) : false,
          // a deck the house lends is no saved deck, and is never deleted
          deleted: !isLentDeck(deckId) && !deck,
          matches: row.matches,
          won: row.won,
          rules: mostPlayedRules(row.rules),
          mostPlayed: [...row.played.entries()]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .slice(0, MOST_PLAYED)
            .map(([card, played]) => ({ card, played })),
        }
      })
      .sort((a, b) => b.matches - a.matches)
  }

  private find(id: string): HistoryRecord {
    const record = recordsOf(this.profiles.require()).find((r) => r.id === id)
    if (!record) refuse('not-found', 'errors.history.notFound')
    return record
  }

  /**
   * Each record played through, or found in `readings`. Reading the whole history (`all`)
   * keeps only its records' readings, so the map follows the loaded profile's history.
   */
  private read(records: readonly HistoryRecord[], all = true): Reading[] {
    const kept = new Map<string, Reading>()
    const readings = records.map((record) => {
      const key = this.cacheKey(record.id)
      const reading = this.readings.get(key) ?? readingOf(record)
      kept.set(key, reading)
      return reading
    })
    if (all) this.readings = kept
    else for (const [key, reading] of kept) this.readings.set(key, reading)
    return readings
  }

  /**
   * Reviews and readings are cached per profile: ids are unique within one, and differ across
   * them.
   */
  private cacheKey(id: string): string {
    return `${this.profiles.currentKey() ?? ''}/${id}`
  }
}

/** How many of a deck's kept matches were played under each ruleset. */
type RulesetCounts = Map<RulesetId, number>

/**
 * The ruleset a deck's cards are drawn in: the one most of its matches were played under
 * (nearly always its only one); classic on a tie, as neither face is more the deck's than the
 * other's and classic is the one a player learns first.
 */
function mostPlayedRules(counts: RulesetCounts): RulesetId {
  let best: RulesetId = 'classic'
  let most = 0
  let tied = false
  for (const [rules, n] of counts) {
    if (n > most) [best, most, tied] = [rules, n, false]
    else if (n === most) tied = true
  }
  return tied ? 'classic' : best
}

/** A record played through: the score it ended on, or why its moves make no match. */
type Reading = { score: HistoryScore; damage: null } | { score: null; damage: RecordDamage }

function readingOf(record: HistoryRecord): Reading {
  const played = playThrough(record)
  return played.ok
    ? { score: scoreOf(played.last), damage: null }
    : { score: null, damage: played.damage }
}

function recordsOf(profile: ProfileData): HistoryRecord[] {
  return profile.history ?? []
}

/**
 * A record as the History screen lists it, with the score it ended on: its own, else the one its
 * moves replay to (none for a record kept before the score whose moves make no match).
 */
function summaryOf(record: HistoryRecord, reading: Reading): HistorySummary {
  const score = record.score ?? reading.score
  const summary: HistorySummary = {
    id: record.id,
    at: record.at,
    mode: record.mode,
    rules: record.rules,
    opponent: opponentOf(record),
    result: record.result,
    resigned: record.resigned,
    credits: record.credits,
    score: score && { rounds: [...score.rounds], sets: [...score.sets] },
    deckId: record.deckId,
  }
  if (reading.damage) summary.damaged = reading.damage
  if (record.names) summary.names = [record.names[0], record.names[1]]
  if (record.daily) summary.daily = { date: record.daily.date, counted: record.daily.counted }
  return summary
}

/**
 * Whom the player faced: the campaign opponent, the house's at its tier, or in hot-seat the
 * person in seat 2 (no name in a record kept before the names were: the renderer numbers it).
 */
function opponentOf(record: HistoryRecord): HistorySummary['opponent'] {
  if (record.mode === 'hotseat') return { id: null, name: record.names?.[1] ?? '', tier: null }
  const campaign = record.opponentId === null ? undefined : opponentById(record.opponentId)
  if (campaign) return { id: campaign.id, name: campaign.name, tier: campaign.ai.tier }
  if (record.opponentId !== null)
    return { id: record.opponentId, name: record.opponentId, tier: null }
  const house = quickOpponent(record.tier ?? 'rookie')
  return { id: house.id, name: house.name, tier: record.tier }
}
