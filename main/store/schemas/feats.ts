import { z } from 'zod'
import { isoTimeSchema } from './fields'

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

/**
 * A profile's achievements: id -> when it was unlocked, and the current run of won matches. Any
 * id of an achievement's shape is kept, not only today's: a save that a later version wrote,
 * with achievements this one does not know, still loads (they are not shown, and kept as they
 * are). At most a few hundred, so a damaged file cannot grow it without end.
 */
export const achievementsSchema = z.strictObject({
  unlocked: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,47}$/), isoTimeSchema)
    .refine((ids) => Object.keys(ids).length <= 500, 'too many achievements'),
  winStreak: z.number().int().min(0).max(1_000_000),
})
