import {
  cardInfo,
  type Action,
  type CardCode,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import { RoundSearch } from '@main/ai/master'
import * as model from '@main/ai/round-model'
import type { Position } from '@main/ai/round-model'
import { MatchSolver, type ActionValue, type SolverOpponent, type SolverOptions } from './solver'

/**
 * The exact classic match solver of solver.ts, rebuilt for 4-card hands: the same game and the
 * same values (fast-solver.test.ts compares the two on every round start), about a hundred times
 * quicker, so the yardstick for the AI's strength can be measured on real hands.
 *
 * What makes it fast:
 * - Dense tables instead of a memo map. Within one (score, opener, cards held) every position
 *   at a turn's start is an index into one Float64Array: whose turn, both totals and table
 *   lengths, whether the other player stands (and on what), the tiebreaker flags. Every one is
 *   valued in a fixed order (longer tables first, standing first), so there is no recursion and
 *   no hashing; a card played leads into the table of the smaller card set, already solved.
 * - A draw is one sliding window: the value of a turn's start is the mean of the ten decisions
 *   after drawing 1..10, and those decisions are computed once per total and shared by the ten
 *   starts that reach them.
 * - The tie loop in one pass: a tie that spends no card replays the round being solved, so every
 *   value of its table is a + b·x, x the value of its round start. Decisions are taken at a guess
 *   of x while the range of x over which every one of them stays best is kept; x = a / (1 - b) at
 *   the round start, and if it lies in that range the policy is optimal there and every value is
 *   exact (else the table is solved again at that x, which is then always in range).
 *
 * Hands of plus, minus, flip and tiebreaker cards (every card a random classic side deck deals);
 * the table-reading gold cards D, F24 and F36 are solved by solver.ts (`matchSolverFor`).
 */

const SCORES = 3
const CONTEXTS = SCORES * SCORES * 2
const MASKS = 256
const TARGET = 20
const TABLE = 9
/** the highest total a player can hold after a card lands: 19 + a 10 drawn + a +6 played */
const TOP = 35

/** `tiebreak`: both stand on one total and neither or both played the tiebreaker */
const TIED = 2

const END = model.END
const STAND = model.STAND_MOVE

export function fastSolverSupports(code: CardCode): boolean {
  const kind = cardInfo(code).kind
  return kind === 'plus' || kind === 'minus' || kind === 'flip' || kind === 'tiebreaker'
}

/** One card a player can play from a set of held cards: the first held slot of its kind. */
interface CardOption {
  slot: number
  /** the round model's move: slot * 2, + 1 for the minus side */
  move: number
  delta: number
  tiebreaker: boolean
}

export interface ExactSolver {
  readonly rules: model.ModelRules
  readonly opponent: SolverOpponent
  positions: number
  solve(): void
  startValue(wins: [number, number], opener: PlayerIndex, m0?: number, m1?: number): number
  matchValue(wins?: [number, number]): number
  roundStart(opener: PlayerIndex, m0: number, m1: number): Position
  moveValues(
    s: Position,
    wins: [number, number],
    opener: PlayerIndex,
  ): { move: number; value: number }[]
  actionValues(state: MatchState, actions: readonly Action[]): ActionValue[]
  forgetPositions(): void
}

/** The fast solver where every card allows it, else the general one. */
export function matchSolverFor(options: SolverOptions): ExactSolver {
  const fast = options.hands.every((hand) => hand.every(fastSolverSupports))
  return fast ? new FastMatchSolver(options) : new MatchSolver(options)
}

export class FastMatchSolver implements ExactSolver {
  readonly rules = model.modelRules('classic')
  readonly opponent: SolverOpponent
  /** round starts valued (the general solver counts memo entries; here: table entries) */
  positions = 0
  /** table solves: one per (score, opener, cards held), two where the first guess of x missed */
  passes = 0
  private readonly general: MatchSolver
  private readonly hands: [CardCode[], CardCode[]]
  private readonly full: [number, number]
  private readonly from: readonly [number, number]
  private readonly onProgress: SolverOptions['onProgress']
  private readonly starts = new Float64Array(CONTEXTS * MASKS).fill(NaN)
  private solved = false

  // The layout of one table, the same for every card set.
  private readonly lo: [number, number]
  private readonly nT: [number, number]
  private readonly nS: [number, number]
  private readonly nTB: [number, number]
  private readonly nF: number
  private readonly sizeA: number
  private readonly sizeB0: number
  private readonly size: number
  private readonly options: CardOption[][][]
  private readonly tbSlot: [number, number]
  /**
   * The totals a player can hold at a turn's start with l cards on the table and card set m
   * still held: [p][m * 10 + l]. Every table card but the side cards played this round (at
   * most one a turn, from the cards no longer held) is green, 1..10. Positions outside are
   * never reached and not valued.
   */
  private readonly minTotal: [Int8Array, Int8Array] = [new Int8Array(160), new Int8Array(160)]
  private readonly maxTotal: [Int8Array, Int8Array] = [new Int8Array(160), new Int8Array(160)]
  /** what a model move (slot * 2 + side) adds to the total, per player: [p * 8 + move] */
  private readonly moveDelta = new Int8Array(16)

  // The context being solved or read.
  private wins: [number, number] = [0, 0]
  private context = -1
  private opener: PlayerIndex = 0
  private win0Base = -1
  private win1Base = -1
  private tables: (Float64Array | undefined)[] = []
  /**
   * Per finished card set of the context being solved: the value right after a side card has
   * landed (fill, 20, else end or stand), so a card played from a bigger set is one read.
   */
  private afterCards: (Float64Array | undefined)[] = []
  private readonly sizeE: [number, number, number, number]
  /** contexts kept for queries, most recent last */
  private kept = new Map<number, (Float64Array | undefined)[]>()
  // The card set being solved: its values a + b·x and the guess of x.
  private curA = new Float64Array(0)
  private curB = new Float64Array(0)
  private guess = 0.5
  private low = -Infinity
  private high = Infinity
  private readonly row: Float64Array
  private readonly optArrays: Float64Array[] = []
  private readonly optAt = new Int32Array(8)
  private readonly optDelta = new Int32Array(8)
  private readonly optMove = new Int32Array(8)
  private readonly rowB: Float64Array
  private kotor: RoundSearch | null = null
  private kotorMoves: Int16Array = new Int16Array(0)
  private kotorProbe: Position | null = null

  constructor(options: SolverOptions) {
    for (const hand of options.hands)
      for (const code of hand)
        if (!fastSolverSupports(code))
          throw new Error(`The fast solver does not take the ${code} card: use matchSolverFor.`)
    this.general = new MatchSolver(options)
    this.hands = [[...options.hands[0]], [...options.hands[1]]]
    this.opponent = options.opponent ?? 'optimal'
    this.from = options.from ?? [0, 0]
    this.onProgress = options.onProgress
    this.full = [(1 << this.hands[0].length) - 1, (1 << this.hands[1].length) - 1]
    const lowest = (hand: CardCode[]): number => {
      let down = 0
      for (const code of hand) {
        const info = cardInfo(code)
        if (info.kind === 'minus' || info.kind === 'flip') down += info.value
        if (info.kind === 'tiebreaker') down += 1
      }
      // A side card follows a green card of at least 1, so the total never falls below 1 - down.
      return Math.min(0, 1 - down)
    }
    this.lo = [lowest(this.hands[0]), lowest(this.hands[1])]
    this.nT = [TARGET - this.lo[0], TARGET - this.lo[1]]
    this.nS = [TARGET + 1 - this.lo[0], TARGET + 1 - this.lo[1]]
    this.tbSlot = [this.hands[0].indexOf('TB'), this.hands[1].indexOf('TB')]
    this.nTB = [this.tbSlot[0] >= 0 ? 2 : 1, this.tbSlot[1] >= 0 ? 2 : 1]
    this.nF = this.nTB[0] * this.nTB[1]
    this.sizeA = 2 * this.nT[0] * TABLE * this.nT[1] * TABLE * this.nF
    this.sizeB0 = this.nT[0] * TABLE * this.nS[1] * this.nF
    this.size = this.sizeA + this.sizeB0 + this.nT[1] * TABLE * this.nS[0] * this.nF
    const span0 = (TOP + 1 - this.lo[0]) * (TABLE + 1)
    const span1 = (TOP + 1 - this.lo[1]) * (TABLE + 1)
    this.sizeE = [
      span0 * this.nT[1] * TABLE * this.nF,
      span1 * this.nT[0] * TABLE * this.nF,
      span0 * this.nS[1] * this.nF,
      span1 * this.nS[0] * this.nF,
    ]
    for (const p of [0, 1] as const)
      this.hands[p].forEach((code, slot) => {
        const info = cardInfo(code)
        const value = 'value' in info ? info.value : 1
        // The model moves a minus card with slot * 2 (one side), a flip card with either.
        this.moveDelta[p * 8 + slot * 2] = info.kind === 'minus' ? -value : value
        this.moveDelta[p * 8 + slot * 2 + 1] = -value
      })
    for (const p of [0, 1] as const)
      for (let m = 0; m < 16; m++) {
        // The most a card not held can take off a total (a played flip card could be either).
        const downs = this.hands[p]
          .filter((_, k) => !(m & (1 << k)))
          .map((code) => {
            const info = cardInfo(code)
            if (info.kind === 'plus') return -1 // a +N instead of a green 1: never lower
            return 'value' in info ? info.value : 1
          })
          .sort((a, b) => b - a)
        for (let l = 0; l <= TABLE; l++) {
          let low = l === 0 ? 0 : l
          // Side cards replace green 1s: each of the most negative ones lowers the total.
          for (let k = 0; k < Math.min(Math.floor(l / 2), downs.length); k++) {
            const down = downs[k] as number
            if (down > 0) low -= down + 1
          }
          this.minTotal[p][m * 10 + l] = Math.max(this.lo[p], low)
          this.maxTotal[p][m * 10 + l] = Math.min(TARGET - 1, 10 * l)
        }
      }
    this.options = [0, 1].map((p) =>
      Array.from({ length: 16 }, (_, mask) => this.cardOptions(p as PlayerIndex, mask)),
    )
    this.row = new Float64Array(TOP + 1 - Math.min(...this.lo) + 12)
    this.rowB = new Float64Array(this.row.length)
  }

  private cardOptions(p: PlayerIndex, mask: number): CardOption[] {
    const hand = this.hands[p]
    const out: CardOption[] = []
    for (let k = 0; k < hand.length; k++) {
      if (!(mask & (1 << k))) continue
      const code = hand[k] as CardCode
      // Of equal cards the round model plays the first one still held.
      if (hand.slice(0, k).some((c, j) => c === code && mask & (1 << j))) continue
      const info = cardInfo(code)
      const value = 'value' in info ? info.value : 1
      const tiebreaker = info.kind === 'tiebreaker'
      // The model's move for a minus card is slot * 2 (it has one side); flip cards have two.
      if (info.kind === 'minus') out.push({ slot: k, move: k * 2, delta: -value, tiebreaker })
      else out.push({ slot: k, move: k * 2, delta: value, tiebreaker })
      if (info.kind === 'flip' || tiebreaker)
        out.push({ slot: k, move: k * 2 + 1, delta: -value, tiebreaker })
    }
    return out
  }

  // --- the layout -------------------------------------------------------------------------

  /** Neither stands; `p` is about to draw. */
  private indexA(p: number, t0: number, l0: number, t1: number, l1: number, f: number): number {
    return (
      ((((p * this.nT[0] + t0 - this.lo[0]) * TABLE + l0) * this.nT[1] + t1 - this.lo[1]) * TABLE +
        l1) *
        this.nF +
      f
    )
  }

  /** `p` is about to draw at (t, l); the other stands on `stood`. */
  private indexB(p: number, t: number, l: number, stood: number, f: number): number {
    if (p === 0)
      return (
        this.sizeA +
        (((t - this.lo[0]) * TABLE + l) * this.nS[1] + stood - this.lo[1]) * this.nF +
        f
      )
    return (
      this.sizeA +
      this.sizeB0 +
      (((t - this.lo[1]) * TABLE + l) * this.nS[0] + stood - this.lo[0]) * this.nF +
      f
    )
  }

  /** Right after a side card landed on p's table: p at (t, l), the other at (oT, oL) or stood. */
  private indexE(
    p: number,
    t: number,
    l: number,
    oStands: boolean,
    oT: number,
    oL: number,
    f: number,
  ): number {
    const [e0, e1, e2] = this.sizeE
    const at = (t - (this.lo[p] as number)) * (TABLE + 1) + l
    if (!oStands) {
      if (p === 0) return ((at * this.nT[1] + oT - this.lo[1]) * TABLE + oL) * this.nF + f
      return e0 + ((at * this.nT[0] + oT - this.lo[0]) * TABLE + oL) * this.nF + f
    }
    if (p === 0) return e0 + e1 + (at * this.nS[1] + oT - this.lo[1]) * this.nF + f
    return e0 + e1 + e2 + (at * this.nS[0] + oT - this.lo[0]) * this.nF + f
  }

  private startIndex(w0: number, w1: number, opener: number): number {
    return ((w0 * SCORES + w1) * 2 + opener) * MASKS
  }

  // --- valuing ------------------------------------------------------------------------------
  // The positions of a card set already solved, for the after-card values and queries: each
  // function returns player 0's chance of winning the match (the card set being solved is
  // valued by drawRow, as a + b·x).

  /** A table entry of the solved card set (m0, m1). */
  private read(m0: number, m1: number, index: number): number {
    return (this.tables[m0 * 16 + m1] as Float64Array)[index] as number
  }

  /**
   * The round is over: `winner` (TIED: the round is replayed) with cards (m0, m1) left. A win
   * or a loss reads the next score's round starts; only a tie of a solved card set is asked.
   */
  private over(winner: number, m0: number, m1: number): number {
    if (winner === 0)
      return this.win0Base < 0 ? 1 : (this.starts[this.win0Base + m0 * 16 + m1] as number)
    if (winner === 1)
      return this.win1Base < 0 ? 0 : (this.starts[this.win1Base + m0 * 16 + m1] as number)
    return this.starts[this.context + m0 * 16 + m1] as number
  }

  /** Who wins when both stand on one total, by the tiebreaker flags `f`: 0, 1 or TIED. */
  private tiebreak(f: number): number {
    const tb0 = this.nTB[1] === 2 ? f >> 1 : f
    const tb1 = this.nTB[1] === 2 ? f & 1 : 0
    return tb0 === tb1 ? TIED : tb0 ? 0 : 1
  }

  /**
   * `p` stands (or is stood by reaching 20) on `t`. The other stands on `oT` (oStands) or is
   * at (oT, oL) and draws next.
   */
  private stand(
    p: number,
    t: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
  ): number {
    if (t > TARGET) return this.over(1 - p, m0, m1)
    if (oStands) return this.over(t !== oT ? (t > oT ? p : 1 - p) : this.tiebreak(f), m0, m1)
    return this.read(m0, m1, this.indexB(1 - p, oT, oL, t, f))
  }

  /** `p` ends the turn on `t` with `l` cards. */
  private end(
    p: number,
    t: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
  ): number {
    if (t > TARGET) return this.over(1 - p, m0, m1)
    if (oStands) return this.read(m0, m1, this.indexB(p, t, l, oT, f))
    return this.read(
      m0,
      m1,
      p === 0 ? this.indexA(1, t, l, oT, oL, f) : this.indexA(0, oT, oL, t, l, f),
    )
  }

  /** A side card has landed on p's table: a full table of 20 or under wins, 20 stands. */
  private landed(
    p: number,
    t: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
  ): number {
    if (l >= TABLE && t <= TARGET) return this.over(p, m0, m1)
    if (t === TARGET) return this.stand(p, t, m0, m1, f, oStands, oT, oL)
    return this.decide(p, t, l, m0, m1, f, oStands, oT, oL, false)
  }

  /** p decides on (t, l): a card (if allowed), end the turn, or stand; best for p. */
  private decide(
    p: number,
    t: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
    cardsAllowed: boolean,
  ): number {
    if (p === 1 && this.kotor) {
      const move = this.kotorMove(t, m1, oT, oStands, cardsAllowed)
      return this.play(p, move, t, l, m0, m1, f, oStands, oT, oL)
    }
    // Player 0 maximises, player 1 minimises; ending the turn, then standing, then the cards in
    // order, each taken only when strictly better.
    let best = this.end(p, t, l, m0, m1, f, oStands, oT, oL)
    const stand = this.stand(p, t, m0, m1, f, oStands, oT, oL)
    if (p === 0 ? stand > best : stand < best) best = stand
    if (!cardsAllowed) return best
    for (const option of this.options[p]?.[p === 0 ? m0 : m1] as CardOption[]) {
      const card = this.play(p, option.move, t, l, m0, m1, f, oStands, oT, oL)
      if (p === 0 ? card > best : card < best) best = card
    }
    return best
  }

  /**
   * Narrows the range of x where the chosen (a, b) stays at least as good for the mover as the
   * rejected (ra2, rb2): sign * ((a - ra2) + (b - rb2) x) >= 0.
   */
  private limit(sign: number, ra2: number, rb2: number, a: number, b: number): void {
    const db = sign * (b - rb2)
    if (db === 0) return
    const edge = (sign * (ra2 - a)) / db
    if (db > 0) {
      if (edge > this.low) this.low = edge
    } else if (edge < this.high) this.high = edge
  }

  /** p makes model move `move` on (t, l): a card, end or stand. */
  private play(
    p: number,
    move: number,
    t: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
  ): number {
    if (move === END) return this.end(p, t, l, m0, m1, f, oStands, oT, oL)
    if (move === STAND) return this.stand(p, t, m0, m1, f, oStands, oT, oL)
    const slot = move >> 1
    const delta = this.moveDelta[p * 8 + move] as number
    let f2 = f
    if (slot === this.tbSlot[p]) f2 = p === 0 ? f | (this.nTB[1] === 2 ? 2 : 1) : f | 1
    const n0 = p === 0 ? m0 & ~(1 << slot) : m0
    const n1 = p === 1 ? m1 & ~(1 << slot) : m1
    const after = this.afterCards[n0 * 16 + n1]
    if (after) return after[this.indexE(p, t + delta, l + 1, oStands, oT, oL, f2)] as number
    return this.landed(p, t + delta, l + 1, n0, n1, f2, oStands, oT, oL)
  }

  /** The kotor rule's move for player 1 (the model's, cached per total, card set and view). */
  private kotorMove(t: number, m1: number, oT: number, oStands: boolean, cards: boolean): number {
    const span = TOP + 1 - this.lo[1]
    const key =
      (((m1 * 2 + (cards ? 1 : 0)) * 2 + (oStands ? 1 : 0)) * this.nS[0] + oT - this.lo[0]) * span +
      t -
      this.lo[1]
    const known = this.kotorMoves[key] as number
    if (known >= 0) return known
    const s = (this.kotorProbe ??= new Int16Array(76))
    s.set(this.general.roundStart(0, this.full[0], m1))
    s[0] = 1 // player 1's turn
    s[1] = cards ? 0 : 1 // side cards played this turn
    s[2] = model.DECIDE
    s[8] = oT // player 0's total
    s[9] = oStands ? 1 : 0
    s[36] = t
    const move = (this.kotor as RoundSearch).opponentMove(s)
    this.kotorMoves[key] = move
    return move
  }

  // --- solving ------------------------------------------------------------------------------

  private setContext(w0: number, w1: number, opener: PlayerIndex): void {
    this.wins = [w0, w1]
    this.context = this.startIndex(w0, w1, opener)
    this.opener = opener
    this.win0Base = w0 + 1 >= 3 ? -1 : this.startIndex(w0 + 1, w1, 1)
    this.win1Base = w1 + 1 >= 3 ? -1 : this.startIndex(w0, w1 + 1, 0)
    if (this.opponent === 'kotor') {
      this.kotor = new RoundSearch(
        0,
        this.rules,
        { myWins: w0, oppWins: w1, mySets: 0, oppSets: 0 },
        this.general.roundStart(opener, this.full[0], this.full[1]),
      )
      const span = TOP + 1 - this.lo[1]
      this.kotorMoves = new Int16Array(16 * 2 * 2 * this.nS[0] * span).fill(-1)
    }
  }

  solve(): void {
    if (this.solved) return
    const pairs = this.general.cardSets()
    const scores: [number, number][] = []
    for (let sum = 4; sum >= 0; sum--)
      for (let w0 = 2; w0 >= 0; w0--) {
        const w1 = sum - w0
        if (w1 >= this.from[1] && w1 <= 2 && w0 >= this.from[0]) scores.push([w0, w1])
      }
    const total = scores.length * 2 * pairs.length
    let done = 0
    for (const [w0, w1] of scores)
      for (const opener of [0, 1] as const) {
        this.solveContext(w0, w1, opener, pairs, false)
        done += pairs.length
        this.onProgress?.(done, total)
      }
    this.solved = true
  }

  /**
   * Values every table of one context. `known`: the round starts are already solved (a query
   * rebuilding the tables), so x is known and one pass is exact.
   */
  private solveContext(
    w0: number,
    w1: number,
    opener: PlayerIndex,
    pairs: [number, number][],
    known: boolean,
  ): void {
    this.setContext(w0, w1, opener)
    this.tables = new Array<Float64Array | undefined>(MASKS)
    this.afterCards = new Array<Float64Array | undefined>(MASKS)
    for (const [m0, m1] of pairs) {
      const at = this.context + m0 * 16 + m1
      let x = known ? (this.starts[at] as number) : this.firstGuess(m0, m1)
      this.curA = new Float64Array(this.size)
      if (this.curB.length !== this.size) this.curB = new Float64Array(this.size)
      else this.curB.fill(0)
      for (let pass = 0; ; pass++) {
        this.guess = x
        this.low = -Infinity
        this.high = Infinity
        this.passes++
        this.fill(m0, m1)
        const root = this.indexA(opener, 0, 0, 0, 0, 0)
        const a = this.curA[root] as number
        const b = this.curB[root] as number
        const fixed = a / (1 - b)
        const inRange = fixed >= this.low - 1e-12 && fixed <= this.high + 1e-12
        if (known || inRange) {
          x = known ? x : fixed
          break
        }
        if (pass >= 20) throw new Error('The tie fixed point did not settle.')
        x = fixed
      }
      const values = this.curA
      for (let i = 0; i < this.size; i++)
        values[i] = (values[i] as number) + (this.curB[i] as number) * x
      this.tables[m0 * 16 + m1] = values
      this.starts[at] = x
      this.positions += this.size
      if (m0 !== this.full[0] || m1 !== this.full[1]) this.fillAfterCards(m0, m1)
    }
    this.afterCards = []
    this.curB = new Float64Array(0)
    this.kept.set(this.context, this.tables)
    // Queries jump between a few contexts; keep the last four (each can be hundreds of MB).
    while (this.kept.size > 4) this.kept.delete(this.kept.keys().next().value as number)
  }

  /** The values right after a side card lands, for a finished card set (see afterCards). */
  private fillAfterCards(m0: number, m1: number): void {
    const [e0, e1, e2, e3] = this.sizeE
    const after = new Float64Array(e0 + e1 + e2 + e3)
    const values = this.tables[m0 * 16 + m1] as Float64Array
    const masks = [m0, m1]
    for (let p = 0; p <= 1; p++) {
      // Read only from a set with one card more of p's: none when p still holds every card.
      if (masks[p] === this.full[p]) continue
      const o = 1 - p
      const loo = this.lo[o] as number
      const mins = this.minTotal[o] as Int8Array
      const maxs = this.maxTotal[o] as Int8Array
      const at = (masks[o] as number) * 10
      // A side card follows a draw, so it lands as the second card or later.
      for (let l = 2; l <= TABLE; l++)
        for (let f = 0; f < this.nF; f++) {
          for (let oL = 0; oL < TABLE; oL++)
            if (this.lengthsMeet(p, l, oL, m0, m1, true))
              for (let oT = mins[at + oL] as number; oT <= (maxs[at + oL] as number); oT++)
                this.afterRow(after, values, p, l, m0, m1, f, false, oT, oL)
          for (let oT = loo; oT <= TARGET; oT++)
            this.afterRow(after, values, p, l, m0, m1, f, true, oT, 0)
        }
    }
    this.afterCards[m0 * 16 + m1] = after
  }

  // Where a row's end-turn and stand reads start (p at the lowest total), set by turnEnds.
  private endAt = 0
  private endStep = 0
  private standAt = 0

  /**
   * Ending the turn at (t, l) leads to p's next turn (the other stands) or the other's; standing
   * leads to the other's turn with p stood on t. For a row over p's totals both indices move by a
   * fixed step per total (standing by nF): this finds where they start and the end-turn step.
   */
  private turnEnds(
    p: number,
    l: number,
    oStands: boolean,
    oT: number,
    oL: number,
    f: number,
  ): void {
    const o = 1 - p
    const lop = this.lo[p] as number
    if (oStands) {
      this.endAt = this.indexB(p, lop, l, oT, f)
      this.endStep = TABLE * (this.nS[o] as number) * this.nF
    } else if (p === 0) {
      this.endAt = this.indexA(1, lop, l, oT, oL, f)
      this.endStep = TABLE * this.nT[1] * TABLE * this.nF
    } else {
      this.endAt = this.indexA(0, oT, oL, lop, l, f)
      this.endStep = TABLE * this.nF
    }
    this.standAt = oStands ? 0 : this.indexB(o, oT, oL, lop, f)
  }

  /** One row of after-card values: p at every total with l cards, the rest fixed. */
  private afterRow(
    after: Float64Array,
    values: Float64Array,
    p: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
  ): void {
    const lop = this.lo[p] as number
    const o = 1 - p
    const at = this.indexE(p, lop, l, oStands, oT, oL, f)
    const step =
      (TABLE + 1) * (oStands ? (this.nS[o] as number) : (this.nT[o] as number) * TABLE) * this.nF
    if (l >= TABLE) {
      for (let t = lop; t <= TOP; t++) {
        after[at + (t - lop) * step] = this.landed(p, t, l, m0, m1, f, oStands, oT, oL)
      }
      return
    }
    const lose = this.over(o, m0, m1)
    this.turnEnds(p, l, oStands, oT, oL, f)
    const { endAt, endStep, standAt } = this
    for (let t = lop; t <= TOP; t++) {
      let v: number
      if (t > TARGET) v = lose
      else if (t === TARGET || oStands) {
        v = this.stand(p, t, m0, m1, f, oStands, oT, oL)
        if (t < TARGET) {
          const end = values[endAt + (t - lop) * endStep] as number
          if (p === 1 && this.kotor) {
            if (this.kotorMove(t, m1, oT, true, false) === END) v = end
          } else if (p === 0 ? end > v : end < v) v = end
        }
      } else {
        const end = values[endAt + (t - lop) * endStep] as number
        const stand = values[standAt + (t - lop) * this.nF] as number
        if (p === 1 && this.kotor) v = this.kotorMove(t, m1, oT, false, false) === END ? end : stand
        else v = p === 0 ? Math.max(end, stand) : Math.min(end, stand)
      }
      after[at + (t - lop) * step] = v
    }
  }

  /**
   * A first guess of x: the round start with one card fewer on each side, corrected by what
   * each of those cards is worth alone (card values add up roughly); else one card fewer.
   */
  private firstGuess(m0: number, m1: number): number {
    const at = (a: number, b: number): number => this.starts[this.context + a * 16 + b] as number
    let one = NaN
    for (let j = 0; j < 4; j++) {
      if (!(m0 & (1 << j))) continue
      const a = m0 & ~(1 << j)
      for (let k = 0; k < 4; k++) {
        if (!(m1 & (1 << k))) continue
        const b = m1 & ~(1 << k)
        const guess = at(a, m1) + at(m0, b) - at(a, b)
        if (!Number.isNaN(guess)) return Math.min(1, Math.max(0, guess))
      }
      if (Number.isNaN(one)) one = at(a, m1)
    }
    for (let k = 0; k < 4 && Number.isNaN(one); k++) if (m1 & (1 << k)) one = at(m0, m1 & ~(1 << k))
    return Number.isNaN(one) ? 0.5 : one
  }

  /**
   * Whether both players can have these table lengths while neither stands. Turns then
   * alternate from the opener, and each adds a green card and at most one side card (of those no
   * longer held): g turns make g..2g cards. `midTurn`: p has drawn and played a side card in the
   * turn under way (an after-card value), else p is about to draw.
   */
  private lengthsMeet(
    p: number,
    lp: number,
    lq: number,
    m0: number,
    m1: number,
    midTurn: boolean,
  ): boolean {
    const spare = (q: number, m: number): number => {
      let n = 0
      for (let k = 0; k < 4; k++) if ((this.full[q] as number) & ~m & (1 << k)) n++
      return n
    }
    const sp = spare(p, p === 0 ? m0 : m1)
    const sq = spare(1 - p, p === 0 ? m1 : m0)
    // The other's turns, given p's: p opened (equal, or one fewer mid-turn) or not.
    const shift = (p === this.opener ? 0 : 1) - (midTurn ? 1 : 0)
    for (let gp = Math.ceil(lp / 2); gp <= lp; gp++) {
      if (lp - gp > Math.min(gp, sp)) continue
      const gq = gp + shift
      if (gq < 0) continue
      if (lq >= gq && lq - gq <= Math.min(gq, sq)) return true
    }
    return false
  }

  /** Values the current card set's table at the current guess of x, in dependency order. */
  private fill(m0: number, m1: number): void {
    const [lo0, lo1] = this.lo
    const min0 = this.minTotal[0]
    const max0 = this.maxTotal[0]
    const min1 = this.minTotal[1]
    const max1 = this.maxTotal[1]
    const masks = [m0, m1]
    // One player stands, the other draws: longer tables first (a turn adds a card).
    for (let p = 0; p <= 1; p++) {
      const o = 1 - p
      const lop = this.lo[p] as number
      const loo = this.lo[o] as number
      const at = (masks[p] as number) * 10
      const mins = this.minTotal[p] as Int8Array
      const maxs = this.maxTotal[p] as Int8Array
      const stepB = TABLE * (this.nS[o] as number) * this.nF
      for (let f = 0; f < this.nF; f++)
        for (let stood = loo; stood <= TARGET; stood++)
          for (let l = TABLE - 1; l >= 0; l--) {
            const from = mins[at + l] as number
            const to = maxs[at + l] as number
            if (from > to) continue
            this.drawRow(p, l, m0, m1, f, true, stood, 0, from, to)
            this.windows(this.indexB(p, from, l, stood, f), stepB, from - lop, to - lop)
          }
    }
    // Neither stands: by the sum of both lengths, longest first.
    const step0 = TABLE * this.nT[1] * TABLE * this.nF
    const step1 = TABLE * this.nF
    for (let sum = 2 * (TABLE - 1); sum >= 0; sum--)
      for (let l0 = Math.min(TABLE - 1, sum); l0 >= 0 && sum - l0 < TABLE; l0--) {
        const l1 = sum - l0
        const from0 = min0[m0 * 10 + l0] as number
        const to0 = max0[m0 * 10 + l0] as number
        const from1 = min1[m1 * 10 + l1] as number
        const to1 = max1[m1 * 10 + l1] as number
        if (from0 > to0 || from1 > to1) continue
        const zero = this.lengthsMeet(0, l0, l1, m0, m1, false)
        const one = this.lengthsMeet(1, l1, l0, m0, m1, false)
        for (let f = 0; f < this.nF; f++) {
          for (let t1 = from1; t1 <= to1 && zero; t1++) {
            this.drawRow(0, l0, m0, m1, f, false, t1, l1, from0, to0)
            this.windows(this.indexA(0, from0, l0, t1, l1, f), step0, from0 - lo0, to0 - lo0)
          }
          for (let t0 = from0; t0 <= to0 && one; t0++) {
            this.drawRow(1, l1, m0, m1, f, false, t0, l0, from1, to1)
            this.windows(this.indexA(1, t0, l0, from1, l1, f), step1, from1 - lo1, to1 - lo1)
          }
        }
      }
  }

  /**
   * The decisions of p after a draw lands on l cards, for every total from lo + 1 up: row[k] is
   * the value at total lo + 1 + k (then made a running sum for the windows). These positions
   * belong to the card set being solved, so each value is a + b·x: rowB holds the b.
   */
  private drawRow(
    p: number,
    l: number,
    m0: number,
    m1: number,
    f: number,
    oStands: boolean,
    oT: number,
    oL: number,
    from: number,
    to: number,
  ): void {
    const lop = this.lo[p] as number
    const row = this.row
    const rowB = this.rowB
    row[from - lop] = 0
    rowB[from - lop] = 0
    const l2 = l + 1
    let sumA = 0
    let sumB = 0
    const o = 1 - p
    const sign = p === 0 ? 1 : -1
    const x = this.guess
    const curA = this.curA
    const curB = this.curB
    // A round won or lost leads into another score's round starts, already solved: b = 0.
    const win = this.over(p, m0, m1)
    const lose = this.over(o, m0, m1)
    // Both standing on one total: the tiebreaker decides, else the tie replays this very round,
    // worth x (a = 0, b = 1).
    const level = this.tiebreak(f)
    const levelA = level === TIED ? 0 : this.over(level, m0, m1)
    const levelB = level === TIED ? 1 : 0
    this.turnEnds(p, l2, oStands, oT, oL, f)
    const { endAt, endStep, standAt } = this
    const standStep = this.nF
    // Each card leads into the after-card values of a smaller card set, also one step a total.
    let n = 0
    if (l2 < TABLE) {
      for (const option of this.options[p]?.[p === 0 ? m0 : m1] as CardOption[]) {
        const n0 = p === 0 ? m0 & ~(1 << option.slot) : m0
        const n1 = p === 1 ? m1 & ~(1 << option.slot) : m1
        let f2 = f
        if (option.tiebreaker) f2 = p === 0 ? f | (this.nTB[1] === 2 ? 2 : 1) : f | 1
        this.optArrays[n] = this.afterCards[n0 * 16 + n1] as Float64Array
        this.optAt[n] = this.indexE(p, lop, l2 + 1, oStands, oT, oL, f2)
        this.optDelta[n] = option.delta
        this.optMove[n] = option.move
        n++
      }
    }
    const eStep =
      (TABLE + 1) * (oStands ? (this.nS[o] as number) : (this.nT[o] as number) * TABLE) * this.nF
    const kotor = p === 1 && this.kotor !== null
    for (let t = from + 1, k = from + 1 - lop; t <= to + 10; t++, k++) {
      let bestA: number
      let bestB: number
      if (l2 >= TABLE) {
        // The ninth card: filled at 20 or under, else bust (no side card on a full table).
        bestA = t <= TARGET ? win : lose
        sumA += bestA
        row[k] = sumA
        rowB[k] = sumB
        continue
      }
      // Standing and ending the turn: over 20 either is a bust.
      let standA = lose
      let standB = 0
      let endA = lose
      let endB = 0
      if (t <= TARGET) {
        // Standing: against a standing other the round ends, else it is the other's turn.
        if (!oStands) {
          const j = standAt + (t - lop) * standStep
          standA = curA[j] as number
          standB = curB[j] as number
        } else if (t !== oT) standA = t > oT ? win : lose
        else {
          standA = levelA
          standB = levelB
        }
        // Ending the turn: p's next turn (the other stands) or the other's. At 20 p stands.
        if (t < TARGET) {
          const i = endAt + (t - lop) * endStep
          endA = curA[i] as number
          endB = curB[i] as number
        }
      }
      if (kotor) {
        // A fixed policy (the kotor rule, for the ceiling): the value of the move it makes.
        const move = t === TARGET ? STAND : this.kotorMove(t, m1, oT, oStands, true)
        if (move === END) {
          bestA = endA
          bestB = endB
        } else if (move === STAND) {
          bestA = standA
          bestB = standB
        } else {
          let c = 0
          while (c < n && this.optMove[c] !== move) c++
          if (c === n) throw new Error(`The kotor rule made a move the solver lacks (${move})`)
          let after = t + (this.optDelta[c] as number)
          if (after < lop) after = lop
          bestA = (this.optArrays[c] as Float64Array)[
            (this.optAt[c] as number) + (after - lop) * eStep
          ] as number
          bestB = 0
        }
        sumA += bestA
        sumB += bestB
        row[k] = sumA
        rowB[k] = sumB
        continue
      }
      if (t > TARGET) {
        bestA = lose
        bestB = 0
      } else if (t === TARGET || oStands) {
        // Standing first (at 20 the only choice), then ending the turn.
        bestA = standA
        bestB = standB
        if (t < TARGET) {
          if (sign * (endA + endB * x) > sign * (bestA + bestB * x)) {
            if (endB !== bestB) this.limit(sign, bestA, bestB, endA, endB)
            bestA = endA
            bestB = endB
          } else if (endB !== bestB) this.limit(sign, endA, endB, bestA, bestB)
        }
      } else {
        // Ending the turn first, then standing.
        bestA = endA
        bestB = endB
        if (sign * (standA + standB * x) > sign * (bestA + bestB * x)) {
          if (standB !== bestB) this.limit(sign, bestA, bestB, standA, standB)
          bestA = standA
          bestB = standB
        } else if (standB !== bestB) this.limit(sign, standA, standB, bestA, bestB)
      }
      // A side card (not at 20): one read of an after-card value.
      if (t !== TARGET)
        for (let c = 0; c < n; c++) {
          let after = t + (this.optDelta[c] as number)
          // Below the lowest total a hand allows: a position no play reaches; any value does.
          if (after < lop) after = lop
          const a = (this.optArrays[c] as Float64Array)[
            (this.optAt[c] as number) + (after - lop) * eStep
          ] as number
          if (sign * a > sign * (bestA + bestB * x)) {
            if (bestB !== 0) this.limit(sign, bestA, bestB, a, 0)
            bestA = a
            bestB = 0
          } else if (bestB !== 0) this.limit(sign, a, 0, bestA, bestB)
        }
      sumA += bestA
      sumB += bestB
      row[k] = sumA
      rowB[k] = sumB
    }
  }

  /**
   * Turn starts from the running sums of a draw row: the start at total lo + k is the mean over
   * draws 1..10, row[k + 10] - row[k], for k from..to, written from index `at` by `step`.
   */
  private windows(at: number, step: number, from: number, to: number): void {
    const row = this.row
    const rowB = this.rowB
    const curA = this.curA
    const curB = this.curB
    for (let k = from, i = at; k <= to; k++, i += step) {
      curA[i] = ((row[k + 10] as number) - (row[k] as number)) / 10
      curB[i] = ((rowB[k + 10] as number) - (rowB[k] as number)) / 10
    }
  }

  // --- queries ------------------------------------------------------------------------------

  startValue(wins: [number, number], opener: PlayerIndex, m0?: number, m1?: number): number {
    this.solve()
    if (wins[0] >= 3) return 1
    if (wins[1] >= 3) return 0
    if (wins[0] < this.from[0] || wins[1] < this.from[1])
      throw new Error(`This solver was asked only from ${this.from.join('-')} on.`)
    const at = this.startIndex(wins[0], wins[1], opener)
    return this.starts[at + (m0 ?? this.full[0]) * 16 + (m1 ?? this.full[1])] as number
  }

  matchValue(wins: [number, number] = [0, 0]): number {
    return 0.5 * (this.startValue(wins, 0) + this.startValue(wins, 1))
  }

  roundStart(opener: PlayerIndex, m0: number, m1: number): Position {
    return this.general.roundStart(opener, m0, m1)
  }

  /** Makes the tables of a context readable (kept from the solve, or solved again). */
  private enter(wins: [number, number], opener: PlayerIndex): void {
    this.solve()
    if (wins[0] < this.from[0] || wins[1] < this.from[1])
      throw new Error(`This solver was asked only from ${this.from.join('-')} on.`)
    const context = this.startIndex(wins[0], wins[1], opener)
    const tables = this.kept.get(context)
    if (tables) {
      this.setContext(wins[0], wins[1], opener)
      this.tables = tables
      this.kept.delete(context)
      this.kept.set(context, tables)
      return
    }
    this.solveContext(wins[0], wins[1], opener, this.general.cardSets(), true)
  }

  /** Player 0's chance of winning from a position of the round model, in the entered context. */
  private valueOf(s: Position): number {
    let m0 = 0
    let m1 = 0
    for (let k = 0; k < 4; k++) {
      if (model.handSlot(s, 0, k) >= 0) m0 |= 1 << k
      if (model.handSlot(s, 1, k) >= 0) m1 |= 1 << k
    }
    const status = model.statusOf(s)
    if (status === model.OVER) {
      const winner = model.winnerOf(s)
      return this.over(winner === null ? TIED : winner, m0, m1)
    }
    const p = model.turnOf(s)
    const o = 1 - p
    const t = model.totalIn(s, p)
    const l = model.tableCountIn(s, p)
    const oStands = model.standingIn(s, o as PlayerIndex)
    const oT = model.totalIn(s, o as PlayerIndex)
    const oL = oStands ? 0 : model.tableCountIn(s, o as PlayerIndex)
    const tb = (q: PlayerIndex): number => s[q === 0 ? 12 : 40] as number // the TB flag
    const f = this.nTB[1] === 2 ? tb(0) * 2 + tb(1) : tb(0)
    if (status === model.DRAW) {
      if (oStands) return this.read(m0, m1, this.indexB(p, t, l, oT, f))
      if (p === 0) return this.read(m0, m1, this.indexA(0, t, l, oT, oL, f))
      return this.read(m0, m1, this.indexA(1, oT, oL, t, l, f))
    }
    const cards = model.sidePlayedIn(s) === 0 && l < TABLE
    return this.decide(p, t, l, m0, m1, f, oStands, oT, oL, cards)
  }

  moveValues(
    s: Position,
    wins: [number, number],
    opener: PlayerIndex,
  ): { move: number; value: number }[] {
    this.enter(wins, opener)
    const moves: number[] = []
    const n = model.legalMoves(s, this.rules, moves)
    return moves.slice(0, n).map((m) => {
      const next = Int16Array.from(s)
      model.move(next, m, this.rules)
      return { move: m, value: this.valueOf(next) }
    })
  }

  actionValues(state: MatchState, actions: readonly Action[]): ActionValue[] {
    if (state.rules !== 'classic' || state.phase !== 'turn' || state.turn === null)
      throw new Error('The solver values classic positions within a round.')
    const s = this.general.positionOf(state)
    const wins: [number, number] = [state.players[0].roundWins, state.players[1].roundWins]
    this.enter(wins, state.opener)
    const me = state.turn
    return actions.map((action) => {
      const m = model.moveOf(s, action)
      if (m < 0) throw new Error(`The action ${JSON.stringify(action)} is not in the hand.`)
      const next = Int16Array.from(s)
      model.move(next, m, this.rules)
      const v = this.valueOf(next)
      return { action, value: me === 0 ? v : 1 - v }
    })
  }

  forgetPositions(): void {
    this.kept = new Map()
    this.tables = []
  }
}
