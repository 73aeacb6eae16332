/** Engine details a scenario file cannot see: the shoe, dealing, the double's copy, setup errors. */
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import { apply, createMatch, MatchSetupError } from './match'
import { RULESETS } from '@common/rulesets'
import { sideCardOnTable, tableTotal } from './table'
import type { MatchState, TableCard } from '@common/match'

const CANTINA: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
const HANDS: [CardCode[], CardCode[]] = [
  ['+1', '+2', '+3', '+4'],
  ['+1', '+2', '+3', '+4'],
]

const counts = (values: number[]): number[] =>
  Array.from({ length: 10 }, (_, i) => values.filter((v) => v === i + 1).length)

const greens = (state: MatchState): number[] =>
  state.players.flatMap((p) => p.table.filter((c) => c.code === null).map((c) => c.face))

describe('the cantina shoe', () => {
  it('holds four of each value, less what is on the tables', () => {
    const { state } = createMatch({
      rules: 'cantina',
      seed: 11,
      sideDecks: [CANTINA, CANTINA],
      hands: HANDS,
      opener: 0,
    })
    expect(state.shoe).toHaveLength(39)
    expect(counts([...state.shoe, ...greens(state)])).toEqual(Array(10).fill(4))
  })

  it('takes a forced draw out of the shoe, so no fifth card of a value appears', () => {
    const { state } = createMatch({
      rules: 'cantina',
      seed: 11,
      sideDecks: [CANTINA, CANTINA],
      hands: HANDS,
      opener: 0,
      draws: [7],
    })
    expect(state.players[0].table[0]?.face).toBe(7)
    expect(counts(state.shoe)[6]).toBe(3)
    expect(counts([...state.shoe, ...greens(state)])).toEqual(Array(10).fill(4))
  })

  it('is fresh and full at the start of every round', () => {
    const first = createMatch({
      rules: 'cantina',
      seed: 12,
      sideDecks: [CANTINA, CANTINA],
      hands: HANDS,
      opener: 0,
      draws: [10, 10, 10, 10],
    }).state
    const ended = apply(first, { type: 'end', player: 0 })
    if (!ended.ok) throw new Error(ended.error.reason)
    expect(counts(ended.state.shoe)[9]).toBe(2)
    // Both reach 20 with the last two tens and stand by themselves: a tie, and a new round.
    const tied = apply(ended.state, { type: 'end', player: 1 })
    if (!tied.ok) throw new Error(tied.error.reason)
    expect(tied.state.rounds).toEqual([{ set: 1, winner: null, reason: 'tie', totals: [20, 20] }])
    expect(tied.state.shoe).toHaveLength(39)
    expect(counts([...tied.state.shoe, ...greens(tied.state)])).toEqual(Array(10).fill(4))
  })
})

describe('openers and hands', () => {
  it('tosses a coin for the cantina and tournament opener: both players open some matches', () => {
    for (const rules of ['cantina', 'tournament'] as const) {
      const deck =
        rules === 'cantina'
          ? CANTINA
          : (['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'] as CardCode[])
      const openers = new Set(
        Array.from(
          { length: 40 },
          (_, seed) => createMatch({ rules, seed, sideDecks: [deck, deck] }).state.opener,
        ),
      )
      expect(openers).toEqual(new Set([0, 1]))
    }
  })

  it('classic: the higher green card opens, equal cards are drawn again', () => {
    const { events } = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CANTINA, CANTINA],
      draws: [4, 4, 2, 9],
    })
    expect(events[0]).toEqual({
      type: 'opener',
      player: 1,
      draws: [
        [4, 4],
        [2, 9],
      ],
    })
    for (let seed = 0; seed < 50; seed++) {
      const opened = createMatch({ rules: 'classic', seed, sideDecks: [CANTINA, CANTINA] })
        .events[0]
      if (opened?.type !== 'opener') throw new Error('no opener event')
      const last = opened.draws.at(-1) as [number, number]
      expect(last[opened.player]).toBeGreaterThan(last[opened.player === 0 ? 1 : 0])
      for (const pair of opened.draws.slice(0, -1)) expect(pair[0]).toBe(pair[1])
    }
  })

  it('classic: deals 4 of the 10 at random, the same 4 for the same seed', () => {
    const deck: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '+6', 'D', 'F24', 'TB', '±3']
    const dealt = new Set<string>()
    for (let seed = 0; seed < 30; seed++) {
      const { state } = createMatch({ rules: 'classic', seed, sideDecks: [deck, deck] })
      const again = createMatch({ rules: 'classic', seed, sideDecks: [deck, deck] }).state
      expect(again).toEqual(state)
      for (const player of state.players) {
        expect(player.hand).toHaveLength(4)
        expect(new Set(player.hand).size).toBe(4)
        for (const code of player.hand) expect(deck).toContain(code)
        dealt.add([...player.hand].sort().join(' '))
      }
    }
    expect(dealt.size).toBeGreaterThan(20)
  })
})

describe('cards on the table', () => {
  const classic = RULESETS.classic
  const card = (code: CardCode | null, face: number, sign: 1 | -1): TableCard => ({
    code,
    face,
    sign,
  })

  it('a classic D copies the card before it, a minus included', () => {
    expect(sideCardOnTable('D', undefined, [card(null, 5, 1), card('-3', 3, -1)], classic)).toEqual(
      card('D', 3, -1),
    )
    expect(sideCardOnTable('D', undefined, [card(null, 5, 1), card('±2', 2, 1)], classic)).toEqual(
      card('D', 2, 1),
    )
    expect(sideCardOnTable('D', undefined, [], classic)).toBeNull()
  })

  it('the tournament ×2 copies the last green card, whatever came after it', () => {
    const table = [card(null, 8, 1), card(null, 6, 1), card('-3', 3, -1)]
    expect(sideCardOnTable('D', undefined, table, RULESETS.tournament)).toEqual(card('D', 6, 1))
  })

  it('clamps a cantina total at 0 as each card lands: -5 on 2 leaves 0, then +3 makes 3', () => {
    const table = [card(null, 2, 1), card('-5', 5, -1), card('+3', 3, 1)]
    expect(tableTotal(table.slice(0, 2), true)).toBe(0)
    expect(tableTotal(table, true)).toBe(3)
    expect(tableTotal(table, false)).toBe(0)
  })
})

describe('setup and refusals', () => {
  it('refuses a setup no player could make', () => {
    const make = (extra: object) => () =>
      createMatch({ rules: 'cantina', seed: 1, sideDecks: [CANTINA, CANTINA], ...extra })
    const problem = (extra: object) => {
      try {
        make(extra)()
        return 'made'
      } catch (error) {
        if (!(error instanceof MatchSetupError)) throw error
        return error.problem
      }
    }
    expect(make({ draws: [11] })).toThrow(MatchSetupError)
    expect(problem({ draws: [0] })).toEqual({ reason: 'draw-out-of-range', value: 0 })
    expect(problem({ hands: [['+1', '+2', '+3', '+4', '+5'], HANDS[1]] })).toEqual({
      reason: 'hand-size',
      player: 0,
      count: 5,
      size: 4,
    })
    expect(problem({ sideDecks: [CANTINA.slice(1), CANTINA] })).toEqual({
      reason: 'side-deck',
      player: 0,
      problems: [{ reason: 'deck-size', size: 10, count: 9 }],
    })
  })

  it('never throws for a nonsense action: it answers with a reason code', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CANTINA, CANTINA],
      hands: HANDS,
      opener: 0,
    })
    const before = JSON.stringify(state)
    expect(apply(state, { type: 'end', player: 2 as 0 })).toEqual({
      ok: false,
      error: { reason: 'not-a-player' },
    })
    expect(apply(state, { type: 'play', player: 0, card: '+1', sign: '-' })).toEqual({
      ok: false,
      error: { reason: 'no-sign', card: '+1' },
    })
    expect(apply(state, { type: 'choose', player: 0, cards: ['+1'] }).ok).toBe(false)
    expect(JSON.stringify(state)).toBe(before)
  })

  it('reports what happened as events, in order', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CANTINA, CANTINA],
      hands: HANDS,
      opener: 0,
      draws: [9, 8, 3],
    })
    const stood = apply(state, { type: 'stand', player: 0 })
    if (!stood.ok) throw new Error(stood.error.reason)
    expect(stood.events).toEqual([
      { type: 'stand', player: 0, total: 9, auto: false },
      { type: 'turn', player: 1 },
      { type: 'draw', player: 1, value: 8, total: 8 },
    ])
    const played = apply(stood.state, { type: 'play', player: 1, card: '+1' })
    if (!played.ok) throw new Error(played.error.reason)
    expect(played.events).toEqual([
      { type: 'play', player: 1, card: '+1', sign: null, value: 1, total: 9 },
    ])
    const tied = apply(played.state, { type: 'stand', player: 1 })
    if (!tied.ok) throw new Error(tied.error.reason)
    expect(tied.events.slice(0, 3)).toEqual([
      { type: 'stand', player: 1, total: 9, auto: false },
      { type: 'roundEnd', winner: null, reason: 'tie', totals: [9, 9], roundWins: [0, 0] },
      { type: 'roundStart', set: 1, round: 2, opener: 0 },
    ])
  })
})
