import { z } from 'zod'
import { ACHIEVEMENT_IDS } from '@common/achievements'
import { isoTimeSchema } from './common'

/**
 * What the achievements need from a match's events, folded in as the match is played
 * (main/services/feats/tally.ts), so a finished match can be judged without keeping its events.
 */
export const matchTallySchema = z.strictObject({
  /** side cards the player (player 0) has played this match */
  sidePlayed: z.number().int().min(0).max(10_000),
  /** the player's total in the current round, as the last event showed it */
  total: z.number().int().min(-1_000).max(1_000),
  /** whether the player's last change of total this round was a side card they played */
  lastBySide: z.boolean(),
  /** a round won on exactly 20, the 20 made by the player's own side card */
  exactTwenty: z.boolean(),
  /** times a flip card took the player from over 20 back to 20 or less */
  flipSaves: z.number().int().min(0).max(10_000),
  /** the player was behind 0–1 in sets at some point */
  trailedSets: z.boolean(),
})

/** A profile's achievements: id -> when it was unlocked, and the current run of won matches. */
export const achievementsSchema = z.strictObject({
  unlocked: z.partialRecord(z.enum(ACHIEVEMENT_IDS), isoTimeSchema),
  winStreak: z.number().int().min(0).max(1_000_000),
})
