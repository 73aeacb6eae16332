// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { ReplayPlayer } from '@preload/contract'
import { i18n } from '@/i18n'
import ReplaySeat from './ReplaySeat.vue'

/** A replayed seat whose hand is spent: the opponent's still hidden, or the player's own. */
function seat(hand: ReplayPlayer['hand'], handSize: number, choosing = false) {
  const player: ReplayPlayer = {
    table: [],
    total: 14,
    standing: false,
    roundWins: 0,
    setWins: 0,
    handSize,
    hand,
  }
  const props = { seat: player, rules: 'classic' as const, name: 'Pip', sets: false, active: false }
  return mount(ReplaySeat, {
    props: { ...props, bust: false, choosing },
    global: { plugins: [i18n] },
  })
}

describe('a replayed seat', () => {
  it('is lit while the step shows its turn, and the other seat is not', () => {
    const player: ReplayPlayer = {
      table: [],
      total: 9,
      standing: false,
      roundWins: 0,
      setWins: 0,
      handSize: 4,
      hand: null,
    }
    const shown = (active: boolean) =>
      mount(ReplaySeat, {
        props: { seat: player, rules: 'classic', name: 'Vessa', sets: false, active, bust: false },
        global: { plugins: [i18n] },
      }).get('[data-test="replay-seat"]')
    expect(shown(true).classes()).toContain('active')
    expect(shown(false).classes()).not.toContain('active')
  })

  it('says a spent hand has no cards left mid-match as at the end, in both languages', () => {
    const hand = (w: ReturnType<typeof seat>) => w.get('[data-test="replay-hand"]').text()
    expect(hand(seat(null, 0))).toBe('no cards left')
    expect(hand(seat([], 0))).toBe('no cards left')
    expect(hand(seat(null, 1))).toBe('1 hidden card')
    i18n.global.locale.value = 'de'
    try {
      expect(hand(seat(null, 0))).toBe('keine Karten mehr')
      expect(hand(seat(null, 2))).toBe('2 verdeckte Karten')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('says a hand is not chosen yet at the cantina’s deal, not that none is left', () => {
    const hand = (w: ReturnType<typeof seat>) => w.get('[data-test="replay-hand"]').text()
    // the player's own (or a hot-seat person's) and the AI's hidden one
    expect(hand(seat([], 0, true))).toBe('hand not chosen yet')
    expect(hand(seat(null, 0, true))).toBe('hand not chosen yet')
    // a hand chosen while the other is still choosing shows as before
    expect(hand(seat(null, 4, true))).toBe('4 hidden cards')
    i18n.global.locale.value = 'de'
    try {
      expect(hand(seat([], 0, true))).toBe('Hand noch nicht gewählt')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })
})
