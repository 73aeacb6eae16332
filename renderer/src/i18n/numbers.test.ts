import { describe, expect, it } from 'vitest'
import { ALL_CARD_CODES } from '@common/cards'
import { cardLabel, RULESET_IDS, RULESETS } from '@common/rulesets'
import {
  cardName,
  formatDateTime,
  formatDay,
  formatList,
  formatNumber,
  formatPercent,
  formatScore,
  formatTotal,
} from './numbers'

describe('numbers in the player language', () => {
  it('groups whole numbers exactly as Intl does, in English and German', () => {
    const samples = [0, 999, 1000, 1200, 12_000, 999_999, 1_000_000]
    // every length of number from 1 to 16 digits, many times over, both signs
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 8; n = n * 3 + 7) samples.push(n)
    for (let n = 5; n < 1e6; n += 997) samples.push(n)
    for (const n of [...samples]) if (n !== 0) samples.push(-n)
    samples.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER)
    for (const locale of ['en', 'de'])
      for (const value of samples)
        expect(formatNumber(value, locale), `${value} in ${locale}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        )
  })

  it('writes 12,000 in English and 12.000 in German', () => {
    expect(formatNumber(12_000, 'en')).toBe('12,000')
    expect(formatNumber(12_000, 'de')).toBe('12.000')
    // where Intl writes "-0", a sum that came out as minus zero reads as nothing lost
    expect(formatNumber(-0, 'en')).toBe('0')
  })

  it('writes a negative total with a true minus sign, and a score that reads next to the dash', () => {
    expect(formatTotal(-2, 'en')).toBe('\u22122')
    expect(formatTotal(-1200, 'de')).toBe('\u22121.200')
    expect(formatTotal(0, 'en')).toBe('0')
    expect(formatTotal(-0, 'en')).toBe('0')
    expect(formatTotal(17, 'en')).toBe('17')
    // never a hyphen-minus beside the en dash: "21 – −2", a narrow no-break space each side
    expect(formatScore(21, -2, 'en')).toBe('21\u202f\u2013\u202f\u22122')
    expect(formatScore(24, 20, 'de')).toBe('24\u202f\u2013\u202f20')
    expect(formatScore(-3, 5, 'en')).not.toContain('-')
  })

  it('leaves fractions and other languages to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5')
    expect(formatNumber(1234, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234))
  })

  it('words per cents, lists and dates by the language', () => {
    expect(formatPercent(0.365, 'en')).toBe('36.5%')
    // a no-break space keeps German's sign on the number's line
    expect(formatPercent(0.36, 'de')).toBe('36\u00a0%')
    // English without the comma before "and", as the catalogue's own lists are written
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b and c')
    expect(formatList(['a', 'b', 'c'], 'de')).toBe('a, b und c')
    const when = new Date(2026, 11, 2, 14, 5)
    expect(formatDay(when, 'de', 'long')).toBe('2. Dezember 2026')
    expect(formatDay(when, 'en', 'medium')).toBe('Dec 2, 2026')
    expect(formatDateTime(when, 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(when),
    )
  })
})

describe('cardName', () => {
  it('writes a card as its face does: a minus sign, a flip pair’s and a twist’s numbers', () => {
    expect(cardName('-3')).toBe('\u22123')
    expect(cardName('+3')).toBe('+3')
    expect(cardName('±2')).toBe('±2')
    expect(cardName('F24')).toBe('2&4')
    expect(cardName('T15')).toBe('1↔5')
  })

  it('names the double and the tiebreaker as the ruleset that applies draws them', () => {
    expect(cardName('D', 'tournament')).toBe('×2')
    expect(cardName('TB', 'tournament')).toBe('TB')
    expect(cardName('D', 'classic')).toBe('D')
    expect(cardName('TB', 'classic')).toBe('±1T')
    expect(cardName('-3', 'cantina')).toBe('\u22123')
  })

  it('names every card without a ruleset as the Card Book draws it, and as the shop does', () => {
    expect(cardName('TB')).toBe('±1T')
    expect(cardName('D', null)).toBe('D')
    for (const code of ALL_CARD_CODES) {
      // the Book draws a card under the first ruleset that has it (main's collectionBook)
      const book = RULESET_IDS.filter((id) => RULESETS[id].cards.includes(code))[0]
      expect(cardName(code), code).toBe(cardLabel(code, book ?? 'classic'))
      // the shop's chips are drawn under the classic rules (CardChip's default)
      expect(cardName(code), code).toBe(cardLabel(code, 'classic'))
    }
  })
})
