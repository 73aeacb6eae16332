/**
 * The achievements' ids, in the order the Achievements screen lists them: the one list that
 * main's definitions (main/services/feats), the save schema and the renderer's words all read.
 */
export const ACHIEVEMENT_IDS = [
  'firstWin',
  'fillTable',
  'exactTwenty',
  'noSideCards',
  'bustFree',
  'flipSave',
  'roundComeback',
  'tournamentComeback',
  'flawless',
  'tiebreaker',
  'masterBeaten',
  'everyTier',
  'everyRuleset',
  'winStreak',
  'bigWager',
  'firstChampion',
  'everyCantina',
  'campaignWon',
  'regular',
  'collector',
  'fortune',
] as const

export type AchievementId = (typeof ACHIEVEMENT_IDS)[number]

/**
 * The achievements a daily challenge's match counts toward: those read from the stats' totals,
 * which a daily match adds to (matches played, rulesets won, tiers beaten). The Achievements
 * screen tags each of them so. The prize it pays is credits like any others, held toward
 * what the purse unlocks.
 */
export const DAILY_COUNTED_ACHIEVEMENTS = ['regular', 'everyRuleset', 'everyTier'] as const

/** The figures the conditions name: main checks against them, the renderer words them. */
export const ACHIEVEMENT_FIGURES = {
  /** matches won in a row for the streak */
  streak: 5,
  /** the stake, in credits, of a big wager */
  bigWager: 10_000,
  /** matches played to be a regular */
  regular: 50,
  /** credits held at once for a fortune */
  fortune: 100_000,
} as const
