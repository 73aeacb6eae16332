import type { AchievementId } from '@common/achievements'
import { matchCounts } from '@common/history'
import type { AchievementView } from '@preload/contract'
import type { ProfileData, StoredMatch } from '@main/store'
import { opponentById } from '../world'
import { ACHIEVEMENTS, type FeatContext, type FinishedMatchFacts } from './achievements'

/**
 * Which matches count for achievements: matches a player plays alone against the AI. The
 * tutorial is scripted, and a match between two people at one screen (or any mode added later)
 * must not unlock a single player's feats: a mode counts only once it is named here.
 */
export const COUNTED_MODES: readonly string[] = ['quick', 'campaign']

/** Unlocks every achievement whose condition now holds; returns the new ones, in list order. */
function unlock(profile: ProfileData, context: FeatContext, at: string): AchievementId[] {
  const feats = (profile.achievements ??= { unlocked: {}, winStreak: 0 })
  const fresh: AchievementId[] = []
  for (const def of ACHIEVEMENTS) {
    if (feats.unlocked[def.id] !== undefined || !def.test(context)) continue
    feats.unlocked[def.id] = at
    fresh.push(def.id)
  }
  return fresh
}

/**
 * After a match is settled on the profile draft (stats, campaign, purse and prizes included):
 * keeps the win streak and unlocks what the match and the profile now earn. A match of a mode
 * that does not count earns nothing itself; one that the stats count (the daily challenge)
 * still moves the profile's totals, and what those now earn unlocks at once, as after a
 * purchase (a 50th match, a 100,000th credit), never a full bar left locked; a daily replay
 * moves nothing and earns nothing (`matchCounts`). Returns the newly
 * unlocked achievements.
 */
export function checkMatchFeats(
  profile: ProfileData,
  match: StoredMatch,
  won: boolean,
  resigned: boolean,
  at: string,
): AchievementId[] {
  if (!COUNTED_MODES.includes(match.mode))
    return matchCounts(match) ? checkProfileFeats(profile, at) : []
  const feats = (profile.achievements ??= { unlocked: {}, winStreak: 0 })
  feats.winStreak = won ? feats.winStreak + 1 : 0
  const opponent = match.opponentId === null ? undefined : opponentById(match.opponentId)
  const facts: FinishedMatchFacts = {
    mode: match.mode,
    rules: match.state.rules,
    won,
    resigned,
    wager: match.wager,
    tier: opponent?.ai.tier ?? match.tier ?? 'rookie',
    opponentId: match.opponentId,
    rounds: match.state.rounds,
    tally: match.tally ?? null,
  }
  return unlock(profile, { profile, match: facts }, at)
}

/** After the collection or the purse changed outside a match (a purchase, a sale). */
export function checkProfileFeats(profile: ProfileData, at: string): AchievementId[] {
  return unlock(profile, { profile, match: null }, at)
}

/**
 * Every achievement for the Achievements screen: unlocked ones with their date; locked ones
 * with their progress where counted; a locked hidden one without even its id, so nothing of it
 * leaves main before it is earned.
 */
export function achievementsOf(profile: ProfileData): AchievementView[] {
  const unlocked = profile.achievements?.unlocked ?? {}
  return ACHIEVEMENTS.map((def): AchievementView => {
    const at = unlocked[def.id]
    if (at !== undefined) return { id: def.id, hidden: def.hidden, unlockedAt: at, progress: null }
    if (def.hidden) return { id: null, hidden: true, unlockedAt: null, progress: null }
    return {
      id: def.id,
      hidden: false,
      unlockedAt: null,
      progress: def.progress ? def.progress(profile) : null,
    }
  })
}
