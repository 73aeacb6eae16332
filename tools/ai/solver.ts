import {
  ALL_CARD_CODES,
  RULESETS,
  type Action,
  type CardCode,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import * as model from '@main/ai/round-model'
import type { ModelRules, Position } from '@main/ai/round-model'
import { modelOpponent, type ModelOpponent, type SolverOpponent } from './tier-opponent'

const {
  DECIDE,
  DRAW,
  draw,
  fromState,
  handSlot,
  isPlain,
  legalMoves,
  modelRules,
  move,
  moveOf,
  OVER,
  positionKey,
  statusOf,
  turnOf,
  winnerOf,
} = model

/**
 * The yardstick for the AI's strength: an exact solver of a whole classic match with both hands known.
 * Both players maximise their own chance of winning the MATCH (zero-sum: the value is always
 * player 0's chance, player 0 maximises it and player 1 minimises it); main-deck draws are
 * averaged (1..10, equally likely). The rounds are played on the round model (round-model.ts,
 * itself property-tested against the engine), and the match around them is the engine's: the
 * round winner scores, 3 round wins take the match, the loser opens the next round, a tie is
 * replayed with the same opener, and hands last the whole match.
 *
 * A match position is (round wins of both, who opened this round, which hand cards each player
 * still holds, the position within the round). Its value is memoised per
 * (score, opener, cards held): a round's end reads the value of the next round's start, which is
 * solved first (scores are solved from 2-2 down, and card sets from the smallest up). The one
 * loop is a tie that spent no card, which replays the very round being solved: its value is the
 * fixed point x = f(x) of "solve the round with a tie worth x", found by a secant step (f is
 * piecewise linear with a slope well below 1, the chance of such a tie), exact to 1e-12.
 *
 * An opponent can also be a fixed policy instead of a perfect player (`opponent: 'rookie' |
 * 'kotor' | 'veteran'`, the tier's own rule: tier-opponent.ts): then the solve is player 0's
 * best response to it, the ceiling of what any player could win against that opponent.
 */

// The round model's layout (round-model.ts), for writing hand slots and the round's start. The
// round-start position is checked against the engine's in solver.test.ts.
const PLAYER_BASE = [8, 36] as const
const HAND_OFFSET = 5
const HAND_N_OFFSET = 3
const POSITION_SIZE = 76
const SLOTS = 4

export type { SolverOpponent } from './tier-opponent'

export interface SolverOptions {
  hands: readonly [readonly CardCode[], readonly CardCode[]]
  /** player 1: a perfect player (the default) or a tier's rule (rookie, kotor, veteran) */
  opponent?: SolverOpponent
  /** leave table lengths out of memo keys where filling the table is out of reach (default) */
  collapseLengths?: boolean
  /** solve only from this score on (round wins of players 0 and 1): a quicker partial solve */
  from?: readonly [number, number]
  /** called after each round start is solved, with the work done and the work in all */
  onProgress?: (done: number, total: number) => void
}

export interface ActionValue {
  action: Action
  /** the chance that the player making this action wins the match */
  value: number
}

const SCORES = 3 // round wins 0..2 before the match is decided
const CONTEXTS = SCORES * SCORES * 2
const MASKS = 256

/** Solver-supported cards: every classic card (gold too; D and the flip pairs are slower). */
export function solverSupports(code: CardCode): boolean {
  return RULESETS.classic.cards.includes(code)
}

/** The lowest a plain side card can change a total by (card number → value). */
const LOWEST: number[] = ALL_CARD_CODES.map((code) => {
  if (code === 'TB') return -1
  const v = Number(code.slice(1))
  return code.startsWith('+') ? v : -v
})

const popcount = (m: number): number => {
  let n = 0
  for (let x = m; x; x &= x - 1) n++
  return n
}

export class MatchSolver {
  readonly rules: ModelRules = modelRules('classic')
  readonly hands: [CardCode[], CardCode[]]
  readonly opponent: SolverOpponent
  /** round-start values: player 0's match-win chance, NaN until solved */
  private readonly starts = new Float64Array(CONTEXTS * MASKS).fill(NaN)
  /** in-round positions, one map per (score, opener, cards held) */
  private maps: (Map<number | string, number> | undefined)[] = new Array(CONTEXTS * MASKS)
  private readonly plain: boolean
  private readonly stack: Position[] = []
  private readonly moveBuffers: Int16Array[] = []
  private level = 0
  /** the context (score and opener) of the positions being valued */
  private wins: [number, number] = [0, 0]
  private opener: PlayerIndex = 0
  private context = 0
  /** player 1's fixed policy in the current context, or null for a perfect player */
  private fixed: ModelOpponent | null = null
  /** positions valued so far (memo entries created) */
  positions = 0
  /** round solves made (each round start takes a few, for the tie's fixed point) */
  passes = 0
  private readonly onProgress: SolverOptions['onProgress']
  private readonly full: [number, number]
  private readonly from: readonly [number, number]
  private solved = false
  /** leave table lengths out of keys where they cannot matter (tests turn it off to compare) */
  private readonly collapse: boolean

  constructor(options: SolverOptions) {
    for (const hand of options.hands) {
      if (hand.length > SLOTS) throw new Error(`A hand holds at most ${SLOTS} cards.`)
      for (const code of hand)
        if (!solverSupports(code)) throw new Error(`The classic ruleset has no ${code} card.`)
    }
    this.hands = [[...options.hands[0]], [...options.hands[1]]]
    this.opponent = options.opponent ?? 'optimal'
    // The rookie and the veteran are asked on a table rebuilt from totals and lengths, which is
    // all they read of it unless a card reads the table itself.
    if (this.opponent === 'rookie' || this.opponent === 'veteran')
      for (const hand of this.hands)
        if (hand.some((code) => code === 'D' || code === 'F24' || code === 'F36'))
          throw new Error(`Against the ${this.opponent} the hands take no D, F24 or F36 card.`)
    // The veteran reads its table's length (the nine-card table) even where filling it is out
    // of reach, so against it lengths stay in the keys.
    this.collapse = (options.collapseLengths ?? true) && this.opponent !== 'veteran'
    this.from = options.from ?? [0, 0]
    this.onProgress = options.onProgress
    this.full = [(1 << this.hands[0].length) - 1, (1 << this.hands[1].length) - 1]
    this.plain = isPlain(this.roundStart(0, this.full[0], this.full[1]))
  }

  /** The index of a round start: score, opener and the cards each still holds. */
  private startIndex(w0: number, w1: number, opener: number, m0: number, m1: number): number {
    return ((w0 * SCORES + w1) * 2 + opener) * MASKS + m0 * 16 + m1
  }

  /**
   * A set of held slots the round model can reach: of equal cards it always plays the first
   * one still held (legalMoves), so equal cards still held are the last of their kind.
   */
  private canonical(p: PlayerIndex, mask: number): boolean {
    const hand = this.hands[p]
    for (let j = 0; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++)
        if (hand[j] === hand[k] && mask & (1 << j) && !(mask & (1 << k))) return false
    return true
  }

  /** The round model's position at a round's start (the opener about to draw). */
  roundStart(opener: PlayerIndex, m0: number, m1: number): Position {
    const s = new Int16Array(POSITION_SIZE)
    s[0] = opener
    s[2] = DRAW
    for (const p of [0, 1] as const) {
      const base = PLAYER_BASE[p]
      const mask = p === 0 ? m0 : m1
      const hand = this.hands[p]
      let held = 0
      for (let k = 0; k < SLOTS; k++) {
        const code = hand[k]
        const on = code !== undefined && (mask & (1 << k)) !== 0
        s[base + HAND_OFFSET + k] = on ? ALL_CARD_CODES.indexOf(code) : -1
        if (on) held++
      }
      s[base + HAND_N_OFFSET] = held
    }
    return s
  }

  private masksOf(s: Position): number {
    let m0 = 0
    let m1 = 0
    for (let k = 0; k < SLOTS; k++) {
      if (handSlot(s, 0, k) >= 0) m0 |= 1 << k
      if (handSlot(s, 1, k) >= 0) m1 |= 1 << k
    }
    return m0 * 16 + m1
  }

  private setContext(w0: number, w1: number, opener: PlayerIndex): void {
    this.wins = [w0, w1]
    this.opener = opener
    this.context = this.startIndex(w0, w1, opener, 0, 0)
    this.fixed =
      this.opponent === 'optimal'
        ? null
        : modelOpponent(
            this.opponent,
            this.rules,
            [w0, w1],
            this.roundStart(opener, this.full[0], this.full[1]),
          )
  }

  /** The card sets both players can hold (as slot masks), fewest cards first: a card played leads down. */
  cardSets(): [number, number][] {
    const pairs: [number, number][] = []
    for (let m0 = 0; m0 <= this.full[0]; m0++)
      for (let m1 = 0; m1 <= this.full[1]; m1++)
        if ((m0 & this.full[0]) === m0 && (m1 & this.full[1]) === m1)
          if (this.canonical(0, m0) && this.canonical(1, m1)) pairs.push([m0, m1])
    pairs.sort((a, b) => popcount(a[0]) + popcount(a[1]) - popcount(b[0]) - popcount(b[1]))
    return pairs
  }

  /** Solves every round start of the match (scores from 2-2 down, card sets from few to many). */
  solve(): void {
    if (this.solved) return
    const pairs = this.cardSets()
    // Progress is weighted by how many hand cards a round start holds: those cost the most.
    const weight = (m: [number, number]): number => 1 << (popcount(m[0]) + popcount(m[1]))
    const perContext = pairs.reduce((n, m) => n + weight(m), 0)
    const total = perContext * 2 * (3 - this.from[0]) * (3 - this.from[1])
    let done = 0
    const scores: [number, number][] = []
    for (let sum = 4; sum >= 0; sum--)
      for (let w0 = 2; w0 >= 0; w0--) {
        const w1 = sum - w0
        if (w1 >= this.from[1] && w1 <= 2 && w0 >= this.from[0]) scores.push([w0, w1])
      }
    for (const [w0, w1] of scores) {
      for (const opener of [0, 1] as const) {
        this.setContext(w0, w1, opener)
        for (const pair of pairs) {
          this.solveStart(opener, pair[0], pair[1])
          done += weight(pair)
          this.onProgress?.(done, total)
        }
      }
      // The positions of a finished score are no longer read by the scores still to solve
      // (a round's end reads only round starts): free them; queries remake them on demand.
      for (const opener of [0, 1])
        for (let m = 0; m < MASKS; m++)
          this.maps[this.startIndex(w0, w1, opener, 0, 0) + m] = undefined
    }
    this.solved = true
  }

  /** The fixed point of one round start: its value given a tie that spends nothing is worth x. */
  private solveStart(opener: PlayerIndex, m0: number, m1: number): void {
    const index = this.startIndex(this.wins[0], this.wins[1], opener, m0, m1)
    const root = this.roundStart(opener, m0, m1)
    const f = (x: number): number => {
      this.passes++
      this.starts[index] = x
      this.maps[index] = new Map()
      return this.value(root)
    }
    let x0 = 0.5
    let f0 = f(x0)
    let x1 = f0
    let f1 = f(x1)
    for (let i = 0; i < 60 && Math.abs(f1 - x1) > 1e-12; i++) {
      const slope = x1 === x0 ? 0 : (f1 - f0) / (x1 - x0)
      const next = slope < 1 ? x1 + (f1 - x1) / (1 - slope) : f1
      x0 = x1
      f0 = f1
      x1 = Math.min(1, Math.max(0, next))
      f1 = f(x1)
    }
    if (Math.abs(f1 - x1) > 1e-9) throw new Error('The tie fixed point did not converge.')
    this.starts[index] = f1
  }

  /** Player 0's chance of winning the match once the round in `s` is over. */
  private payoff(s: Position): number {
    const winner = winnerOf(s)
    const masks = this.masksOf(s)
    const [w0, w1] = this.wins
    if (winner === null) return this.starts[this.context + masks] as number
    if (winner === 0) {
      if (w0 + 1 >= 3) return 1
      return this.starts[this.startIndex(w0 + 1, w1, 1, 0, 0) + masks] as number
    }
    if (w1 + 1 >= 3) return 0
    return this.starts[this.startIndex(w0, w1 + 1, 0, 0, 0) + masks] as number
  }

  /**
   * A position's key within its (score, opener, cards held) map, for hands without gold cards
   * that read the table: the tables matter only through totals, lengths and the tiebreaker
   * flag. A table's length matters only through filling the table (9 cards at 20 or under,
   * and no side card on a full table): once a player cannot reach 9 cards at 20 or under even
   * with 1s and the most negative hand cards (minReach), the length is left out of the key, so
   * positions that differ only there share one value. (Lengths only grow and totals only
   * worsen that bound, so a shorter table twin cannot fill either; a full table then holds a
   * total over 20 that no card after that draw could have saved. A full table itself is never
   * merged: no side card may be played on it, which a shorter twin may.)
   */
  private plainKey(s: Position): number {
    let k = s[0] as number
    k = k * 2 + (s[1] as number)
    k = k * 4 + (s[2] as number)
    for (const p of [0, 1] as const) {
      const base = PLAYER_BASE[p]
      const total = s[base] as number
      const count = s[base + 2] as number
      k = k * 128 + total + 40
      k = k * 16 + (this.collapse && this.fillImpossible(s, p, total, count) ? 15 : count)
      k = k * 4 + (s[base + 1] as number) * 2 + (s[base + 4] as number)
    }
    return k
  }

  private fillImpossible(s: Position, p: PlayerIndex, total: number, count: number): boolean {
    const room = 9 - count
    // A full table is its own case: no side card may be played on it.
    if (room <= 0 || total + room <= 20) return false
    const base = PLAYER_BASE[p] + HAND_OFFSET
    const gains: number[] = []
    for (let k = 0; k < SLOTS; k++) {
      const card = s[base + k] as number
      if (card >= 0) gains.push(LOWEST[card] as number)
    }
    gains.sort((a, b) => a - b)
    let sum = total + room
    for (let k = 0; k < gains.length && k < room; k++) {
      // Playing this card instead of a green 1 changes the total by gain - 1.
      sum += (gains[k] as number) - 1
      if (sum <= 20) return false
    }
    return true
  }

  private push(s: Position): Position {
    const next = (this.stack[this.level++] ??= new Int16Array(POSITION_SIZE))
    next.set(s)
    return next
  }

  /** Player 0's chance of winning the match from `s`, in the current context. */
  private value(s: Position): number {
    const status = statusOf(s)
    if (status === OVER) return this.payoff(s)
    const index = this.context + this.masksOf(s)
    const map = (this.maps[index] ??= new Map())
    const key = this.plain ? this.plainKey(s) : positionKey(s, false)
    const known = map.get(key)
    if (known !== undefined) return known
    let value: number
    if (status === DECIDE) {
      const player = turnOf(s)
      if (player === 1 && this.fixed) {
        value = this.moveValue(s, this.fixed.move(s))
      } else {
        const moves = (this.moveBuffers[this.level] ??= new Int16Array(12))
        const n = legalMoves(s, this.rules, moves)
        value = player === 0 ? -1 : 2
        for (let i = 0; i < n; i++) {
          const v = this.moveValue(s, moves[i] as number)
          value = player === 0 ? Math.max(value, v) : Math.min(value, v)
        }
      }
    } else {
      value = 0
      for (let v = 1; v <= 10; v++) {
        const next = this.push(s)
        draw(next, v, this.rules)
        value += this.value(next)
        this.level--
      }
      value /= 10
    }
    map.set(key, value)
    this.positions++
    return value
  }

  private moveValue(s: Position, m: number): number {
    const next = this.push(s)
    move(next, m, this.rules)
    const v = this.value(next)
    this.level--
    return v
  }

  /** Player 0's chance of winning from a round start (score, opener, cards held as slot masks). */
  startValue(wins: [number, number], opener: PlayerIndex, m0?: number, m1?: number): number {
    this.solve()
    if (wins[0] >= 3) return 1
    if (wins[1] >= 3) return 0
    if (wins[0] < this.from[0] || wins[1] < this.from[1])
      throw new Error(`This solver was asked only from ${this.from.join('-')} on.`)
    return this.starts[
      this.startIndex(wins[0], wins[1], opener, m0 ?? this.full[0], m1 ?? this.full[1])
    ] as number
  }

  /** Player 0's chance of winning the match from the start, the opener drawn 50/50. */
  matchValue(wins: [number, number] = [0, 0]): number {
    return 0.5 * (this.startValue(wins, 0) + this.startValue(wins, 1))
  }

  /**
   * Player 0's chance of winning from a position of the round model (both hands in the
   * solver's slot layout: see positionOf), the score and the round's opener.
   */
  positionValue(s: Position, wins: [number, number], opener: PlayerIndex): number {
    this.solve()
    this.setContext(wins[0], wins[1], opener)
    return this.value(s)
  }

  /** The value of each legal move of the player to act in `s` (player 0's chance). */
  moveValues(
    s: Position,
    wins: [number, number],
    opener: PlayerIndex,
  ): { move: number; value: number }[] {
    this.solve()
    this.setContext(wins[0], wins[1], opener)
    const moves: number[] = []
    const n = legalMoves(s, this.rules, moves)
    return moves.slice(0, n).map((m) => ({ move: m, value: this.moveValue(s, m) }))
  }

  /**
   * The round model's position for an engine state, with the hand cards in the solver's slots
   * (the hands it was made with; equal cards still held are the last of their kind).
   */
  positionOf(state: MatchState): Position {
    const s = fromState(state)
    for (const p of [0, 1] as const) {
      const left = [...state.players[p].hand]
      const hand = this.hands[p]
      const base = PLAYER_BASE[p]
      for (let k = SLOTS - 1; k >= 0; k--) {
        const code = hand[k]
        const at = code === undefined ? -1 : left.indexOf(code)
        if (at >= 0) left.splice(at, 1)
        s[base + HAND_OFFSET + k] = at >= 0 ? ALL_CARD_CODES.indexOf(code as CardCode) : -1
      }
      if (left.length > 0) throw new Error(`Player ${p} holds cards the solver was not given.`)
    }
    return s
  }

  /**
   * The value of each legal action of the player to act in an engine state (classic, in a
   * round): the chance that this player wins the match after it.
   */
  actionValues(state: MatchState, actions: readonly Action[]): ActionValue[] {
    if (state.rules !== 'classic' || state.phase !== 'turn' || state.turn === null)
      throw new Error('The solver values classic positions within a round.')
    const s = this.positionOf(state)
    const wins: [number, number] = [state.players[0].roundWins, state.players[1].roundWins]
    this.solve()
    this.setContext(wins[0], wins[1], state.opener)
    const me = state.turn
    return actions.map((action) => {
      const m = moveOf(s, action)
      if (m < 0) throw new Error(`The action ${JSON.stringify(action)} is not in the hand.`)
      const v = this.moveValue(s, m)
      return { action, value: me === 0 ? v : 1 - v }
    })
  }

  /** Frees the in-round positions kept for queries (the round-start values stay). */
  forgetPositions(): void {
    this.maps = new Array(CONTEXTS * MASKS)
  }
}
