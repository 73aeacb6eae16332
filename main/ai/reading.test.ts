import { describe, expect, it } from 'vitest'
import { apply, createMatch, view, type Action, type CardCode, type MatchState } from '@main/engine'
import { decide } from '.'
import { emptyBelief, observe, policyAction, policyById } from './belief'
import { beliefAfter, beliefsAlong } from './reading'

const PLAIN: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±2', '±4']

/** A classic match of a scripted saver (seat 0) against kotor (seat 1), every state and move. */
function played(seed: number): { states: MatchState[]; moves: Action[] } {
  const saver = policyById('stand15-save')
  let state = createMatch({ rules: 'classic', seed, sideDecks: [[...PLAIN], [...PLAIN]] }).state
  const states = [state]
  const moves: Action[] = []
  for (let step = 0; state.phase !== 'over'; step++) {
    const seat = state.turn ?? (state.players[0].chosen ? 1 : 0)
    const seen = view(state, seat)
    const action =
      seat === 0 && state.phase === 'turn' && seen.legal.length > 1
        ? policyAction(saver, seen)
        : decide(seen, { tier: 'kotor' }, seed * 100 + step)
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
    states.push(state)
    moves.push(action)
  }
  return { states, moves }
}

describe('a belief read along a match', () => {
  it('is the incremental belief of the observer, reading only the other seat', () => {
    for (const seed of [3, 4, 5]) {
      const { states, moves } = played(seed)
      // seat 1 reads the saver (seat 0): one observation per round action of seat 0, none of its own
      let incremental = emptyBelief()
      moves.forEach((move, i) => {
        if (move.player === 0 && move.type !== 'choose')
          incremental = observe(incremental, view(states[i] as MatchState, 1), move)
      })
      const along = beliefsAlong(states, moves, 1)
      expect(along).toHaveLength(moves.length + 1)
      expect(along.at(-1)).toEqual(incremental)
      expect(beliefAfter(states[0] as MatchState, moves, 1)).toEqual(incremental)
      const saverMoves = moves.filter((m) => m.player === 0 && m.type !== 'choose').length
      expect(incremental.observed).toBe(saverMoves)
      // the other way round, seat 0 reads only seat 1's moves
      const kotorMoves = moves.filter((m) => m.player === 1 && m.type !== 'choose').length
      expect(beliefAfter(states[0] as MatchState, moves, 0).observed).toBe(kotorMoves)
    }
  })
})
