import {
  apply,
  createMatch,
  legalActions,
  RULESETS,
  validateSideDeck,
  view,
  type CardCode,
  type MatchState,
  type PlayerIndex,
  type RulesetId,
} from '../engine'
import { decide, type AiPlayer } from './index'
import { aiRandom, type AiRandom } from './random'

/**
 * Headless matches between two AIs: the engine of the sim tool, the strength tests and the
 * table-making script. Pure: timing is measured only when the caller passes a clock.
 */

/** A random legal side deck for a ruleset (plain and flip cards, and in the tournament its gold). */
export function randomSideDeck(rules: RulesetId, random: AiRandom): CardCode[] {
  const ruleset = RULESETS[rules]
  const candidates = ruleset.cards.filter((c) => rules === 'tournament' || /^[+\-±]/.test(c))
  for (;;) {
    const deck: CardCode[] = []
    while (deck.length < ruleset.deck.size) {
      deck.push(candidates[random.int(0, candidates.length - 1)] as CardCode)
    }
    if (validateSideDeck(deck, rules).ok) return deck
  }
}

export interface MatchRecord {
  winner: PlayerIndex
  rounds: number
  /** decision times in ms per seat, when a clock was given */
  times: [number[], number[]]
}

export interface PlayOptions {
  rules: RulesetId
  seed: number
  players: [AiPlayer, AiPlayer]
  sideDecks?: [CardCode[], CardCode[]]
  clock?: () => number
}

/** Plays one match to the end and reports who won. */
export function playMatch(options: PlayOptions): MatchRecord {
  const random = aiRandom(options.seed * 7919 + 17)
  const sideDecks = options.sideDecks ?? [
    randomSideDeck(options.rules, random),
    randomSideDeck(options.rules, random),
  ]
  let state: MatchState = createMatch({ rules: options.rules, seed: options.seed, sideDecks }).state
  const times: [number[], number[]] = [[], []]
  let step = 0
  while (state.phase !== 'over') {
    let acted = false
    for (const seat of [0, 1] as const) {
      if (legalActions(state, seat).length === 0) continue
      const seen = view(state, seat)
      const started = options.clock?.()
      const action = decide(seen, options.players[seat], options.seed * 1_000_003 + step++)
      if (started !== undefined && options.clock) times[seat].push(options.clock() - started)
      const result = apply(state, action)
      if (!result.ok)
        throw new Error(
          `The ${options.players[seat].tier} AI chose an illegal action: ${result.error}`,
        )
      state = result.state
      acted = true
      break
    }
    if (!acted) throw new Error('Nobody may act, yet the match is not over.')
  }
  if (state.winner === null) throw new Error('The match ended without a winner.')
  return { winner: state.winner, rounds: state.rounds.length, times }
}
