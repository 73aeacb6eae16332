import { describe, expect, it } from 'vitest'
import { seeded } from './strength-series'

/**
 * Tournament matches of master v veteran: enough that the master's 59.8% over 2,000 (docs/ai.md)
 * is 3.8 standard errors above even.
 */
const MATCHES = 360

describe('the tiers in seeded matches: veteran < master', () => {
  // The tournament's best of three sets makes every edge count more per match than classic's
  // one set (master v veteran 59.8% there, 53.0% in classic over 2,000), so a few hundred
  // matches decide it; it is still the suite's slowest test (about four minutes of one core).
  it('veteran < master, decisively', () => {
    expect(seeded('tournament', 'master', 'veteran', MATCHES, 51).ci95[0]).toBeGreaterThan(0.5)
  })
})
