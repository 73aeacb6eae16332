import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import { createMatch } from './match'
import { projections } from './projection'
import { view } from './view'
import { act } from '@tools/testing/engine-steps'

const CLASSIC: CardCode[] = ['+3', '-2', '±4', 'D', 'F24', '+1', '+2', '-1', '-3', '±1']
const TOURNAMENT: CardCode[] = ['TB', 'D', 'T24', '+3', '+4', '+5', '-3', '-4', '±1', '±2']

describe('projections: the total a hand card would make', () => {
  it('classic: plus, minus, both signs of a flip card, and a double copying the card before', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CLASSIC, CLASSIC],
      hands: [
        ['+3', '-2', '±4', 'D'],
        ['+3', '-2', '±4', 'D'],
      ],
      opener: 0,
      draws: [7],
    })
    expect(projections(state, 0)).toEqual({
      '+3': [{ sign: null, total: 10 }],
      '-2': [{ sign: null, total: 5 }],
      '±4': [
        { sign: '+', total: 11 },
        { sign: '-', total: 3 },
      ],
      D: [{ sign: null, total: 14 }],
    })
    // nothing on the second player's table yet: the double has nothing to copy
    expect(projections(state, 1).D).toEqual([])
    expect(projections(state, 1)['+3']).toEqual([{ sign: null, total: 3 }])
  })

  it('classic: the gold flip turns the 2s and 4s already on the table', () => {
    let state = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CLASSIC, CLASSIC],
      hands: [
        ['F24', '+1', '±1', '-1'],
        ['+3', '-2', '±4', 'D'],
      ],
      opener: 0,
      draws: [4, 5, 2],
    }).state
    state = act(state, { type: 'end', player: 0 }, { type: 'end', player: 1 })
    expect(projections(state, 0).F24).toEqual([{ sign: null, total: -6 }])
    // the sign the classic tiebreaker or a flip card takes is the player's to choose
    expect(projections(state, 0)['±1']).toEqual([
      { sign: '+', total: 7 },
      { sign: '-', total: 5 },
    ])
  })

  it('cantina: a total never goes below 0', () => {
    const deck: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
    const state = createMatch({
      rules: 'cantina',
      seed: 4,
      sideDecks: [deck, deck],
      hands: [
        ['-5', '+1', '+2', '+3'],
        ['-5', '+1', '+2', '+3'],
      ],
      opener: 0,
      draws: [2],
    }).state
    expect(projections(state, 0)['-5']).toEqual([{ sign: null, total: 0 }])
  })

  it('tournament: ×2 adds the last green card again; the held tiebreaker never lands', () => {
    const state = createMatch({
      rules: 'tournament',
      seed: 3,
      sideDecks: [TOURNAMENT, TOURNAMENT],
      hands: [
        ['TB', 'D', '+3', '-3'],
        ['TB', 'D', '+3', '-3'],
      ],
      opener: 0,
      draws: [7],
    }).state
    expect(projections(state, 0).D).toEqual([{ sign: null, total: 14 }])
    expect(projections(state, 0).TB).toEqual([])
  })

  it('the view carries them for the viewer only', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CLASSIC, CLASSIC],
      opener: 0,
    })
    const seen = view(state, 0)
    expect(seen.players[0].projections).toEqual(projections(state, 0))
    expect(seen.players[1].projections).toBeNull()
  })
})
