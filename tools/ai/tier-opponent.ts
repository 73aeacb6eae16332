import {
  cardInfo,
  RULESETS,
  view,
  type CardCode,
  type MatchState,
  type PlayerIndex,
  type TableCard,
} from '@main/engine'
import { seedState } from '@main/engine/rng'
import { decide, type AiTier } from '@main/ai'
import { POLICIES, policyAction, policyById, type PolicySpec } from '@main/ai/belief'
import { aiRandom } from '@main/ai/random'
import { veteran, type PlayOut } from '@main/ai/veteran'
import { RoundSearch } from '@main/ai/master'
import * as model from '@main/ai/round-model'
import type { ModelRules, Position } from '@main/ai/round-model'

/**
 * A fixed, view-only opponent for the exact solver: player 1 plays a tier's own `decide` (the
 * code that ships), or one habit of the belief's family, instead of playing perfectly, so the
 * solve is player 0's best response to that player, the most anyone can win against it. The
 * solver asks for a move on its round model; this builds what player 1 would see there (a match state with both tables, both
 * standing flags, player 1's hand, player 0's hand size, the score) and reads the tier's action
 * back as a model move. Only what the view shows can change the tier's move, which is what lets
 * the solver cache moves by what the tier sees (`reads`).
 */

/** The opponents the solver plays against: a perfect player, a tier's rule, or a habit. */
export type SolverOpponent = 'optimal' | FixedOpponent
export type FixedOpponent = TierOpponent | HabitOpponent
/** A tier other than the master, played by its own `decide`. */
export type TierOpponent = Exclude<AiTier, 'master'>
/**
 * A habit of the belief's family (main/ai/belief.ts), by its id: stands from a total and spends
 * its cards one way (`stand16-rescue`, `stand17-save`, …); the scripted human-like players.
 */
export type HabitOpponent = `stand${number}-${string}`

export const FIXED_OPPONENTS: readonly TierOpponent[] = ['rookie', 'kotor', 'veteran']

/** The habits the solver can play: every stand-threshold policy of the belief's family. */
export const HABIT_OPPONENTS: readonly HabitOpponent[] = POLICIES.map((p) => p.id).filter(
  (id): id is HabitOpponent => id.startsWith('stand'),
)

/** Whether `name` is an AI tier the solver can play against. */
export function isTierOpponent(name: string): name is TierOpponent {
  return (FIXED_OPPONENTS as readonly string[]).includes(name)
}

/** Whether `name` is an opponent the solver knows: optimal, a tier or a scripted habit. */
export function isSolverOpponent(name: string): name is SolverOpponent {
  return (
    name === 'optimal' ||
    isTierOpponent(name) ||
    (HABIT_OPPONENTS as readonly string[]).includes(name)
  )
}

/** A fixed opponent's move on the model, and what of the position it reads besides the totals. */
export interface ModelOpponent {
  /** player 1's move (a model move code) in a classic position where player 1 decides */
  move(s: Position): number
  /**
   * whether its move can depend on its own table's length and the other's hand size (the
   * veteran's: a nine-card table, the opponent's cards); the rookie and kotor read neither
   */
  readsLengths: boolean
  /** whether its moves are the same whichever player opened the round (the score alone) */
  sameForOpeners: boolean
}

/**
 * A table of `count` cards adding up to `total` (the view's totals and lengths are all a tier
 * reads of a classic table without gold cards; the faces are the engine's own arithmetic).
 */
function tableOf(total: number, count: number): TableCard[] {
  // The solver does not keep a standing player's length: one card then carries the total.
  if (count <= 0) count = total === 0 ? 0 : 1
  if (count <= 0) return []
  const table: TableCard[] = []
  for (let k = 0; k < count - 1; k++) table.push({ code: null, face: 1, sign: 1 })
  const rest = total - (count - 1)
  table.push({ code: null, face: Math.abs(rest), sign: rest < 0 ? -1 : 1 })
  return table
}

/** Player 1's match state at a model position (classic), for asking a tier what it does. */
export function stateAt(s: Position, wins: readonly [number, number]): MatchState {
  const seat = (p: PlayerIndex): MatchState['players'][0] => {
    const hand = model.handIn(s, p)
    return {
      sideDeck: [...hand],
      mucked: [],
      brought: [...hand],
      hand,
      chosen: true,
      table: tableOf(model.totalIn(s, p), model.tableCountIn(s, p)),
      standing: model.standingIn(s, p),
      roundWins: wins[p] ?? 0,
      setWins: 0,
    }
  }
  const turn = model.turnOf(s)
  return {
    version: 1,
    rules: 'classic',
    rng: seedState(1),
    forcedDraws: [],
    shoe: [],
    phase: 'turn',
    turn,
    opener: 0,
    sidePlayedThisTurn: model.sidePlayedIn(s),
    players: [seat(0), seat(1)],
    set: 1,
    round: 1,
    rounds: [],
    winner: null,
  }
}

/**
 * The most a player's held cards (the slots set in `mask`) can take off a total: a minus or a
 * flip card its value, a tiebreaker 1, a plus card nothing.
 */
export function heldDown(hand: readonly CardCode[], mask: number): number {
  return hand.reduce((down, code, k) => {
    const info = cardInfo(code)
    if (!(mask & (1 << k)) || info.kind === 'plus') return down
    return down + ('value' in info ? info.value : 1)
  }, 0)
}

/**
 * The veteran's own table length as far as its move can depend on it, in classic (the solver
 * caches its moves by this): 0 where nothing it looks at can reach a ninth card (it reads the
 * length only against the nine-card table), else the length + 1. Facing a player still
 * drawing it looks at most three cards ahead (a card, a draw, a card), so lengths up to 5 are
 * all one. Against a standing total it plays the round out: every draw adds at least 1 and its
 * `held` cards take off at most `down`, so the totals of 20 or less it looks at lie within
 * 20 - total + down draws and its cards, and a bust one card further is the last place it reads
 * a length.
 */
export function veteranLengthClass(
  length: number,
  total: number,
  otherStands: boolean,
  held: number,
  down: number,
): number {
  const { tableSize } = RULESETS.classic
  const reach = otherStands ? length + held + Math.max(0, 20 - total + down) + 1 : length + 3
  return reach < tableSize ? 0 : length + 1
}

/** A tier's move at a model position: its `decide` on the view of the player to act. */
export function tierMove(tier: TierOpponent, s: Position, wins: readonly [number, number]): number {
  const who = model.turnOf(s)
  const action = decide(view(stateAt(s, wins), who), { tier }, 0)
  const m = model.moveOf(s, action)
  if (m < 0) throw new Error(`The ${tier} tier played a card the model lacks.`)
  return m
}

/** A habit's move at a model position: its policy on the view of the player to act. */
export function habitMove(
  policy: PolicySpec,
  s: Position,
  wins: readonly [number, number],
): number {
  const action = policyAction(policy, view(stateAt(s, wins), model.turnOf(s)))
  const m = model.moveOf(s, action)
  if (m < 0) throw new Error(`The habit ${policy.id} played a card the model lacks.`)
  return m
}

/**
 * The veteran's move at a model position, as `decide` makes it, with its exact play-out
 * against a standing total shared between positions alike in all it depends on (PlayOut: here
 * the score is fixed, classic has no shoe, the solver no personality): what a single call
 * works out afresh, the solver asks for thousands of totals and table lengths.
 */
function veteranMove(
  s: Position,
  wins: readonly [number, number],
  playOuts: Map<string, PlayOut>,
): number {
  const who = model.turnOf(s)
  const them: PlayerIndex = who === 0 ? 1 : 0
  const seen = view(stateAt(s, wins), who)
  const first = seen.legal[0]
  if (first === undefined) throw new Error('The veteran was asked to act with nothing it may do.')
  // decide's own order: a single legal action is played as it is.
  let action = first
  if (seen.legal.length > 1) {
    const key = [
      model.handIn(s, who).join(' '),
      model.handIn(s, them).length,
      model.totalIn(s, them),
      model.standingIn(s, them),
      model.sidePlayedIn(s),
    ].join('|')
    let playOut = playOuts.get(key)
    if (!playOut) playOuts.set(key, (playOut = new Map()))
    action = veteran(seen, { random: aiRandom(0), personality: undefined }, playOut)
  }
  const m = model.moveOf(s, action)
  if (m < 0) throw new Error('The veteran tier played a card the model lacks.')
  return m
}

/**
 * The solver's opponent for one score (round wins of both; the tiers read the score). The
 * kotor rule runs on the model itself (RoundSearch.opponentMove, checked against kotor.ts and
 * quick); the rookie and the veteran go through their own `decide`, a habit through its policy.
 */
export function modelOpponent(
  opponent: FixedOpponent,
  rules: ModelRules,
  wins: readonly [number, number],
  root: Position,
): ModelOpponent {
  if (opponent === 'kotor') {
    const search = new RoundSearch(
      0,
      rules,
      { myWins: wins[0], oppWins: wins[1], mySets: 0, oppSets: 0 },
      root,
    )
    return { move: (s) => search.opponentMove(s), readsLengths: false, sameForOpeners: false }
  }
  if (opponent === 'veteran') {
    const playOuts = new Map<string, PlayOut>()
    return {
      move: (s) => veteranMove(s, wins, playOuts),
      readsLengths: true,
      sameForOpeners: true,
    }
  }
  if (!isTierOpponent(opponent)) {
    // A habit reads its total, its hand and the other's total and standing: never a length
    // (classic has no double), never the score.
    const policy = policyById(opponent)
    return { move: (s) => habitMove(policy, s, wins), readsLengths: false, sameForOpeners: true }
  }
  return {
    move: (s) => tierMove(opponent, s, wins),
    readsLengths: false,
    // The tiers read the view, which keeps no opener, and the solver knows no earlier round.
    sameForOpeners: true,
  }
}
