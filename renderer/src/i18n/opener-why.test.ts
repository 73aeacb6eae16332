import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import { declined } from './names'
import { namedDraws, openerDraws, openerWhy } from './opener-why'

/** The table's `t` (useLabels): a line's names declined as its German asks. */
const t = (key: string, named: Record<string, unknown> = {}): string =>
  i18n.global.t(key, declined(named, i18n.global.locale.value))

describe('why the opener opens, in words', () => {
  it('says only the deciding high cards in the note, the opener’s first', () => {
    i18n.global.locale.value = 'en'
    expect(openerWhy(t, { why: 'highCard', draws: [[9, 4]] })).toBe(
      'drew the higher card, 9 against 4',
    )
    const redrawn = {
      why: 'highCard',
      draws: [
        [5, 5],
        [2, 2],
        [7, 3],
      ],
    } as const satisfies Parameters<typeof openerWhy>[1]
    expect(openerWhy(t, redrawn)).toBe('drew the higher card, 7 against 3')
    // a match picked up again: the draws were not seen
    expect(openerWhy(t, { why: 'highCard', draws: null })).toBe('drew the higher card')
  })

  it('says on the banner which card each seat drew, the opener’s first, the ties before it first, as a sentence in English and German', () => {
    i18n.global.locale.value = 'en'
    // the engine's pairs hold each seat's card at its index: seat 1 drew 9, seat 0 drew 4
    expect(openerDraws(t, [[4, 9]], 0, 'Deckhand Wendel')).toBe(
      'Deckhand\u00a0Wendel drew 9, you drew 4',
    )
    expect(openerDraws(t, [[4, 9]], 1, 'Lab')).toBe('you drew 9, Lab drew 4')
    const redrawn: [number, number][] = [
      [5, 5],
      [2, 2],
      [7, 3],
    ]
    // the ties first, in the order drawn, then the pair that decided
    expect(openerDraws(t, redrawn, 0, 'Wendel')).toBe(
      'both drew 5, then both 2, a tie each time; then you drew 7, Wendel drew 3',
    )
    expect(openerDraws(t, redrawn.slice(1), 1, 'Wendel')).toBe(
      'both drew 2, a tie; then Wendel drew 7, you drew 3',
    )
    expect(openerDraws(t, [[4, 4], ...redrawn], 1, 'Wendel')).toBe(
      'both drew 4, then both 5, then both 2, a tie each time; then Wendel drew 7, you drew 3',
    )
    i18n.global.locale.value = 'de'
    expect(openerDraws(t, redrawn.slice(1), 0, 'Deckhand Wendel')).toBe(
      'Beide ziehen 2, Gleichstand; dann ziehst du 7, Deckhand\u00a0Wendel zieht 3',
    )
    expect(openerDraws(t, redrawn, 1, 'Deckhand Wendel')).toBe(
      'Beide ziehen 5, dann beide 2, jedes Mal Gleichstand; dann zieht Deckhand\u00a0Wendel 7, du ziehst 3',
    )
    i18n.global.locale.value = 'en'
  })

  it('keeps each name whole on a line, a role’s article and a capital first letter too', () => {
    const NBSP = '\u00a0'
    const redrawn: [number, number][] = [
      [8, 8],
      [10, 10],
      [9, 10],
    ]
    i18n.global.locale.value = 'en'
    // the banner wraps its sentence in even lines: they broke "Deckhand / Wendel"
    const said = openerDraws(t, redrawn, 0, 'Deckhand Wendel')
    expect(said).toBe(
      `both drew 8, then both 10, a tie each time; then Deckhand${NBSP}Wendel drew 10, you drew 9`,
    )
    expect(namedDraws(t, redrawn, ['Oriella Vane', 'Corrin del Mar'])).toBe(
      `both drew 8, then both 10, a tie each time; then Corrin${NBSP}del${NBSP}Mar drew 10, Oriella${NBSP}Vane drew 9`,
    )
    i18n.global.locale.value = 'de'
    // a role keeps its article, looked up by its name as written; a name opening the line is
    // said with a capital, and kept whole so
    expect(openerDraws(t, [[4, 9]], 0, 'Stille Fremde')).toBe(
      `Die Stille${NBSP}Fremde zieht 9, du ziehst 4`,
    )
    expect(openerDraws(t, [[4, 9]], 0, 'van der Berg')).toBe(
      `Van${NBSP}der${NBSP}Berg zieht 9, du ziehst 4`,
    )
    i18n.global.locale.value = 'en'
  })

  it('says the equal cards as cards both drew, not as totals tied, at a hot-seat table too', () => {
    const redrawn: [number, number][] = [
      [2, 2],
      [6, 6],
      [4, 9],
    ]
    i18n.global.locale.value = 'en'
    expect(namedDraws(t, redrawn, ['Maren', 'Corrin'])).toBe(
      'both drew 2, then both 6, a tie each time; then Corrin drew 9, Maren drew 4',
    )
    i18n.global.locale.value = 'de'
    expect(namedDraws(t, redrawn, ['Maren', 'Corrin'])).toBe(
      'Beide ziehen 2, dann beide 6, jedes Mal Gleichstand; dann zieht Corrin 9, Maren 4',
    )
    i18n.global.locale.value = 'en'
  })

  it('names every other reason, in English and German', () => {
    i18n.global.locale.value = 'en'
    expect(openerWhy(t, { why: 'coin' })).toBe('won the coin toss')
    expect(openerWhy(t, { why: 'lostRound' })).toBe('lost the last round')
    expect(openerWhy(t, { why: 'tie' })).toBe('the last round was a tie')
    expect(openerWhy(t, { why: 'wonSet' })).toBe('won the last set')
    i18n.global.locale.value = 'de'
    expect(openerWhy(t, { why: 'highCard', draws: [[9, 4]] })).toBe(
      'höhere Karte gezogen, 9 gegen 4',
    )
    expect(openerWhy(t, { why: 'coin' })).toBe('Münzwurf gewonnen')
    expect(openerWhy(t, { why: 'wonSet' })).toBe('letzten Satz gewonnen')
    i18n.global.locale.value = 'en'
  })
})
