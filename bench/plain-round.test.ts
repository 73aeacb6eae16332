import { describe, expect, it } from 'vitest'
import { randomMatch } from './engine'
import { plainMatch } from './plain-round'

describe('the plain round loop the engine is measured against', () => {
  it('plays the very matches the engine plays with the same seeds', () => {
    // Same decks, generator, opener, deal and random policy: the same number of rounds, match by
    // match, so the share the bench reports compares like with like.
    const seeds = Array.from({ length: 500 }, (_, i) => i + 1)
    const plain = seeds.map(plainMatch)
    expect(plain).toEqual(seeds.map((seed) => randomMatch('classic', seed, null)))
    expect(new Set(plain).size).toBeGreaterThan(3)
  })
})
