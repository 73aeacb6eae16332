import { describe, expect, it } from 'vitest'
import { apply, createMatch, legalActions, type CardCode, type MatchState } from '@main/engine'
import * as model from '@main/ai/round-model'
import { MatchSolver } from './solver'

const DECK: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±1', '±2']

/**
 * An independent value of a card-less classic match, written without the round model: plain
 * recursion over (totals, table lengths, standing, whose turn) with the match's score chain
 * around it; a tie replays the round, solved by iterating the tie's value to its fixed point.
 */
function cardlessMatch(): (w0: number, w1: number, opener: 0 | 1) => number {
  const starts = new Map<string, number>()
  const start = (w0: number, w1: number, opener: 0 | 1): number => {
    if (w0 >= 3) return 1
    if (w1 >= 3) return 0
    const known = starts.get(`${w0},${w1},${opener}`)
    if (known !== undefined) return known
    const win0 = start(w0 + 1, w1, 1)
    const win1 = start(w0, w1 + 1, 0)
    let tie = 0.5
    for (let i = 0; i < 200; i++) {
      const memo = new Map<string, number>()
      // t: totals, c: lengths, st: standing, p: whose turn (about to draw)
      const turn = (t: number[], c: number[], st: boolean[], p: number): number => {
        const key = `${t.join()},${c.join()},${st.join()},${p}`
        const m = memo.get(key)
        if (m !== undefined) return m
        let sum = 0
        for (let v = 1; v <= 10; v++) {
          const t2 = [...t]
          const c2 = [...c]
          t2[p] = (t2[p] as number) + v
          c2[p] = (c2[p] as number) + 1
          const mine = t2[p] as number
          const q = 1 - p
          let value: number
          if ((c2[p] as number) >= 9 && mine <= 20) value = p === 0 ? win0 : win1
          else if (mine > 20) value = p === 0 ? win1 : win0
          else {
            const stand = (): number => {
              const st2 = [...st]
              st2[p] = true
              if (st2[q]) {
                const a = t2[0] as number
                const b = t2[1] as number
                return a > b ? win0 : a < b ? win1 : tie
              }
              return turn(t2, c2, st2, q)
            }
            if (mine === 20) value = stand()
            else {
              const end = turn(t2, c2, st, st[q] ? p : q)
              value = p === 0 ? Math.max(end, stand()) : Math.min(end, stand())
            }
          }
          sum += value
        }
        memo.set(key, sum / 10)
        return sum / 10
      }
      const next = turn([0, 0], [0, 0], [false, false], opener)
      if (Math.abs(next - tie) < 1e-13) break
      tie = next
    }
    starts.set(`${w0},${w1},${opener}`, tie)
    return tie
  }
  return start
}

/** A classic match state after the first draw of round one, with these hands and opener. */
function firstDecision(
  hands: [CardCode[], CardCode[]],
  opener: 0 | 1,
  draws: number[],
): MatchState {
  return createMatch({ rules: 'classic', seed: 3, sideDecks: [DECK, DECK], hands, opener, draws })
    .state
}

describe('the exact match solver (classic, both hands known)', () => {
  it('values a card-less match exactly as an independent recursion does', () => {
    const solver = new MatchSolver({ hands: [[], []], from: [1, 2] })
    const independent = cardlessMatch()
    for (const [w0, w1] of [
      [2, 2],
      [1, 2],
    ] as const)
      for (const opener of [0, 1] as const)
        expect(solver.startValue([w0, w1], opener)).toBeCloseTo(independent(w0, w1, opener), 10)
    // Symmetric players: the 50/50 opener makes 2-2 an even match.
    expect(solver.matchValue([2, 2])).toBeCloseTo(0.5, 12)
  })

  it('starts a round in the engine’s position and reads engine states in its own slots', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['+2', '-3', '+2', '±1'],
      ['-1', '±2', '+4', '-1'],
    ]
    const solver = new MatchSolver({ hands })
    const state = firstDecision(hands, 1, [7])
    const mine = solver.roundStart(1, 15, 15)
    model.draw(mine, 7, solver.rules)
    expect(Array.from(solver.positionOf(state))).toEqual(Array.from(mine))
  })

  it('values a sure 20 as the round won, standing short as lost, and both chances add to one', () => {
    // Player 1 (no cards) stands on 19; player 0 sits on 14 holding +6.
    const hands: [CardCode[], CardCode[]] = [['+6'], []]
    let state = firstDecision(hands, 1, [9, 10, 10, 4])
    state = step(state, { type: 'end', player: 1 })
    state = step(state, { type: 'end', player: 0 })
    state = step(state, { type: 'stand', player: 1 })
    expect(state.turn).toBe(0)
    const solver = new MatchSolver({ hands })
    const valued = solver.actionValues(state, legalActions(state, 0))
    const of = (type: string): number => valued.find((v) => v.action.type === type)?.value ?? NaN
    // The +6 makes 20 and wins the round: the match is then worth a 1-0 lead with no cards
    // left, player 1 (the loser) opening the next round.
    expect(of('play')).toBeCloseTo(solver.startValue([1, 0], 1, 0, 0), 12)
    expect(of('stand')).toBeCloseTo(solver.startValue([0, 1], 0, 1, 0), 12)
    expect(of('play')).toBe(Math.max(...valued.map((v) => v.value)))
    for (const { value } of valued) {
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThanOrEqual(1)
    }
    // At 2-2 the same +6 is the match itself.
    const s = solver.positionOf(state)
    const atMatchPoint = solver.moveValues(s, [2, 2], 1)
    expect(atMatchPoint.find((m) => m.move === 0)?.value).toBe(1)
    expect(atMatchPoint.find((m) => m.move === model.STAND_MOVE)?.value).toBe(0)
    // Player 1's chance is one less player 0's: the same match with the seats swapped.
    const swapped = new MatchSolver({ hands: [[], ['+6']], from: [1, 1] })
    expect(swapped.startValue([1, 2], 1)).toBeCloseTo(1 - solver.startValue([2, 1], 0), 12)
    expect(swapped.matchValue([1, 1])).toBeCloseTo(1 - solver.matchValue([1, 1]), 12)
    expect(solver.matchValue()).toBeGreaterThan(0.5)
  })
})

function step(state: MatchState, action: Parameters<typeof apply>[1]): MatchState {
  const result = apply(state, action)
  if (!result.ok) throw new Error(result.error.reason)
  return result.state
}
