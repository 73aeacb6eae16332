import { apply, createMatch, view, type CardCode, type MatchState } from '@main/engine'
import { decide } from '@main/ai'
import {
  emptyBelief,
  mostLikely,
  observe,
  policyAction,
  policyById,
  POLICIES,
  tiesTop,
} from '@main/ai/belief'
import { aiRandom } from '@main/ai/random'
import { randomSideDeck } from './arena'

/** The scripted human-like players: each one policy of the belief's family. */
export const SCRIPTED = {
  'stand on 16': 'stand16-rescue',
  'stand on 18': 'stand18-rescue',
  'spend greedily': 'stand17-reach',
  'save every card': 'stand17-save',
} as const

/**
 * Plays `matches` seeded classic matches of the scripted player `policyId` (seat 1) against the
 * kotor tier (seat 0, the observer), the observer's belief updated from every action of the
 * scripted player its view shows; after `rounds` rounds (or the match's end) reads the most
 * likely policy. Returns how many matches it was `policyId` (`hits`), and what the evidence
 * allowed at all: in how many the true policy was among the policies of the highest weight
 * (`onTop`), alone there (`alone`), and the matches a fair draw among those would have got right
 * on average (`fairDraw`, the sum of 1 / the number tied, where the true one is among them): no
 * way of settling ties can do better on average over a family played evenly.
 */
export function beliefHits(
  policyId: string,
  matches: number,
  rounds: number,
  seed: number,
): {
  hits: number
  traitHits: number
  matches: number
  guesses: Record<string, number>
  onTop: number
  alone: number
  fairDraw: number
} {
  const policy = policyById(policyId)
  let hits = 0
  let traitHits = 0
  let onTop = 0
  let alone = 0
  let fairDraw = 0
  const truth = POLICIES.indexOf(policy)
  const guesses: Record<string, number> = {}
  for (let m = 0; m < matches; m++) {
    const random = aiRandom(seed * 9173 + m)
    const decks: [CardCode[], CardCode[]] = [
      randomSideDeck('classic', random),
      randomSideDeck('classic', random),
    ]
    let state: MatchState = createMatch({
      rules: 'classic',
      seed: seed * 577 + m,
      sideDecks: decks,
    }).state
    let belief = emptyBelief()
    let step = 0
    while (state.phase !== 'over' && state.rounds.length < rounds) {
      const seat = state.turn
      if (seat === null) break
      const seen = view(state, seat)
      const action =
        seat === 1 && state.phase === 'turn'
          ? seen.legal.length === 1
            ? (seen.legal[0] as (typeof seen.legal)[0])
            : policyAction(policy, seen)
          : decide(seen, { tier: 'kotor' }, m * 1000 + step++)
      if (seat === 1) belief = observe(belief, view(state, 0), action)
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
    const top = Math.max(...belief.weights)
    const tied = belief.weights.filter((w) => tiesTop(w, top)).length
    if (tiesTop(belief.weights[truth] ?? 0, top)) {
      onTop++
      if (tied === 1) alone++
      fairDraw += 1 / tied
    }
    const guess = mostLikely(belief).policy.id
    guesses[guess] = (guesses[guess] ?? 0) + 1
    if (guess === policyId) hits++
    const found = policyById(guess)
    // The trait the scripted player is named for: its threshold, or its way with cards.
    if (
      policy.spend === 'rescue'
        ? found.standFrom === policy.standFrom
        : found.spend === policy.spend
    )
      traitHits++
  }
  return { hits, traitHits, matches, guesses, onTop, alone, fairDraw }
}
