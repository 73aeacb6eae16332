import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import { roundWhy } from './round-why'

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
    expect(roundWhy(t, { winner: 0, reason: 'stand' }, 0, names)).toBe('higher total')
    expect(roundWhy(t, { winner: null, reason: 'tie' }, 0, names)).toBe('equal totals')
  })

  it('names both seats where neither is you (a hot-seat replay), in German too', () => {
    i18n.global.locale.value = 'de'
    expect(roundWhy(t, { winner: 1, reason: 'bust' }, null, names)).toBe('Ana hat überkauft')
    expect(roundWhy(t, { winner: 0, reason: 'fill' }, null, names)).toBe(
      'Ana hat den Tisch gefüllt',
    )
    i18n.global.locale.value = 'en'
  })
})
