import { describe, expect, it } from 'vitest'
import { apply, createMatch, legalActions, type CardCode, type MatchState } from '@main/engine'
import { FastMatchSolver, matchSolverFor } from './fast-solver'
import { aiRandom } from '@main/ai/random'
import * as model from '@main/ai/round-model'
import { MatchSolver, type SolverOpponent } from './solver'

/**
 * The fast solver is a rewrite of the general one (solver.ts, itself tested against the engine
 * and an independent recursion) for speed: so it is held to the general solver's values, on
 * every round start of every score it solves and on positions inside rounds, for hands with
 * each kind of card it takes (plus, minus, flip, the tiebreaker, equal cards) and for both
 * opponents (perfect, and the tiers' rules whose best responses are the ceilings).
 */

type Case = {
  hands: [CardCode[], CardCode[]]
  from: [number, number]
  opponent: SolverOpponent
}

const CASES: Case[] = [
  { hands: [[], []], from: [1, 1], opponent: 'optimal' },
  {
    hands: [
      ['±4', '-3'],
      ['+1', '+1'],
    ],
    from: [2, 2],
    opponent: 'optimal',
  },
  { hands: [['TB'], ['±2']], from: [2, 1], opponent: 'optimal' },
  { hands: [['-3'], ['TB']], from: [2, 2], opponent: 'optimal' },
  { hands: [['±4'], ['+2', '-5']], from: [2, 2], opponent: 'kotor' },
  { hands: [['+6'], ['±3']], from: [1, 1], opponent: 'kotor' },
  { hands: [['±4'], ['+2', '-5']], from: [2, 2], opponent: 'rookie' },
  { hands: [['-3', '+2'], ['±3']], from: [2, 2], opponent: 'veteran' },
]

const name = (c: Case): string =>
  `[${c.hands[0].join(' ')}] v [${c.hands[1].join(' ')}] from ${c.from.join('-')}, ${c.opponent}`

describe('the fast exact match solver', () => {
  for (const c of CASES)
    it(`values every round start as the general solver does: ${name(c)}`, () => {
      const general = new MatchSolver(c)
      const fast = new FastMatchSolver(c)
      let compared = 0
      for (let w0 = c.from[0]; w0 < 3; w0++)
        for (let w1 = c.from[1]; w1 < 3; w1++)
          for (const opener of [0, 1] as const)
            for (let m0 = 0; m0 < 1 << c.hands[0].length; m0++)
              for (let m1 = 0; m1 < 1 << c.hands[1].length; m1++) {
                const expected = general.startValue([w0, w1], opener, m0, m1)
                // Card sets the model never reaches (equal cards) are left unsolved by both.
                if (Number.isNaN(expected)) continue
                expect(fast.startValue([w0, w1], opener, m0, m1)).toBeCloseTo(expected, 12)
                compared++
              }
      expect(compared).toBeGreaterThan(0)
    })

  it('values every move inside rounds as the general solver does', () => {
    const hands: [CardCode[], CardCode[]] = [['±3', '-2'], ['±1']]
    const from: [number, number] = [2, 1]
    const general = new MatchSolver({ hands, from })
    const fast = new FastMatchSolver({ hands, from })
    const random = aiRandom(7)
    let compared = 0
    // Random walks through rounds of the model at 2-1 and 2-2: at every decision, every move.
    for (let walk = 0; walk < 12; walk++) {
      const wins: [number, number] = [2, 1 + (walk % 2)]
      const opener = ((walk >> 1) % 2) as 0 | 1
      const s = fast.roundStart(opener, 3, 1)
      for (let steps = 0; steps < 30 && model.statusOf(s) !== model.OVER; steps++) {
        if (model.statusOf(s) === model.DRAW) {
          model.draw(s, random.int(1, 10), fast.rules)
          continue
        }
        const expected = general.moveValues(s, wins, opener)
        const got = fast.moveValues(s, wins, opener)
        expect(got.map((m) => m.move)).toEqual(expected.map((m) => m.move))
        got.forEach((m, i) => expect(m.value).toBeCloseTo(expected[i]?.value ?? NaN, 12))
        compared += got.length
        model.move(s, got[random.int(0, got.length - 1)]?.move ?? model.END, fast.rules)
      }
    }
    expect(compared).toBeGreaterThan(30)
    // A score it was not asked to solve is refused, not guessed.
    expect(() => fast.moveValues(fast.roundStart(0, 3, 1), [1, 1], 0)).toThrow(/only from 2-1/)
  })

  it('values engine actions from a real match state, for the player to act', () => {
    const hands: [CardCode[], CardCode[]] = [['+6'], []]
    const deck: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±1', '±2']
    // Player 1 stands on 19; player 0 sits on 14 holding +6: the +6 (a sure 20) is best.
    let state: MatchState = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [deck, deck],
      hands,
      opener: 1,
      draws: [9, 10, 10, 4],
    }).state
    for (const action of [
      { type: 'end', player: 1 },
      { type: 'end', player: 0 },
      { type: 'stand', player: 1 },
    ] as const) {
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
    const fast = new FastMatchSolver({ hands })
    const general = new MatchSolver({ hands })
    const legal = legalActions(state, 0)
    const got = fast.actionValues(state, legal)
    const expected = general.actionValues(state, legal)
    got.forEach((v, i) => expect(v.value).toBeCloseTo(expected[i]?.value ?? NaN, 12))
    const best = got.reduce((a, b) => (b.value > a.value ? b : a))
    expect(best.action.type).toBe('play')
    expect(best.value).toBeCloseTo(fast.startValue([1, 0], 1, 0, 0), 12)
  })

  it('is chosen for plus, minus, flip and tiebreaker hands, the general solver for D and flips of pairs', () => {
    expect(matchSolverFor({ hands: [['+1', '-2', '±3', 'TB'], ['-6']] })).toBeInstanceOf(
      FastMatchSolver,
    )
    expect(matchSolverFor({ hands: [['+1', 'D'], []] })).toBeInstanceOf(MatchSolver)
    expect(matchSolverFor({ hands: [['F24'], []] })).toBeInstanceOf(MatchSolver)
    expect(() => new FastMatchSolver({ hands: [['F36'], []] })).toThrow(/F36/)
  })
})
