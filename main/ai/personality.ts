/**
 * Personalities sit on top of a tier so two opponents of one tier feel different. They shift
 * the tier's own thresholds a little; they never give an AI information it could not see.
 */
export interface Personality {
  /** -1..1: above 0 stands later (draws on to higher totals), below 0 stands earlier */
  risk: number
  /**
   * 0..1: how readily it stands on a total that only ties a standing opponent (betting on the
   * replayed round, or on its tiebreaker winning the tie) instead of drawing on to beat them:
   * see tieStandFrom (rookie, kotor) and tieStandBias (veteran, master)
   */
  bluff: number
  /**
   * 0..1: presentation only, how long the table shows it thinking before each move, from quick
   * (0) to deliberate (1); the AI never reads it (the renderer's pacing does, from OpponentInfo)
   */
  tempo: number
}

/** How many points later (or earlier) this personality stands: -2..+2. */
export function standShift(personality: Personality | undefined): number {
  if (!personality) return 0
  return Math.round(Math.max(-1, Math.min(1, personality.risk)) * 2)
}

const unit = (x: number | undefined): number => Math.max(0, Math.min(1, x ?? 0))

/**
 * The rule tiers' bluff: the lowest total on which they stand on a tie with a standing opponent
 * rather than draw on (the tier's own rule decides below it, and whenever this is null: no
 * bluff). From 19 at a bluff near 0 down to 15 at 1; two lower again when a tie is won for
 * them (`tieIsWon`: their tiebreaker counts and the opponent's does not), since then the tie is
 * no bluff at all but a sure round, and a bluffer is the one who dares to notice.
 */
export function tieStandFrom(
  personality: Personality | undefined,
  tieIsWon: boolean,
): number | null {
  const bluff = unit(personality?.bluff)
  if (bluff <= 0) return null
  return 19 - Math.round(4 * bluff) - (tieIsWon ? 2 : 0)
}

/**
 * The search tiers' bluff: match-win chance added to standing on a total that ties a standing
 * opponent, up to 4 points at a bluff of 1. Small on purpose: it decides between actions the
 * search finds close (a tie at 14..16 with nothing in hand to save a bust), never a clear one.
 */
export function tieStandBias(personality: Personality | undefined): number {
  return 0.04 * unit(personality?.bluff)
}
