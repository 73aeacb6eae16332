import {
  apply,
  createMatch,
  view,
  type Action,
  type CardCode,
  type MatchState,
  type MatchView,
} from '@main/engine'
import { decide, type AiTier } from '@main/ai'
import { policyAction, policyById } from '@main/ai/belief'
import { aiRandom, type AiRandom } from '@main/ai/random'
import * as model from '@main/ai/round-model'
import { randomSideDeck } from './arena'
import { MatchSolver } from './solver'
import {
  heldDown,
  isTierOpponent,
  modelOpponent,
  tierMove,
  veteranLengthClass,
  type FixedOpponent,
} from './tier-opponent'

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
 * (tier-opponent.ts, on the round model) for its move and the tier's `decide` (a habit's
 * policy) for its action on the real view: they must be the same, until `positions` decisions
 * were compared.
 */
export function tierAgreement(tier: FixedOpponent, positions: number, seed: number): Agreement {
  const rules = model.modelRules('classic')
  const own = ownAction(tier)
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
      const decisionSeed = game * 1000 + step++
      const action =
        seat === 1 ? own(seen, decisionSeed) : decide(seen, { tier: rival }, decisionSeed)
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

/** The fixed opponent's own action on its real view: a tier's `decide`, a habit's policy. */
function ownAction(opponent: FixedOpponent): (seen: MatchView, seed: number) => Action {
  if (isTierOpponent(opponent)) return (seen, seed) => decide(seen, { tier: opponent }, seed)
  const policy = policyById(opponent)
  return (seen) => policyAction(policy, seen)
}

/** How often the veteran's move stayed the same across the table lengths the solver merges. */
export interface LengthAgreement {
  positions: number
  /** positions with two or more lengths in one class (where merging them saves a call) */
  merged: number
  /** positions where two lengths of one class drew different moves, described */
  disagreements: string[]
}

/** Four cards dealt from a random classic side deck, as the solver's seeded deals are. */
function fourCards(random: AiRandom): CardCode[] {
  const deck = randomSideDeck('classic', random)
  const hand: CardCode[] = []
  while (hand.length < 4) hand.push(deck.splice(random.int(0, deck.length - 1), 1)[0]!)
  return hand
}

/**
 * The solver asks the veteran once per length class (veteranLengthClass), not per table
 * length: at sampled classic positions (hands, cards held, totals, the other standing or not,
 * a side card played this turn or not, the score), the veteran's move through the solver's
 * path (tierMove) at every table length 1..8 must be the same for all lengths of one class.
 */
export function veteranLengthAgreement(positions: number, seed: number): LengthAgreement {
  const random = aiRandom(seed * 4099 + 7)
  const disagreements: string[] = []
  let merged = 0
  for (let n = 0; n < positions; n++) {
    const hands: [CardCode[], CardCode[]] = [fourCards(random), fourCards(random)]
    const m0 = random.int(0, 15)
    const m1 = random.int(1, 15)
    const cards = random.int(0, 1) === 0 // a side card may still be played this turn
    const otherStands = random.int(0, 1) === 0
    const otherTotal = random.int(otherStands ? 12 : 2, 20)
    const total = random.int(2, cards ? 26 : 20)
    const wins: [number, number] = [random.int(0, 2), random.int(0, 2)]
    const start = new MatchSolver({ hands, opponent: 'veteran' }).roundStart(0, m0, m1)
    const held = [0, 1, 2, 3].filter((k) => m1 & (1 << k)).length
    const down = heldDown(hands[1], m1)
    const byClass = new Map<number, { length: number; move: number }[]>()
    for (let length = 1; length <= 8; length++) {
      // Player 1 to decide (the layout fast-solver.ts writes for its fixed opponent).
      const s = new Int16Array(start)
      s[0] = 1
      s[1] = cards ? 0 : 1
      s[2] = model.DECIDE
      s[8] = otherTotal
      s[9] = otherStands ? 1 : 0
      s[10] = 3
      s[36] = total
      s[38] = length
      const c = veteranLengthClass(length, total, otherStands, held, down)
      const seen = byClass.get(c) ?? []
      seen.push({ length, move: tierMove('veteran', s, wins) })
      byClass.set(c, seen)
    }
    let mergedHere = false
    for (const seen of byClass.values()) {
      if (seen.length > 1) mergedHere = true
      const first = seen[0]!
      for (const other of seen)
        if (other.move !== first.move)
          disagreements.push(
            `${total} (${hands[1].join(' ')} held ${m1}) against ${otherTotal}${otherStands ? ' standing' : ''}: ${first.move} at length ${first.length}, ${other.move} at ${other.length}`,
          )
    }
    if (mergedHere) merged++
  }
  return { positions, merged, disagreements }
}

/**
 * The solver's veteran shares its play-out against a standing total between positions
 * (veteranMove): over seeded deals, one opponent per deal and score is asked at many sampled
 * positions (cards held, totals, table lengths, the other standing or not, a side card played
 * this turn or not; few enough kinds that play-outs are shared), and each move must be the
 * veteran's `decide` on the position's view asked afresh (tierMove).
 */
export function veteranShareAgreement(positions: number, seed: number): Agreement {
  const rules = model.modelRules('classic')
  const random = aiRandom(seed * 3307 + 11)
  const disagreements: string[] = []
  let compared = 0
  for (let deal = 0; compared < positions; deal++) {
    const hands: [CardCode[], CardCode[]] = [fourCards(random), fourCards(random)]
    const wins: [number, number] = [random.int(0, 2), random.int(0, 2)]
    const solver = new MatchSolver({ hands, opponent: 'veteran' })
    const shared = modelOpponent('veteran', rules, wins, solver.roundStart(0, 15, 15))
    const masks = [15, random.int(1, 14)]
    for (let n = 0; n < 200 && compared < positions; n++) {
      const m1 = masks[random.int(0, 1)]!
      const cards = random.int(0, 1) === 0
      const otherStands = random.int(0, 2) > 0
      const s = solver.roundStart(0, random.int(0, 15), m1)
      // Player 1 to decide (the layout fast-solver.ts writes for its fixed opponent).
      s[0] = 1
      s[1] = cards ? 0 : 1
      s[2] = model.DECIDE
      s[8] = random.int(15, 20)
      s[9] = otherStands ? 1 : 0
      s[10] = 3
      s[36] = random.int(8, cards ? 26 : 20)
      s[38] = random.int(1, 8)
      const move = shared.move(s)
      const fresh = tierMove('veteran', s, wins)
      compared++
      if (move !== fresh)
        disagreements.push(
          `${s[36]} (${model.handIn(s, 1).join(' ')}, ${s[38]} cards) against ${s[8]}${otherStands ? ' standing' : ''}: ${move} shared, ${fresh} afresh`,
        )
    }
  }
  return { positions: compared, disagreements }
}
