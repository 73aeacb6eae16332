/**
 * The AI opponents' tiers, weakest first: the one list that main's AI, the save schemas, the
 * contract and the quick-match screen all read.
 */
export const AI_TIERS = ['rookie', 'kotor', 'veteran', 'master'] as const

export type AiTier = (typeof AI_TIERS)[number]
