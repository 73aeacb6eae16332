import { z } from 'zod'

/**
 * The player's habits as a master opponent remembers them (main/services/match/habits.ts):
 * counts of what the player did in finished matches against the AI, as the AI's seat saw it.
 * Fixed in size whatever the number of matches (the counts are halved past a bound).
 */

/** Totals 10..20: the index of a total in `stood` and `drew`. */
export const HABIT_TOTALS = 11
/** The total counted at index 0 of `stood` and `drew`. */
export const HABIT_LOWEST_TOTAL = 10
/** The most any count may hold in a save (the service halves them long before). */
export const HABIT_COUNT_MAX = 100_000

const count = z.number().int().min(0).max(HABIT_COUNT_MAX)

/** The habits as a profile saves them: counts only, never the moves. */
export const habitsSchema = z.strictObject({
  /** finished matches summarised */
  matches: count,
  /** how often the player stood on each total (10..20) facing an opponent still drawing */
  stood: z.array(count).length(HABIT_TOTALS),
  /** how often the player drew on at each total (10..20) facing an opponent still drawing */
  drew: z.array(count).length(HABIT_TOTALS),
  /** side cards played, by what they did: to exactly 20, back under 21 after a bust, up into 18..19, up into 15..17 */
  plays: z.strictObject({ to20: count, rescue: count, reach: count, low: count }),
  /** busts given up without a card */
  letGo: count,
})

export type HabitsData = z.infer<typeof habitsSchema>
