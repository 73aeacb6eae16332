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

/** One line for the test log: who beat whom, how often, with the 95% interval. */
export function summary(series: SeriesResult): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`
  return `${series.rules}: ${series.a} v ${series.b}, ${series.winsA} of ${series.matches} (${pct(series.winRateA)}, CI ${pct(series.ci95[0])} - ${pct(series.ci95[1])})`
}

/** The lower end of A's 95% interval over a seeded series, with the series printed to the log. */
export function decisive(...args: Parameters<typeof seeded>): number {
  const series = seeded(...args)
  console.info(summary(series))
  return series.ci95[0]
}
