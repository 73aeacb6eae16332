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
