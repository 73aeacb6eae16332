import { describe, expect, it } from 'vitest'
import {
  apply,
  createMatch,
  legalActions,
  view,
  type Action,
  type CardCode,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import { advise, AI_TIERS, decide, type AiTier } from './index'
import { deliberate, MASTER } from './master'
import { aiRandom } from './random'

const DECK: CardCode[] = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±1', '±2']

/** A classic match with known hands and main-deck cards, played forward by the given steps. */
function position(
  hands: [CardCode[], CardCode[]],
  draws: number[],
  steps: Array<[PlayerIndex, 'end' | 'stand']>,
): MatchState {
  let state = createMatch({
    rules: 'classic',
    seed: 5,
    sideDecks: [DECK, DECK],
    hands,
    opener: 0,
    draws,
  }).state
  for (const [player, type] of steps) {
    const result = apply(state, { type, player })
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
  }
  return state
}

function act(state: MatchState, player: PlayerIndex, tier: AiTier, seed = 1): Action {
  return decide(view(state, player), { tier }, seed)
}

// Player 0 stands on 19; player 1 has gone to 22 holding a -4, which only brings it back to 18.
const hopeless = (): MatchState =>
  position(
    [
      ['+1', '+2', '+3', '+5'],
      ['-4', '+1', '+2', '+3'],
    ],
    [10, 10, 9, 3, 9],
    [
      [0, 'end'],
      [1, 'end'],
      [0, 'stand'],
      [1, 'end'],
    ],
  )

describe('the kotor tier', () => {
  it('gives up a round it cannot win, keeping its cards', () => {
    const state = hopeless()
    expect(view(state, 1).players[1].total).toBe(22)
    expect(act(state, 1, 'kotor')).toEqual({ type: 'end', player: 1 })
  })

  it('still spends the card when the other player is one round from the set', () => {
    const state = hopeless()
    state.players[0].roundWins = 2
    expect(act(state, 1, 'kotor')).toMatchObject({ type: 'play', card: '-4' })
  })

  it('stands when the other player stands below it', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['-4', '+1', '+2', '+3'],
      ],
      [10, 8, 5, 9],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'stand'],
      ],
    )
    expect(view(state, 1).players[1].total).toBe(17)
    expect(act(state, 1, 'kotor')).toEqual({ type: 'stand', player: 1 })
  })

  it('makes 20 with a card and keeps the ± card when a plain one does the same', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['±2', '+2', '-1', '+3'],
      ],
      [10, 8, 5, 10],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )
    expect(view(state, 1).players[1].total).toBe(18)
    expect(act(state, 1, 'kotor')).toEqual({ type: 'play', player: 1, card: '+2' })
  })
})

describe('the rookie tier', () => {
  it('stands as soon as it reaches 15', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['-4', '-1', '-2', '-3'],
      ],
      [10, 7, 5, 8],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )
    expect(view(state, 1).players[1].total).toBe(15)
    expect(act(state, 1, 'rookie')).toEqual({ type: 'stand', player: 1 })
    // The veteran and the master draw on from 15 against a player who has not stood.
    expect(act(state, 1, 'veteran')).toEqual({ type: 'end', player: 1 })
  })

  it('spends a card at the first chance to improve, where the veteran keeps it', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+4', '-1', '-2', '-3'],
      ],
      [10, 8, 5, 6],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )
    expect(view(state, 1).players[1].total).toBe(14)
    expect(act(state, 1, 'rookie')).toEqual({ type: 'play', player: 1, card: '+4' })
    expect(act(state, 1, 'veteran')).toEqual({ type: 'end', player: 1 })
  })
})

describe('the master tier', () => {
  // Player 0 stands on 15; player 1 has 18 and holds a +2: standing wins the round for sure.
  const sureStand = (): MatchState =>
    position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+2', '-1', '+5', '+6'],
      ],
      [10, 8, 5, 10],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'stand'],
      ],
    )

  it('never busts or spends a card when a sure stand wins', () => {
    for (const seed of [1, 2, 3])
      expect(act(sureStand(), 1, 'master', seed)).toEqual({ type: 'stand', player: 1 })
  })

  it('is deterministic for a seed', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+2', '-1', '+5', '±3'],
      ],
      [10, 7, 5, 8],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )
    expect(act(state, 1, 'master', 9)).toEqual(act(state, 1, 'master', 9))
  })

  it('advises a legal action with a win chance, and standing in the sure position', () => {
    const state = sureStand()
    const hint = advise(view(state, 1))
    expect(hint.action).toEqual({ type: 'stand', player: 1 })
    expect(hint.winChance).toBeGreaterThan(0.5)
    expect(hint.winChance).toBeLessThanOrEqual(1)
  })

  it('advises a hand to bring without making up a win chance it did not search for', () => {
    const TOURNAMENT: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']
    const { state } = createMatch({
      rules: 'tournament',
      seed: 3,
      sideDecks: [TOURNAMENT, TOURNAMENT],
    })
    expect(state.phase).toBe('choose')
    const hint = advise(view(state, 0))
    expect(legalActions(state, 0)).toContainEqual(hint.action)
    expect(hint.winChance).toBeUndefined()
  })

  it('wins a round with the card least worth keeping when two cards do the same, as the veteran does', () => {
    // Player 0 stands on 19; player 1 has 14: the ±6 and the +6 both make 20 and win the round.
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['±6', '+6', '-1', '+2'],
      ],
      [10, 8, 9, 6],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'stand'],
      ],
    )
    expect(view(state, 1).players[1].total).toBe(14)
    // The ±6 also rescues a bust later: the +6 is spent (hand-value.ts), by the veteran too.
    for (const seed of [1, 2])
      expect(act(state, 1, 'master', seed)).toMatchObject({ type: 'play', card: '+6' })
    expect(act(state, 1, 'veteran')).toMatchObject({ type: 'play', card: '+6' })
  })

  it('undoes a bust when the card wins the round back, as the veteran does', () => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['-4', '+1', '+2', '+3'],
      ],
      [10, 10, 7, 3, 9],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'stand'],
        [1, 'end'],
      ],
    )
    // 17 standing; 22 comes back to 18 with the -4, which wins.
    for (const tier of ['master', 'veteran'] as const)
      expect(act(state, 1, tier)).toMatchObject({ type: 'play', card: '-4' })
  })
})

describe('the master’s lookahead', () => {
  // Player 0 has drawn 2 and 3 and plays on, on 5; player 1 has drawn 9 and 8: 17, holding +1,
  // +1, -1, -1. Standing on 17 leaves the round to a player with all of it ahead; drawing on,
  // the small cards turn a draw of up to 5 into 18 to 20. Which is worth more shows only many
  // draws ahead (a search with four times the samples and eighty times the budget agrees, seed
  // after seed); two draws ahead, standing looks the better.
  const on17 = (): MatchState =>
    position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+1', '+1', '-1', '-1'],
      ],
      [2, 9, 3, 8],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )

  it('searches past two draws, and draws on where two draws ahead would stand', () => {
    const seen = view(on17(), 1)
    expect([seen.players[0].total, seen.players[1].total]).toEqual([5, 17])
    const deep = deliberate(seen, aiRandom(0), MASTER)
    expect(deep.depth).toBeGreaterThan(2)
    expect(deep.action).toEqual({ type: 'end', player: 1 })
    // the position needs the lookahead: a search two draws deep decides otherwise
    const shallow = deliberate(seen, aiRandom(0), { ...MASTER, maxDepth: 2 })
    expect(shallow.action).toEqual({ type: 'stand', player: 1 })
    // the master tier and the advisor both search this way
    for (const seed of [1, 2]) expect(act(on17(), 1, 'master', seed)).toEqual(deep.action)
    expect(advise(seen).action).toEqual(deep.action)
  })
})

describe('the veteran tier', () => {
  it('fills its table: a ninth card not over 20 wins the round, so it spends its cheapest', () => {
    // Player 0 stands on 20; player 1 has eight cards making 12. Any card wins at once (a
    // drawn card only 8 times in 10): the +1 is the one least worth keeping.
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+1', '+2', '+3', '+5'],
      ],
      [10, 1, 10, 2, 1, 2, 1, 2, 1, 2],
      [[0, 'end'], [1, 'end'], ...Array.from({ length: 6 }, () => [1, 'end'] as [1, 'end'])],
    )
    const seen = view(state, 1)
    expect([seen.players[1].table.length, seen.players[1].total, seen.players[0].total]).toEqual([
      8, 12, 20,
    ])
    expect(act(state, 1, 'veteran')).toMatchObject({ type: 'play', card: '+1' })
    expect(act(state, 1, 'master')).toMatchObject({ type: 'play', card: '+1' })
  })
})

describe('every tier', () => {
  for (const rules of ['tournament', 'cantina'] as const) {
    it(`chooses 4 of its 10 and plays a ${rules} round with them`, () => {
      const decks: Record<typeof rules, CardCode[]> = {
        tournament: ['+3', '+4', '+5', '-3', '-4', '-5', '±1', '±2', 'T24', 'D'],
        cantina: ['+1', '+2', '+3', '-1', '-2', '-3', '±1', '±2', '±3', '±4'],
      }
      for (const tier of AI_TIERS) {
        let state = createMatch({ rules, seed: 3, sideDecks: [decks[rules], decks[rules]] }).state
        expect(state.phase).toBe('choose')
        const choice = decide(view(state, 0), { tier }, 1)
        expect(choice.type).toBe('choose')
        expect(choice.type === 'choose' && choice.cards.length).toBe(4)
        let steps = 0
        while (state.round === 1 && steps++ < 200) {
          const player: PlayerIndex = legalActions(state, 0).length > 0 ? 0 : 1
          const result = apply(state, decide(view(state, player), { tier }, steps))
          if (!result.ok) throw new Error(result.error.reason)
          state = result.state
        }
        expect(state.rounds).toHaveLength(1)
      }
    })
  }
})

describe('personalities: bluff', () => {
  // Player 0 stands on `total`; player 1 has the same total, both hands spent: standing ties
  // (the round is replayed), drawing on wins on a low card and busts on a high one.
  const tie = (total: number, roundWins: number): MatchState => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+1', '+2', '+3', '+5'],
      ],
      [10, 8, total - 10, total - 8],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'stand'],
      ],
    )
    state.players[0].hand = []
    state.players[1].hand = []
    state.players[1].roundWins = roundWins
    return state
  }
  const as = (tier: AiTier, bluff: number, state: MatchState): Action =>
    decide(view(state, 1), { tier, personality: { risk: 0, bluff, tempo: 0.5 } }, 1)

  it('makes a kotor bluffer stand on a tie at 15 where the plain rule draws on', () => {
    expect(as('kotor', 0, tie(15, 0))).toEqual({ type: 'end', player: 1 })
    expect(as('kotor', 1, tie(15, 0))).toEqual({ type: 'stand', player: 1 })
  })

  it('makes a master bluffer stand on a close tie (14 at 2-0) and not on a clear one (13)', () => {
    // Drawing on from 14 is worth 90.0% of the match, the replay 87.5%: a 2.5-point call the
    // bluff's 4 points turn; from 13 drawing is worth 92.5%, too much to give up for a bluff.
    expect(as('master', 0, tie(14, 2))).toEqual({ type: 'end', player: 1 })
    expect(as('master', 1, tie(14, 2))).toEqual({ type: 'stand', player: 1 })
    expect(as('master', 1, tie(13, 2))).toEqual({ type: 'end', player: 1 })
  })
})

describe('personalities: risk', () => {
  // Player 1 on `total` with its hand spent, the opponent on 15 and still drawing: the rule
  // tiers stand from their threshold, which risk moves by up to two points either way.
  const at = (total: number): MatchState => {
    const state = position(
      [
        ['+1', '+2', '+3', '+5'],
        ['+1', '+2', '+3', '+5'],
      ],
      [10, 8, 5, total - 8],
      [
        [0, 'end'],
        [1, 'end'],
        [0, 'end'],
      ],
    )
    state.players[1].hand = []
    return state
  }
  const as = (risk: number, total: number): Action['type'] =>
    decide(view(at(total), 1), { tier: 'rookie', personality: { risk, bluff: 0, tempo: 0.5 } }, 1)
      .type

  it('makes a daring rookie draw on where a plain one stands, and a timid one stand sooner', () => {
    expect([as(0, 14), as(0, 15)]).toEqual(['end', 'stand'])
    expect([as(1, 16), as(1, 17)]).toEqual(['end', 'stand'])
    expect([as(-1, 12), as(-1, 13)]).toEqual(['end', 'stand'])
  })
})
