/**
 * AI decision time per tier: each tier plays seeded matches against the kotor rule, cycling
 * through the three rulesets, until it has made `decisions` decisions; the median and p99 of
 * its own decisions (choosing a hand included) are reported. Budgets from the AI issue:
 * the master decides in 25 ms median and under 250 ms at the 99th percentile.
 */
import { AI_TIERS, type AiTier } from '@main/ai'
import { playMatch } from '@tools/ai/arena'
import { RULESET_IDS } from '@main/engine'
import { median, percentile, round, type BenchResult } from './measure'

const BUDGETS: Partial<Record<AiTier, { p50: number; p99: number }>> = {
  master: { p50: 25, p99: 250 },
}

export function decisionTimes(tier: AiTier, decisions: number, firstSeed = 1): number[] {
  const times: number[] = []
  for (let seed = firstSeed; times.length < decisions; seed++) {
    const rules = RULESET_IDS[seed % RULESET_IDS.length] ?? 'classic'
    const record = playMatch({
      rules,
      seed,
      players: [{ tier }, { tier: 'kotor' }],
      clock: () => performance.now(),
    })
    times.push(...record.times[0])
  }
  return times.slice(0, decisions)
}

export function benchAi(decisions = 300): BenchResult[] {
  const results: BenchResult[] = []
  for (const tier of AI_TIERS) {
    const times = decisionTimes(tier, decisions).sort((a, b) => a - b)
    const budget = BUDGETS[tier]
    results.push({
      name: `ai.decisionMsP50.${tier}`,
      value: round(median(times), 3),
      unit: 'ms',
      budget: budget?.p50 ?? null,
    })
    results.push({
      name: `ai.decisionMsP99.${tier}`,
      value: round(percentile(times, 99), 2),
      unit: 'ms',
      budget: budget?.p99 ?? null,
    })
  }
  return results
}
