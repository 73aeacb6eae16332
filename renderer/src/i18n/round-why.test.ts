import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import { roundWhy, roundWhyWithTotals } from './round-why'

const t = i18n.global.t
const NAMES = ['Ana', 'Vessa'] as const
const names = (seat: 0 | 1): string => NAMES[seat]

describe('why a round ended, in words that say who', () => {
  it('a bust is the loser’s, a full table the winner’s; you are you', () => {
    i18n.global.locale.value = 'en'
    expect(roundWhy(t, { winner: 0, reason: 'bust' }, 0, names)).toBe('Vessa went over 20')
    expect(roundWhy(t, { winner: 1, reason: 'bust' }, 0, names)).toBe('you went over 20')
    expect(roundWhy(t, { winner: 1, reason: 'fill' }, 0, names)).toBe('Vessa filled the table')
    expect(roundWhy(t, { winner: 0, reason: 'fill' }, 0, names)).toBe('you filled the table')
    expect(roundWhy(t, { winner: 0, reason: 'stand' }, 0, names)).toBe('you had the higher total')
    expect(roundWhy(t, { winner: 1, reason: 'stand' }, 0, names)).toBe('Vessa had the higher total')
    expect(roundWhy(t, { winner: 1, reason: 'tiebreaker' }, 0, names)).toBe(
      'Vessa won on the tiebreaker',
    )
    expect(roundWhy(t, { winner: null, reason: 'tie' }, 0, names)).toBe('equal totals')
  })

  it('gives the totals from the named seat’s side, with a true minus sign', () => {
    i18n.global.locale.value = 'en'
    const total = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n))
    // lost on the total: the reason and the first number are the opponent's
    const lost = { winner: 1, reason: 'stand', totals: [-2, 12] } as const
    expect(roundWhyWithTotals(t, lost, 0, names, total)).toBe(
      '(Vessa had the higher total, 12 to \u22122)',
    )
    // a bust is the buster's: their total first, whoever reads it
    const bust = { winner: 0, reason: 'bust', totals: [18, 24] } as const
    expect(roundWhyWithTotals(t, bust, 0, names, total)).toBe('(Vessa went over 20, 24 to 18)')
    expect(roundWhyWithTotals(t, bust, 1, names, total)).toBe('(you went over 20, 24 to 18)')
    // a tie starts with yours
    const tie = { winner: null, reason: 'tie', totals: [17, 17] } as const
    expect(roundWhyWithTotals(t, tie, 1, names, total)).toBe('(equal totals, 17 to 17)')
  })

  it('names both seats where neither is you (a hot-seat replay), in German too', () => {
    i18n.global.locale.value = 'de'
    expect(roundWhy(t, { winner: 1, reason: 'bust' }, null, names)).toBe('Ana hat sich überkauft')
    expect(roundWhy(t, { winner: 1, reason: 'stand' }, null, names)).toBe(
      'Vessa hatte die höhere Summe',
    )
    expect(roundWhy(t, { winner: 0, reason: 'fill' }, null, names)).toBe(
      'Ana hat den Tisch gefüllt',
    )
    i18n.global.locale.value = 'en'
  })
})
