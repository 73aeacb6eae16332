// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { apply, createMatch, view, type Action, type MatchState } from '@main/engine'
import { i18n } from '@/i18n'
import { CLASSIC_DECK } from '@tools/testing/engine-main'
import PlayerTable from './PlayerTable.vue'

function play(state: MatchState, ...actions: Action[]): MatchState {
  for (const action of actions) {
    const next = apply(state, action)
    if (!next.ok) throw new Error(next.error.reason)
    state = next.state
  }
  return state
}

function mountSeat(state: MatchState, player: 0 | 1, sets = false) {
  const v = view(state, 0)
  return mount(PlayerTable, {
    props: {
      seat: v.players[player],
      player,
      rules: v.rules,
      name: 'Vessa',
      subtitle: 'Dealer',
      portrait: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      stake: 1500,
      active: v.turn === player,
      side: player === 0 ? 'left' : 'right',
      cue: null,
      scale: 0,
      sets,
    },
    global: { plugins: [i18n] },
  })
}

describe('PlayerTable (real engine views)', () => {
  const start = createMatch({
    rules: 'classic',
    seed: 3,
    opener: 0,
    sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
    hands: [
      ['+4', '-3', '±2', '+1'],
      ['+1', '+2', '+3', '-1'],
    ],
    draws: [5, 6, 4],
  }).state

  it('shows nine slots, the cards on the table and the total', () => {
    // you 5, +4 -> 9, end; opponent 6, end; you draw 4 -> 13
    const state = play(
      start,
      { type: 'play', player: 0, card: '+4' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
    )
    const w = mountSeat(state, 0)
    expect(w.findAll('[data-test="slot"]')).toHaveLength(9)
    const cards = w.findAll('.slot .side-card')
    expect(cards.map((c) => c.attributes('data-kind'))).toEqual(['main', 'plus', 'main'])
    expect(cards.map((c) => c.find('[data-part="main"]').text())).toEqual(['5', '+4', '4'])
    expect(w.find('[data-test="total-value"]').text()).toBe('13')
    expect(w.find('[data-test="stake"]').text()).toContain('1,500')
  })

  it("writes the stake the player's language's way, not the browser's", () => {
    i18n.global.locale.value = 'de'
    try {
      expect(mountSeat(start, 0).find('[data-test="stake"]').text()).toContain('1.500')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('lights one round light per round won, and set marks only in the tournament', () => {
    // you 10, opponent 5, you 10 = 20 (stands by itself), opponent 10 and stands: you win
    const afterRound = play(
      createMatch({
        rules: 'classic',
        seed: 3,
        opener: 0,
        sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
        hands: [
          ['+4', '-3', '±2', '+1'],
          ['+1', '+2', '+3', '-1'],
        ],
        draws: [10, 5, 10, 5],
      }).state,
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
      { type: 'stand', player: 1 },
    )
    const wins = view(afterRound, 0).players[0].roundWins
    expect(wins).toBe(1)
    const w = mountSeat(afterRound, 0)
    const lit = w.findAll('[data-test="round-light"][data-lit="true"]')
    expect(w.findAll('[data-test="round-light"]')).toHaveLength(3)
    expect(lit).toHaveLength(wins)
    expect(w.findAll('[data-test="set-mark"]')).toHaveLength(0)
    expect(mountSeat(afterRound, 0, true).findAll('[data-test="set-mark"]')).toHaveLength(2)
  })

  it('shows the portrait SVG only as an image, never as markup in the page', () => {
    const w = mountSeat(start, 1)
    const img = w.find('[data-test="portrait"]')
    expect(img.attributes('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(w.find('script').exists()).toBe(false)
  })

  it('marks a standing player on the total display', () => {
    const state = play(start, { type: 'stand', player: 0 })
    const w = mountSeat(state, 0)
    expect(w.find('[data-test="total"]').classes()).toContain('standing')
  })
})
