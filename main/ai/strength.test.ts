import { describe, expect, it } from 'vitest'
import { runSeries } from './arena-run'
import type { AiTier } from './index'
import { percentile, wilson } from './stats'

describe('the sim statistics', () => {
  it('gives the Wilson interval', () => {
    const [lo, hi] = wilson(50, 100)
    expect(lo).toBeCloseTo(0.4038, 3)
    expect(hi).toBeCloseTo(0.5962, 3)
    expect(wilson(0, 10)[0]).toBe(0)
  })

  it('takes percentiles by nearest rank', () => {
    expect(percentile([5, 1, 3, 2, 4], 0.5)).toBe(3)
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99)).toBe(10)
  })
})

describe('the tiers in seeded classic matches: rookie < kotor < veteran, kotor < master', () => {
  // Fixed seeds, so these replay the same matches every run: each asserts the ordering the
  // 2,000-match runs in docs/ai.md measured, with the observed rate kept above a margin.
  const series = (a: AiTier, b: AiTier, matches: number, seed: number): number =>
    runSeries({ rules: 'classic', a: { tier: a }, b: { tier: b }, matches, seed }).winRateA

  it('rookie < kotor, decisively', () => {
    const result = runSeries({
      rules: 'classic',
      a: { tier: 'kotor' },
      b: { tier: 'rookie' },
      matches: 300,
      seed: 11,
    })
    expect(result.ci95[0]).toBeGreaterThan(0.7)
  })

  it('kotor < veteran', () => {
    expect(series('veteran', 'kotor', 400, 21)).toBeGreaterThan(0.52)
  }, 150_000)

  // Master against veteran measured 49.9% over 800 classic matches, 48.8% over 400 with twice
  // the hands sampled and twice the budget (docs/ai.md): that ordering is not established, so
  // this asserts the one that is, master above the kotor rule.
  it('kotor < master', () => {
    expect(series('master', 'kotor', 60, 31)).toBeGreaterThan(0.52)
  }, 150_000)
})
