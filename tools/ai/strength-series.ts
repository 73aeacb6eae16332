import type { RulesetId } from '@main/engine'
import { runSeries, type SeriesResult } from './arena-run'
import type { AiTier } from '@main/ai/index'

/** A seeded series of `matches` between two tiers without personalities: the strength tests' unit. */
export function seeded(
  rules: RulesetId,
  a: AiTier,
  b: AiTier,
  matches: number,
  seed: number,
): SeriesResult {
  return runSeries({ rules, a: { tier: a }, b: { tier: b }, matches, seed })
}
