import { describe, expect, it } from 'vitest'
import {
  ALL_CARD_CODES,
  CardCodeError,
  cardInfo,
  isCardCode,
  needsSign,
  parseCardCode,
} from './cards'
import { cardLabel, homeRules } from './rulesets'

describe('card codes', () => {
  it('parses every canonical code back to itself', () => {
    expect(ALL_CARD_CODES).toHaveLength(25)
    for (const code of ALL_CARD_CODES) {
      expect(parseCardCode(code)).toBe(code)
      expect(isCardCode(code)).toBe(true)
    }
  })

  it('accepts +-N for a flip card and x2 / ×2 for the double', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(parseCardCode(`+-${n}`)).toBe(`±${n}`)
    expect(parseCardCode('x2')).toBe('D')
    expect(parseCardCode('×2')).toBe('D')
    expect(parseCardCode('  +3 ')).toBe('+3')
  })

  it('rejects anything else with a sentence that lists the codes', () => {
    for (const text of ['+7', '-0', '±7', '+-7', 'd', 'X2', 'x3', '3', 'T25', '', '+ 3', '1T']) {
      expect(() => parseCardCode(text)).toThrow(CardCodeError)
      expect(() => parseCardCode(text)).toThrow(`"${text}" is not a side card. Use +1..+6`)
      expect(isCardCode(text)).toBe(false)
    }
  })

  it('knows what each card is', () => {
    expect(cardInfo('+4')).toEqual({ kind: 'plus', value: 4 })
    expect(cardInfo('-6')).toEqual({ kind: 'minus', value: 6 })
    expect(cardInfo('±2')).toEqual({ kind: 'flip', value: 2 })
    expect(cardInfo('D')).toEqual({ kind: 'double' })
    expect(cardInfo('F24')).toEqual({ kind: 'flipPair', pair: [2, 4] })
    expect(cardInfo('F36')).toEqual({ kind: 'flipPair', pair: [3, 6] })
    expect(cardInfo('T24')).toEqual({ kind: 'twist', pair: [2, 4] })
    expect(cardInfo('T36')).toEqual({ kind: 'twist', pair: [3, 6] })
    expect(cardInfo('T15')).toEqual({ kind: 'twist', pair: [1, 5] })
    expect(cardInfo('TB')).toEqual({ kind: 'tiebreaker' })
  })

  it('asks for a sign on flip cards always and on the tiebreaker only where it is played', () => {
    expect(needsSign('±3', true)).toBe(true)
    expect(needsSign('±3', false)).toBe(true)
    expect(needsSign('TB', true)).toBe(true)
    expect(needsSign('TB', false)).toBe(false)
    expect(needsSign('+3', true)).toBe(false)
    expect(needsSign('D', true)).toBe(false)
  })

  it('names the double and the tiebreaker as each ruleset shows them', () => {
    expect(cardLabel('-3', 'classic')).toBe('\u22123')
    expect(cardLabel('+3', 'classic')).toBe('+3')
    expect(cardLabel('D', 'classic')).toBe('D')
    expect(cardLabel('D', 'tournament')).toBe('×2')
    expect(cardLabel('TB', 'classic')).toBe('±1T')
    expect(cardLabel('TB', 'tournament')).toBe('TB')
    expect(cardLabel('F24', 'classic')).toBe('2&4')
    expect(cardLabel('T15', 'tournament')).toBe('1↔5')
    expect(cardLabel('-3', 'cantina')).toBe('\u22123')
  })

  it('names a card outside any match under the first ruleset that has it', () => {
    expect(homeRules('TB')).toBe('classic')
    expect(homeRules('D')).toBe('classic')
    expect(homeRules('T24')).toBe('tournament')
    expect(homeRules('+1')).toBe('classic')
    // a code that is no card (a hand-edited save) is named as classic would
    expect(homeRules('Q9')).toBe('classic')
  })
})
