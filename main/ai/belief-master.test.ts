import { describe, expect, it } from 'vitest'
import {
  apply,
  createMatch,
  view,
  type CardCode,
  type MatchState,
  type MatchView,
} from '@main/engine'
import { decide } from '.'
import { emptyBelief, POLICIES } from './belief'
import { TRUST_HALF, trustIn } from './master'

const PLAIN: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±2', '±4']

/** Positions where the master searches (seat 0, a choice, its total over 10), from kotor self-play. */
function searchedPositions(count: number): MatchView[] {
  const found: MatchView[] = []
  for (let game = 0; found.length < count; game++) {
    let state: MatchState = createMatch({
      rules: 'classic',
      seed: 500 + game,
      sideDecks: [[...PLAIN], [...PLAIN]],
    }).state
    let step = 0
    while (state.phase !== 'over' && found.length < count) {
      const seat = state.turn
      if (seat === null) break
      const seen = view(state, seat)
      if (
        seat === 0 &&
        state.phase === 'turn' &&
        seen.legal.length > 1 &&
        seen.players[0].total > 10
      )
        found.push(seen)
      const result = apply(state, decide(seen, { tier: 'kotor' }, game * 100 + step++))
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
  }
  return found
}

/** The master against a belief (master.ts, belief.ts). */
describe('the master reads its opponent', () => {
  const positions = searchedPositions(25)

  it('with no evidence (an even belief or a prior alone) decides exactly as before', () => {
    const prior = emptyBelief(POLICIES.map((_, i) => i + 1))
    positions.forEach((seen, i) => {
      const before = decide(seen, { tier: 'master' }, i)
      expect(decide(seen, { tier: 'master', belief: emptyBelief() }, i)).toEqual(before)
      expect(decide(seen, { tier: 'master', belief: prior }, i)).toEqual(before)
    })
  })

  const sure = (id: string, observed: number): ReturnType<typeof emptyBelief> => ({
    weights: POLICIES.map((p) => (p.id === id ? 1 : 0)),
    observed,
  })
  /** The positions where a belief turns the master's choice. */
  const turned = (belief: ReturnType<typeof emptyBelief>): number =>
    positions.filter((seen, i) => {
      const before = decide(seen, { tier: 'master' }, i)
      const after = decide(seen, { tier: 'master', belief }, i)
      return JSON.stringify(before) !== JSON.stringify(after)
    }).length

  it('with evidence searches against the believed policy, not the kotor rule', () => {
    expect(turned(sure('stand14-save', 1e6))).toBeGreaterThan(0)
  })

  it('trusts the belief as far as its evidence goes: thin evidence turns fewer choices', () => {
    expect(trustIn(sure('stand14-save', 1))).toBeLessThan(0.1)
    expect(trustIn(sure('stand14-save', TRUST_HALF))).toBe(0.5)
    expect(trustIn(sure('stand14-save', 1e6))).toBeGreaterThan(0.99)
    expect(turned(sure('stand14-save', 1))).toBeLessThan(turned(sure('stand14-save', 1e6)))
  })
})
