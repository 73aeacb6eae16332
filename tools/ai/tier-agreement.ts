import { apply, createMatch, view, type CardCode, type MatchState } from '@main/engine'
import { decide, type AiTier } from '@main/ai'
import { aiRandom } from '@main/ai/random'
import * as model from '@main/ai/round-model'
import { randomSideDeck } from './arena'
import { modelOpponent, type FixedOpponent } from './tier-opponent'

/** How often the solver's opponent made the tier's own move, over the positions sampled. */
export interface Agreement {
  positions: number
  /** positions where the solver's model move and the tier's `decide` differed, described */
  disagreements: string[]
}

const TIERS: readonly AiTier[] = ['rookie', 'kotor', 'veteran', 'master']

/**
 * Plays seeded classic matches through the engine with `tier` in seat 1 (seat 0 a tier drawn
 * per match) and, at every decision of seat 1 with a choice, asks the solver's opponent
 * (tier-opponent.ts, on the round model) for its move and the tier's `decide` for its action
 * on the real view: they must be the same, until `positions` decisions were compared.
 */
export function tierAgreement(tier: FixedOpponent, positions: number, seed: number): Agreement {
  const rules = model.modelRules('classic')
  const disagreements: string[] = []
  let compared = 0
  for (let game = 0; compared < positions; game++) {
    const random = aiRandom(seed * 7717 + game)
    const decks: [CardCode[], CardCode[]] = [
      randomSideDeck('classic', random),
      randomSideDeck('classic', random),
    ]
    const rival = TIERS[random.int(0, 2)] as AiTier // never the master: thousands stay quick
    let state: MatchState = createMatch({
      rules: 'classic',
      seed: seed * 131 + game,
      sideDecks: decks,
    }).state
    let step = 0
    while (state.phase !== 'over' && compared < positions) {
      const seat = state.turn
      if (seat === null) break
      const seen = view(state, seat)
      const action = decide(seen, { tier: seat === 1 ? tier : rival }, game * 1000 + step++)
      if (seat === 1 && state.phase === 'turn' && seen.legal.length > 1) {
        const s = model.fromState(state)
        const wins: [number, number] = [state.players[0].roundWins, state.players[1].roundWins]
        const m = modelOpponent(tier, rules, wins, s).move(s)
        compared++
        if (m !== model.moveOf(s, action))
          disagreements.push(
            `${JSON.stringify(action)} v ${JSON.stringify(model.actionOf(s, m, rules))} at ${seen.players[1].total} (${seen.players[1].hand?.join(' ')}) against ${seen.players[0].total}${seen.players[0].standing ? ' standing' : ''}`,
          )
      }
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
  }
  return { positions: compared, disagreements }
}
