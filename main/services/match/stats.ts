import type { RulesetId, Stats } from '@preload/contract'
import { AI_TIERS } from '@common/tiers'
import type { ProfileData, StatsData } from '@main/store'
import { opponentById } from '../world'
import { quickName, quickOpponentId } from './quick'

const RULESET_LABELS: Record<RulesetId, string> = {
  classic: 'Classic',
  tournament: 'Tournament',
  cantina: 'Cantina',
}

export interface FinishedMatch {
  opponentKey: string
  opponentLabel: string
  rules: RulesetId
  won: boolean
  /** finished rounds (ties included), from the engine's round records */
  rounds: { winner: 0 | 1 | null; reason: string }[]
  /** both stakes together; counted as the biggest pot only when the player took it */
  pot: number
}

/** Adds one finished (or resigned) match to the player's stats. */
export function recordMatch(stats: StatsData, match: FinishedMatch): void {
  stats.matches += 1
  if (match.won) stats.matchesWon += 1
  stats.rounds += match.rounds.length
  stats.roundsWon += match.rounds.filter((r) => r.winner === 0).length
  // The human is player 0: a bust is a round the opponent won because the player went over.
  stats.busts += match.rounds.filter((r) => r.reason === 'bust' && r.winner === 1).length
  if (match.won) stats.biggestPot = Math.max(stats.biggestPot, match.pot)
  const opponent = stats.byOpponent[match.opponentKey] ?? {
    label: match.opponentLabel,
    matches: 0,
    won: 0,
  }
  stats.byOpponent[match.opponentKey] = {
    label: match.opponentLabel,
    matches: opponent.matches + 1,
    won: opponent.won + (match.won ? 1 : 0),
  }
  const ruleset = stats.byRuleset[match.rules] ?? {
    label: RULESET_LABELS[match.rules],
    matches: 0,
    won: 0,
  }
  stats.byRuleset[match.rules] = {
    label: ruleset.label,
    matches: ruleset.matches + 1,
    won: ruleset.won + (match.won ? 1 : 0),
  }
}

/** The profile's stats as the stats screen gets them: the rows as lists, each with its key. */
export function statsOf(profile: ProfileData): Stats {
  const s = profile.stats
  return {
    matches: s.matches,
    matchesWon: s.matchesWon,
    rounds: s.rounds,
    roundsWon: s.roundsWon,
    busts: s.busts,
    biggestPot: s.biggestPot,
    byOpponent: Object.entries(s.byOpponent).map(([key, row]) => ({
      key,
      ...row,
      label: nameNow(key, row.label),
    })),
    byRuleset: Object.entries(s.byRuleset).map(([key, row]) => ({ key, ...row })),
  }
}

/**
 * The name an opponent's row goes by: the content's today, as a player the content renamed
 * since the save last met them keeps the old name in the save; else the name saved.
 */
function nameNow(key: string, saved: string): string {
  const tier = AI_TIERS.find((t) => quickOpponentId(t) === key)
  if (tier) return quickName(tier)
  return opponentById(key)?.name ?? saved
}
