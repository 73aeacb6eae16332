/**
 * Personalities sit on top of a tier so two opponents of one tier feel different. They shift
 * the tier's own thresholds a little; they never give an AI information it could not see.
 */
export interface Personality {
  /** -1..1: above 0 stands later (draws on to higher totals), below 0 stands earlier */
  risk: number
  /** 0..1: how readily it spends a tiebreaker on a total that only ties */
  bluff: number
  /** 0..1: presentation only, the scale of the "thinking" pause the table shows */
  tempo: number
}

export const NEUTRAL: Personality = { risk: 0, bluff: 0, tempo: 0.5 }

/** How many points later (or earlier) this personality stands: -2..+2. */
export function standShift(personality: Personality | undefined): number {
  if (!personality) return 0
  return Math.round(Math.max(-1, Math.min(1, personality.risk)) * 2)
}

/**
 * The thinking pause the renderer may show before an AI action, in milliseconds. A pure
 * function of the personality and how hard the decision was (the number of legal actions).
 */
export function thinkingPauseMs(personality: Personality | undefined, choices: number): number {
  const tempo = Math.max(0, Math.min(1, personality?.tempo ?? NEUTRAL.tempo))
  return Math.round((250 + 120 * Math.min(choices, 8)) * (0.4 + 1.2 * tempo))
}
