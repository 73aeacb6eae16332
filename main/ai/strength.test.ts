import { describe, expect, it } from 'vitest'
import { runSeries } from './arena-run'
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

describe('the tiers in seeded classic matches', () => {
  // Decisive and fast: the rookie loses to the kotor rule nearly nine times in ten.
  it('rookie < kotor', () => {
    const result = runSeries({
      rules: 'classic',
      a: { tier: 'kotor' },
      b: { tier: 'rookie' },
      matches: 300,
      seed: 11,
    })
    expect(result.ci95[0]).toBeGreaterThan(0.5)
  })

  it('rookie < veteran', () => {
    const result = runSeries({
      rules: 'classic',
      a: { tier: 'veteran' },
      b: { tier: 'rookie' },
      matches: 300,
      seed: 12,
    })
    expect(result.ci95[0]).toBeGreaterThan(0.5)
  })
})
