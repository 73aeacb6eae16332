import { describe, expect, it } from 'vitest'
import { MAX_PLAYER_NAME } from '@common/players'
import { SPACER_NAMES, suggestSpacerName } from './spacer-names'

describe('the spacer names a new save is offered', () => {
  it('are many, each of two words and short enough for a save', () => {
    expect(SPACER_NAMES.length).toBeGreaterThan(100)
    expect(new Set(SPACER_NAMES).size).toBe(SPACER_NAMES.length)
    for (const name of SPACER_NAMES) {
      expect(name).toMatch(/^\S+ \S+$/)
      expect(name.length).toBeLessThanOrEqual(MAX_PLAYER_NAME)
    }
  })

  it('never suggest a name taken, in any letter case', () => {
    const first = SPACER_NAMES[0] as string
    expect(suggestSpacerName([], () => 0)).toBe(first)
    expect(suggestSpacerName([first.toUpperCase()], () => 0)).toBe(SPACER_NAMES[1])
    expect(suggestSpacerName([], () => 0.9999999)).toBe(SPACER_NAMES[SPACER_NAMES.length - 1])
  })
})
