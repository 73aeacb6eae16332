import { describe, expect, it } from 'vitest'
import { ALL_CARD_CODES, type CardCode } from '@main/engine'
import { cardWeight } from './hand-value'

describe('the weight of a hand card', () => {
  const plainAndFlip = ALL_CARD_CODES.filter((c) => /^[+\-±]\d+$/.test(c))

  it('averages 1 over the plain and flip cards, and gold cards count as average', () => {
    const mean = plainAndFlip.reduce((s, c) => s + cardWeight(c), 0) / plainAndFlip.length
    expect(mean).toBeCloseTo(1, 9)
    expect(cardWeight('D')).toBe(1)
    expect(cardWeight('TB')).toBe(1)
  })

  it('rates a flip card above either of its halves, and a 1 below every other value', () => {
    for (let v = 1; v <= 6; v++) {
      expect(cardWeight(`±${v}` as CardCode)).toBeGreaterThan(cardWeight(`+${v}` as CardCode))
      expect(cardWeight(`±${v}` as CardCode)).toBeGreaterThan(cardWeight(`-${v}` as CardCode))
    }
    for (let v = 2; v <= 6; v++) {
      expect(cardWeight(`+${v}` as CardCode)).toBeGreaterThan(cardWeight('+1'))
      expect(cardWeight(`-${v}` as CardCode)).toBeGreaterThan(cardWeight('-1'))
    }
    // A +1 only turns 17..19 into 18..20: about half an average card.
    expect(cardWeight('+1')).toBeLessThan(0.6)
  })
})
