import { describe, expect, it } from 'vitest'
import { decisive } from './strength-series'

/**
 * Tournament matches of master v veteran: the master's 59.8% over 2,000 (docs/ai.md) puts the
 * 95% interval's lower end of 240 matches near 53% (3 standard errors above even).
 */
const MATCHES = 240

describe('the tiers in seeded matches: veteran < master', () => {
  // The tournament's best of three sets makes every edge count more per match than classic's
  // one set (master v veteran 59.8% there, 53.0% in classic over 2,000), so a few hundred
  // matches decide it; it is still the slow suite's longest test, which is why it has a file
  // of its own (it runs beside the others).
  it('veteran < master, decisively', () => {
    expect(decisive('tournament', 'master', 'veteran', MATCHES, 51)).toBeGreaterThan(0.5)
  })
})
