import {
  apply,
  createMatch,
  legalActions,
  RULESETS,
  validateSideDeck,
  view,
  type Action,
  type CardCode,
  type MatchState,
  type MatchView,
  type PlayerIndex,
  type RulesetId,
} from '@main/engine'
import { decide, type AiPlayer } from '@main/ai/index'
import {
  emptyBelief,
  observe,
  POLICIES,
  policyAction,
  policyById,
  type Belief,
} from '@main/ai/belief'
import { aiRandom, type AiRandom } from '@main/ai/random'

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

/** One round from the table's point of view: the hand sizes it began and ended with. */
export interface RoundStat {
  set: number
  winner: PlayerIndex | null
  /** the round wins before the round, per seat */
  score: [number, number]
  handsBefore: [number, number]
  handsAfter: [number, number]
}

export interface MatchRecord {
  winner: PlayerIndex
  rounds: number
  roundStats: RoundStat[]
  /** decision times in ms per seat, when a clock was given */
  times: [number[], number[]]
}

/**
 * A player of the arena: an AI tier; `adaptive`, a master that reads its opponent as it does in
 * a live match (a belief updated from every opponent action its view shows, the update timed as
 * part of its next decision); or `script`, a policy of the belief's family (belief.ts POLICIES)
 * playing the round as scripted, the human-like players of the sims (it chooses its hand as
 * `tier` does); or `sure`, a master certain from its first move that its opponent plays that
 * policy, the most that reading the opponent can give the master's search (nothing to learn,
 * nothing mistaken on the way).
 */
export interface Contestant extends AiPlayer {
  adaptive?: boolean
  script?: string
  sure?: string
}

/** A contestant's name in reports: its tier, `adaptive`, `script:<policy>` or `sure:<policy>`. */
export function contestantName(player: Contestant): string {
  if (player.script) return `script:${player.script}`
  if (player.sure) return `sure:${player.sure}`
  return player.adaptive ? 'adaptive' : player.tier
}

/** A belief certain of one policy, as if the opponent had long been watched playing it. */
export function certainBelief(id: string): Belief {
  const sure = policyById(id)
  return { ...emptyBelief(POLICIES.map((p) => (p === sure ? 1 : 0))), observed: 1e9 }
}

export interface PlayOptions {
  rules: RulesetId
  seed: number
  players: [Contestant, Contestant]
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
  const roundStats: RoundStat[] = []
  const hands = (): [number, number] => [state.players[0].hand.length, state.players[1].hand.length]
  let handsBefore = hands()
  const beliefs = options.players.map((p) => (p.adaptive ? emptyBelief() : null)) as [
    Belief | null,
    Belief | null,
  ]
  const certain = options.players.map((p) => (p.sure ? certainBelief(p.sure) : null))
  // the time each seat spent updating its belief since its last decision
  const updating: [number, number] = [0, 0]
  while (state.phase !== 'over') {
    let acted = false
    for (const seat of [0, 1] as const) {
      if (legalActions(state, seat).length === 0) continue
      const seen = view(state, seat)
      const player = options.players[seat]
      const started = options.clock?.()
      const action = contestantAction(
        player,
        seen,
        certain[seat] ?? beliefs[seat],
        options.seed * 1_000_003 + step++,
      )
      if (started !== undefined && options.clock) {
        times[seat].push(options.clock() - started + updating[seat])
        updating[seat] = 0
      }
      const watcher = seat === 0 ? 1 : 0
      const belief = beliefs[watcher]
      if (belief) {
        const from = options.clock?.()
        beliefs[watcher] = observe(belief, view(state, watcher), action)
        if (from !== undefined && options.clock) updating[watcher] += options.clock() - from
      }
      const result = apply(state, action)
      if (!result.ok)
        throw new Error(`The ${contestantName(player)} AI chose an illegal action: ${result.error}`)
      const roundEnd = result.events.find((e) => e.type === 'roundEnd')
      if (roundEnd?.type === 'roundEnd') {
        const after = hands()
        if (action.type === 'play') after[seat] -= 1
        for (const e of result.events)
          if (e.type === 'tiebreaker' && state.rules === 'tournament') after[e.player] -= 1
        roundStats.push({
          set: state.set,
          winner: roundEnd.winner,
          score: [state.players[0].roundWins, state.players[1].roundWins],
          handsBefore,
          handsAfter: after,
        })
      }
      state = result.state
      if (roundEnd || action.type === 'choose') handsBefore = hands()
      acted = true
      break
    }
    if (!acted) throw new Error('Nobody may act, yet the match is not over.')
  }
  if (state.winner === null) throw new Error('The match ended without a winner.')
  return { winner: state.winner, rounds: state.rounds.length, roundStats, times }
}

/** A contestant's action: its tier's, with its belief when adaptive, or its script's. */
function contestantAction(
  player: Contestant,
  seen: MatchView,
  belief: Belief | null,
  seed: number,
): Action {
  if (player.script && seen.phase === 'turn' && seen.legal.length > 1)
    return policyAction(policyById(player.script), seen)
  return decide(seen, belief ? { ...player, belief } : player, seed)
}
