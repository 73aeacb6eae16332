import { ACHIEVEMENT_FIGURES, type AchievementId } from '@common/achievements'
import { AI_TIERS, type AiTier } from '@common/tiers'
import {
  ALL_CARD_CODES,
  RULESET_IDS,
  RULESETS,
  type RoundRecord,
  type RulesetId,
} from '@main/engine'
import type { MatchTally, ProfileData, StoredMatch } from '@main/store'
import { campaignContent, opponentById } from '../world'

/**
 * The achievements as data. Each one's condition is a pure predicate over the finished match
 * (its round records and the tally of its events) and the profile as settled after it; the
 * ones about the collection or the purse are checked after a purchase or sale too, with no
 * match. docs/achievements.md lists them; the renderer words them by id.
 */

/** A finished match as the conditions see it: the human is player 0. */
export interface FinishedMatchFacts {
  mode: StoredMatch['mode']
  rules: RulesetId
  won: boolean
  resigned: boolean
  wager: number
  /** the opponent's AI tier */
  tier: AiTier
  opponentId: string | null
  rounds: readonly RoundRecord[]
  /** null for a match begun before achievements existed: event conditions cannot be judged */
  tally: MatchTally | null
}

/** What a condition reads. */
export interface FeatContext {
  profile: ProfileData
  /** the match just finished, or null when checking after the collection or purse changed */
  match: FinishedMatchFacts | null
}

export interface AchievementDef {
  id: AchievementId
  /** shown as "???" until unlocked; its condition is not sent before then */
  hidden: boolean
  test: (context: FeatContext) => boolean
  /** how far along the player is, for a counted condition (absent: all or nothing) */
  progress?: (profile: ProfileData) => { have: number; need: number }
}

// The shared figures (common/achievements.ts) the conditions check; the renderer words the same.
/** Matches won in a row for the streak. */
export const STREAK = ACHIEVEMENT_FIGURES.streak
/** The stake, in credits, of a won match that makes a big wager. */
export const BIG_WAGER = ACHIEVEMENT_FIGURES.bigWager
/** Matches played to be a regular. */
export const REGULAR = ACHIEVEMENT_FIGURES.regular
/** Credits held at once for a fortune. */
export const FORTUNE = ACHIEVEMENT_FIGURES.fortune

/** A won match and, when the condition reads events, its tally. */
function won(context: FeatContext): FinishedMatchFacts | null {
  const match = context.match
  return match && match.won && !match.resigned ? match : null
}

/** Whether the player won a set of `rounds` after trailing 0–2 in it. */
function cameBackInRounds(rounds: readonly RoundRecord[], rules: RulesetId): boolean {
  const need = RULESETS[rules].roundsToWin
  const bySet = new Map<number, [number, number, boolean]>()
  for (const round of rounds) {
    const wins = bySet.get(round.set) ?? [0, 0, false]
    if (round.winner !== null) wins[round.winner] += 1
    if (wins[0] === 0 && wins[1] >= need - 1 && need > 1) wins[2] = true
    bySet.set(round.set, wins)
  }
  return [...bySet.values()].some(([mine, , trailed]) => trailed && mine >= need)
}

/** The AI tiers the player has beaten, from the stats (quick matches) and the campaign records. */
function tiersBeaten(profile: ProfileData): Set<AiTier> {
  const beaten = new Set<AiTier>()
  for (const [key, row] of Object.entries(profile.stats.byOpponent)) {
    if (row.won < 1) continue
    const quick = AI_TIERS.find((tier) => key === `quick-${tier}`)
    const tier = quick ?? opponentById(key)?.ai.tier
    if (tier) beaten.add(tier)
  }
  return beaten
}

function rulesetsWon(profile: ProfileData): number {
  return RULESET_IDS.filter((id) => (profile.stats.byRuleset[id]?.won ?? 0) > 0).length
}

function opponentsBeaten(profile: ProfileData): number {
  const records = profile.campaign.records
  return campaignContent().opponents.filter((o) => (records[o.id]?.won ?? 0) > 0).length
}

function cardsOwned(profile: ProfileData): number {
  return ALL_CARD_CODES.filter((code) => (profile.collection[code] ?? 0) > 0).length
}

const count = (have: number, need: number) => ({ have: Math.min(have, need), need })

/** Every achievement's condition, in the order the screen lists them and they unlock together. */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { id: 'firstWin', hidden: false, test: (c) => won(c) !== null },
  {
    id: 'fillTable',
    hidden: false,
    test: (c) => (c.match?.rounds ?? []).some((r) => r.reason === 'fill' && r.winner === 0),
  },
  { id: 'exactTwenty', hidden: false, test: (c) => c.match?.tally?.exactTwenty === true },
  { id: 'noSideCards', hidden: false, test: (c) => won(c)?.tally?.sidePlayed === 0 },
  {
    id: 'bustFree',
    hidden: false,
    test: (c) => {
      const match = won(c)
      return match !== null && !match.rounds.some((r) => r.reason === 'bust' && r.winner === 1)
    },
  },
  { id: 'flipSave', hidden: false, test: (c) => (c.match?.tally?.flipSaves ?? 0) > 0 },
  {
    id: 'roundComeback',
    hidden: false,
    test: (c) => {
      const match = won(c)
      return match !== null && cameBackInRounds(match.rounds, match.rules)
    },
  },
  {
    id: 'tournamentComeback',
    hidden: false,
    test: (c) => {
      const match = won(c)
      return match?.rules === 'tournament' && match.tally?.trailedSets === true
    },
  },
  {
    id: 'flawless',
    hidden: true,
    test: (c) => {
      const match = won(c)
      return match !== null && !match.rounds.some((r) => r.winner === 1)
    },
  },
  {
    id: 'tiebreaker',
    hidden: true,
    test: (c) => (c.match?.rounds ?? []).some((r) => r.reason === 'tiebreaker' && r.winner === 0),
  },
  { id: 'masterBeaten', hidden: false, test: (c) => won(c)?.tier === 'master' },
  {
    id: 'everyTier',
    hidden: false,
    test: (c) => tiersBeaten(c.profile).size === AI_TIERS.length,
    progress: (p) => count(tiersBeaten(p).size, AI_TIERS.length),
  },
  {
    id: 'everyRuleset',
    hidden: false,
    test: (c) => rulesetsWon(c.profile) === RULESET_IDS.length,
    progress: (p) => count(rulesetsWon(p), RULESET_IDS.length),
  },
  {
    id: 'winStreak',
    hidden: false,
    test: (c) => (c.profile.achievements?.winStreak ?? 0) >= STREAK,
    progress: (p) => count(p.achievements?.winStreak ?? 0, STREAK),
  },
  {
    id: 'bigWager',
    hidden: false,
    test: (c) => (won(c)?.wager ?? 0) >= BIG_WAGER,
  },
  {
    id: 'firstChampion',
    hidden: false,
    test: (c) =>
      campaignContent().opponents.some(
        (o) => o.champion && (c.profile.campaign.records[o.id]?.won ?? 0) > 0,
      ),
  },
  {
    id: 'everyCantina',
    hidden: false,
    test: (c) => opponentsBeaten(c.profile) === campaignContent().opponents.length,
    progress: (p) => count(opponentsBeaten(p), campaignContent().opponents.length),
  },
  { id: 'campaignWon', hidden: false, test: (c) => c.profile.campaign.finished },
  {
    id: 'regular',
    hidden: false,
    test: (c) => c.profile.stats.matches >= REGULAR,
    progress: (p) => count(p.stats.matches, REGULAR),
  },
  {
    id: 'collector',
    hidden: false,
    test: (c) => cardsOwned(c.profile) === ALL_CARD_CODES.length,
    progress: (p) => count(cardsOwned(p), ALL_CARD_CODES.length),
  },
  { id: 'fortune', hidden: true, test: (c) => c.profile.wallet.credits >= FORTUNE },
]
