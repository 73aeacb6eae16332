import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import { openerWhy } from './opener-why'

const t = i18n.global.t

describe('why the opener opens, in words', () => {
  it('says the deciding high cards, the opener’s first, and where asked the ties before them', () => {
    i18n.global.locale.value = 'en'
    expect(openerWhy(t, { why: 'highCard', draws: [[9, 4]] })).toBe('high card 9 against 4')
    const redrawn = {
      why: 'highCard',
      draws: [
        [5, 5],
        [2, 2],
        [7, 3],
      ],
    } as const satisfies Parameters<typeof openerWhy>[1]
    expect(openerWhy(t, redrawn)).toBe('high card 7 against 3')
    expect(openerWhy(t, redrawn, true)).toBe('high card 7 against 3, after ties at 5, 2')
    expect(
      openerWhy(
        t,
        {
          why: 'highCard',
          draws: [
            [5, 5],
            [8, 1],
          ],
        },
        true,
      ),
    ).toBe('high card 8 against 1, after a tie at 5')
    // a match picked up again: the draws were not seen
    expect(openerWhy(t, { why: 'highCard', draws: null })).toBe('high card')
  })

  it('names every other reason, in English and German', () => {
    i18n.global.locale.value = 'en'
    expect(openerWhy(t, { why: 'coin' })).toBe('the coin chose')
    expect(openerWhy(t, { why: 'lostRound' })).toBe('lost the last round')
    expect(openerWhy(t, { why: 'tie' })).toBe('the last round was a tie')
    expect(openerWhy(t, { why: 'wonSet' })).toBe('won the last set')
    i18n.global.locale.value = 'de'
    expect(openerWhy(t, { why: 'highCard', draws: [[9, 4]] })).toBe('höhere Karte 9 gegen 4')
    expect(openerWhy(t, { why: 'wonSet' })).toBe('letzten Satz gewonnen')
    i18n.global.locale.value = 'en'
  })
})
