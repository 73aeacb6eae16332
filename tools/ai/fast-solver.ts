import {
  cardInfo,
  type Action,
  type CardCode,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import * as model from '@main/ai/round-model'
import type { Position } from '@main/ai/round-model'
import { MatchSolver, type ActionValue, type SolverOpponent, type SolverOptions } from './solver'
import { heldDown, modelOpponent, veteranLengthClass, type ModelOpponent } from './tier-opponent'

/**
 * The exact classic match solver of solver.ts, rebuilt for 4-card hands: the same game and the
 * same values (fast-solver.slow.test.ts compares the two on every round start), about a hundred
 * times quicker, so the AI's regret against perfect play can be measured on real hands.
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
 * How to read it: a position inside a round is a `Pos` (the player to act, both totals and
 * table lengths, whether the other stands, the cards each holds, the tiebreaker flags) and
 * names its table entry through `turnIndex`, `endIndex`, `standIndex` and `afterIndex`.
 * - The card set being solved is valued a row of totals at a time: `fill` walks the rows in
 *   dependency order and `turnRow` values one, as a + b·x.
 * - Card sets already solved (the after-card values, queries) are valued by a short recursion
 *   that returns player 0's chance: `decide` takes the best of `end`, `stand` and `play`; a side
 *   card leads to the next position (`afterPlaying`), valued by `afterCard` (a full table, 20,
 *   else `decide` again, without cards); `end` and `stand` read the entry they lead to, or the
 *   round's end (`over`).
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

const popcount4 = (m: number): number => (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1)

const END = model.END
const STAND = model.STAND_MOVE

/** The lowest total a hand can bring its player to (0 at most): every card taking off all it can. */
function lowestTotal(hand: CardCode[]): number {
  let down = 0
  for (const code of hand) {
    const info = cardInfo(code)
    if (info.kind === 'minus' || info.kind === 'flip') down += info.value
    if (info.kind === 'tiebreaker') down += 1
  }
  // A side card follows a green card of at least 1, so the total never falls below 1 - down.
  return Math.min(0, 1 - down)
}

/** The hand's slots that hold the tiebreaker, a bit each. */
function tiebreakerSlots(hand: CardCode[]): number {
  return hand.reduce((bits, code, k) => (code === 'TB' ? bits | (1 << k) : bits), 0)
}

/** Whether the fast solver takes this card (else solver.ts does: matchSolverFor). */
export function fastSolverSupports(code: CardCode): boolean {
  const kind = cardInfo(code).kind
  return kind === 'plus' || kind === 'minus' || kind === 'flip' || kind === 'tiebreaker'
}

/** One card a player can play from a set of held cards: the first held slot of its kind. */
interface CardOption {
  /** the round model's move: slot * 2, + 1 for the minus side */
  move: number
  /** what it adds to the total */
  delta: number
}

/**
 * A position inside the round being valued, seen from the player to act: `player` at `total`
 * with `count` cards on the table; the other at `otherTotal` with `otherCount` cards, or
 * standing on `otherTotal`; the cards each still holds; the tiebreaker flags. The recursion
 * reuses one object per depth (`next`), the table fills one per row, so valuing allocates nothing.
 */
class Pos {
  /** the player to act, 0 or 1 */
  player = 0
  total = 0
  /** cards on the acting player's table */
  count = 0
  /** player 0's cards still held: bit k for hand slot k */
  held0 = 0
  /** player 1's cards still held */
  held1 = 0
  /** which players played the tiebreaker this round (FastMatchSolver.tbFlag) */
  flags = 0
  /** whether the other player stands, on otherTotal */
  otherStands = false
  otherTotal = 0
  /** cards on the other's table: 0 once the other stands (no longer read) */
  otherCount = 0
  /** the position one side card later, made on first use (FastMatchSolver.afterPlaying) */
  next: Pos | null = null

  /** Copies every field of `from` but `next`. */
  copy(from: Pos): this {
    this.player = from.player
    this.total = from.total
    this.count = from.count
    this.held0 = from.held0
    this.held1 = from.held1
    this.flags = from.flags
    this.otherStands = from.otherStands
    this.otherTotal = from.otherTotal
    this.otherCount = from.otherCount
    return this
  }
}

/**
 * What every total of one row of turn starts shares once the draw has landed, from the drawing
 * player's side: where ending the turn, standing and each side card lead (an index at the lowest
 * total, and a step per point of total), and what the round's ends are worth. One object,
 * refilled per row (FastMatchSolver.planDraw).
 */
class DrawnRow {
  /** the drawer's lowest total: step 0 of every index */
  lo = 0
  /** cards on the drawer's table after the draw */
  length = 0
  /** ending the turn: the entry it leads to */
  endAt = 0
  endStep = 0
  /** standing, while the other does not stand: the other's turn */
  standAt = 0
  standStep = 0
  /** the side cards the drawer may play: optArrays, optAt, optDelta and optMove 0..cards - 1 */
  cards = 0
  /** the step of an after-card value per point of total */
  afterStep = 0
  /** the round won and lost, as player 0's chance */
  win = 0
  lose = 0
  /** both standing on one total: the tiebreaker's round, or the round replayed (a + b·x) */
  levelA = 0
  levelB = 0
  /** 1 where player 0 draws (maximising), -1 for player 1 */
  sign = 1
  /** whether the other stands, on otherTotal */
  otherStands = false
  otherTotal = 0
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
  /** the lowest total each player can reach (the hand's minus cards after green 1s) */
  private readonly lo: [number, number]
  /** how many totals each player can have at a turn's start: lo..19 */
  private readonly nT: [number, number]
  /** how many totals each player can stand on: lo..20 */
  private readonly nS: [number, number]
  /** 2 where the player holds a tiebreaker (played or not), else 1 */
  private readonly nTB: [number, number]
  /** how many values the tiebreaker flags take: nTB[0] * nTB[1] */
  private readonly nF: number
  private readonly sizeA: number
  private readonly sizeB0: number
  private readonly size: number
  private readonly options: CardOption[][][]
  /** the hand slots holding a tiebreaker, per player: bit k for slot k */
  private readonly tbSlots: [number, number]
  /**
   * The tiebreaker flags of a position (Pos.flags, the last index of every table): the bit
   * tbFlag[p] is set once p has played a tiebreaker this round. Only a player holding one has a
   * bit (player 1's is 1; player 0's is 2 if player 1 has one too, else 1), so the flags take
   * nF = 1, 2 or 4 values.
   */
  private readonly tbFlag: [number, number]
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
  /** running sums of one row of decisions after a draw (turnRow): a and b of a + b·x */
  private readonly sumsA: Float64Array
  private readonly sumsB: Float64Array
  // Reused positions: the row a fill walks, a turn row after its draw, a query.
  private readonly rowPos = new Pos()
  private readonly drawnPos = new Pos()
  private readonly queryPos = new Pos()
  private readonly optArrays: Float64Array[] = []
  private readonly optAt = new Int32Array(8)
  private readonly optDelta = new Int32Array(8)
  private readonly optMove = new Int32Array(8)
  /** what every total of the row turnRow values shares once the draw has landed */
  private readonly drawnRow = new DrawnRow()
  /** player 1's fixed policy in the current context (a tier's rule), or null: a perfect player */
  private fixed: ModelOpponent | null = null
  /** the fixed policy's moves, cached by what it sees (fixedSlot), -1 until asked */
  private fixedMoves: Int16Array = new Int16Array(0)
  /** the score the cached moves are for: a tier's move does not depend on who opened */
  private fixedWins = -1
  /** the most player 1's held cards (by card set) can take off a total (heldDown) */
  private readonly down1 = new Int8Array(16)
  private fixedProbe: Position | null = null
  /** round starts by card sets held (m0 * 16 + m1), the hands fixedMove writes a position on */
  private readonly fixedStarts: (Position | undefined)[] = []

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
    this.lo = [lowestTotal(this.hands[0]), lowestTotal(this.hands[1])]
    this.nT = [TARGET - this.lo[0], TARGET - this.lo[1]]
    this.nS = [TARGET + 1 - this.lo[0], TARGET + 1 - this.lo[1]]
    this.tbSlots = [tiebreakerSlots(this.hands[0]), tiebreakerSlots(this.hands[1])]
    this.nTB = [this.tbSlots[0] ? 2 : 1, this.tbSlots[1] ? 2 : 1]
    this.tbFlag = [this.nTB[1] === 2 ? 2 : 1, 1]
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
    this.fillMoveDeltas()
    for (let m = 0; m < 16; m++) this.down1[m] = heldDown(this.hands[1], m)
    this.fillTotalBounds()
    this.options = [0, 1].map((p) =>
      Array.from({ length: 16 }, (_, mask) => this.cardOptions(p as PlayerIndex, mask)),
    )
    this.sumsA = new Float64Array(TOP + 1 - Math.min(...this.lo) + 12)
    this.sumsB = new Float64Array(this.sumsA.length)
  }

  /** What each hand card adds to a total, by the round model's move (both sides of a flip). */
  private fillMoveDeltas(): void {
    for (const p of [0, 1] as const)
      this.hands[p].forEach((code, slot) => {
        const info = cardInfo(code)
        const value = 'value' in info ? info.value : 1
        // The model moves a minus card with slot * 2 (one side), a flip card with either.
        this.moveDelta[p * 8 + slot * 2] = info.kind === 'minus' ? -value : value
        this.moveDelta[p * 8 + slot * 2 + 1] = -value
      })
  }

  /**
   * The lowest and highest total a player can have at a turn's start, by the cards held and the
   * table's length (minTotal, maxTotal): the rows fill walks. Played cards lower the lowest.
   */
  private fillTotalBounds(): void {
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
      // The model's move for a minus card is slot * 2 (it has one side); flip cards have two.
      out.push({ move: k * 2, delta: info.kind === 'minus' ? -value : value })
      if (info.kind === 'flip' || info.kind === 'tiebreaker')
        out.push({ move: k * 2 + 1, delta: -value })
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

  // The same entries named from a position. Each moves by a fixed step per point of the acting
  // player's total, which is how the fills walk a row of totals.

  /** The turn start at `pos`: its player about to draw. Step: turnStep. */
  private turnIndex(pos: Pos): number {
    const { player: p, total: t, count: l, otherTotal: oT, otherCount: oL, flags: f } = pos
    if (pos.otherStands) return this.indexB(p, t, l, oT, f)
    return p === 0 ? this.indexA(0, t, l, oT, oL, f) : this.indexA(1, oT, oL, t, l, f)
  }

  /**
   * Where ending the turn on pos.total leads: the other's turn, or against a standing other
   * the player's own next turn. Step: turnStep.
   */
  private endIndex(pos: Pos): number {
    const { player: p, total: t, count: l, otherTotal: oT, otherCount: oL, flags: f } = pos
    if (pos.otherStands) return this.indexB(p, t, l, oT, f)
    return p === 0 ? this.indexA(1, t, l, oT, oL, f) : this.indexA(0, oT, oL, t, l, f)
  }

  /** Where standing on pos.total leads while the other still plays: the other's turn. Step: nF. */
  private standIndex(pos: Pos): number {
    return this.indexB(1 - pos.player, pos.otherTotal, pos.otherCount, pos.total, pos.flags)
  }

  /** How far turnIndex and endIndex move per point of the acting player's total. */
  private turnStep(pos: Pos): number {
    if (pos.otherStands) return TABLE * (this.nS[1 - pos.player] as number) * this.nF
    return pos.player === 0 ? TABLE * this.nT[1] * TABLE * this.nF : TABLE * this.nF
  }

  /** The after-card entry of `pos`: a side card has just landed on its player's table. */
  private afterIndex(pos: Pos): number {
    const { player: p, total: t, count: l, otherTotal: oT, otherCount: oL, flags: f } = pos
    return this.indexE(p, t, l, pos.otherStands, oT, oL, f)
  }

  /** How far afterIndex moves per point of the acting player's total. */
  private afterStep(pos: Pos): number {
    const o = 1 - pos.player
    const others = pos.otherStands ? (this.nS[o] as number) : (this.nT[o] as number) * TABLE
    return (TABLE + 1) * others * this.nF
  }

  /** Who wins when both stand on one total, by the tiebreaker flags `f`: 0, 1 or TIED. */
  private tiebreak(f: number): number {
    const tb0 = this.nTB[0] === 2 && (f & this.tbFlag[0]) !== 0
    const tb1 = this.nTB[1] === 2 && (f & this.tbFlag[1]) !== 0
    return tb0 === tb1 ? TIED : tb0 ? 0 : 1
  }

  // --- valuing a solved card set ------------------------------------------------------------
  // For the after-card values and for queries. Every function returns player 0's chance of
  // winning the match; the card set being solved is valued by turnRow instead, as a + b·x.

  /** A table entry of the card set `pos` holds (solved). */
  private read(pos: Pos, index: number): number {
    return (this.tables[pos.held0 * 16 + pos.held1] as Float64Array)[index] as number
  }

  /**
   * The round is over: `winner` (TIED: the round is replayed) with the cards `pos` holds. A win
   * or a loss reads the next score's round starts, a tie this score's (a solved card set's).
   */
  private over(winner: number, pos: Pos): number {
    const held = pos.held0 * 16 + pos.held1
    if (winner === 0) return this.win0Base < 0 ? 1 : (this.starts[this.win0Base + held] as number)
    if (winner === 1) return this.win1Base < 0 ? 0 : (this.starts[this.win1Base + held] as number)
    return this.starts[this.context + held] as number
  }

  /** pos.player stands on pos.total (reaching 20 stands too; over 20 is a bust). */
  private stand(pos: Pos): number {
    const { player: p, total: t, otherTotal: oT } = pos
    if (t > TARGET) return this.over(1 - p, pos)
    if (pos.otherStands)
      return this.over(t !== oT ? (t > oT ? p : 1 - p) : this.tiebreak(pos.flags), pos)
    return this.read(pos, this.standIndex(pos))
  }

  /** pos.player ends the turn on pos.total (over 20 is a bust). */
  private end(pos: Pos): number {
    if (pos.total > TARGET) return this.over(1 - pos.player, pos)
    return this.read(pos, this.endIndex(pos))
  }

  /** A side card has just landed: a full table of 20 or under wins, 20 stands, else decide. */
  private afterCard(pos: Pos): number {
    if (pos.count >= TABLE && pos.total <= TARGET) return this.over(pos.player, pos)
    if (pos.total === TARGET) return this.stand(pos)
    return this.decide(pos, false)
  }

  /**
   * pos.player's best of ending the turn, standing and (when `cards`: no side card played yet
   * this turn) each side card; a fixed opponent's own move for player 1 (the ceiling).
   */
  private decide(pos: Pos, cards: boolean): number {
    const p = pos.player
    if (p === 1 && this.fixed) return this.play(pos, this.fixedMove(pos, cards))
    // Player 0 maximises, player 1 minimises; in this order, each taken only if strictly better.
    let best = this.end(pos)
    const stand = this.stand(pos)
    if (p === 0 ? stand > best : stand < best) best = stand
    if (!cards) return best
    for (const option of this.options[p]?.[p === 0 ? pos.held0 : pos.held1] as CardOption[]) {
      const card = this.play(pos, option.move)
      if (p === 0 ? card > best : card < best) best = card
    }
    return best
  }

  /** pos.player makes model move `move`: end the turn, stand, or a side card. */
  private play(pos: Pos, move: number): number {
    if (move === END) return this.end(pos)
    if (move === STAND) return this.stand(pos)
    const next = this.afterPlaying(pos, move)
    // Solving, a smaller card set's after-card values are kept: one read.
    const after = this.afterCards[next.held0 * 16 + next.held1]
    if (after) return after[this.afterIndex(next)] as number
    return this.afterCard(next)
  }

  /** The position right after pos.player plays the side card of model move `move`: pos.next. */
  private afterPlaying(pos: Pos, move: number): Pos {
    const next = (pos.next ??= new Pos()).copy(pos)
    const p = pos.player
    const slot = move >> 1
    next.total = pos.total + (this.moveDelta[p * 8 + move] as number)
    next.count = pos.count + 1
    if (p === 0) next.held0 = pos.held0 & ~(1 << slot)
    else next.held1 = pos.held1 & ~(1 << slot)
    if ((this.tbSlots[p] as number) & (1 << slot))
      next.flags = pos.flags | (this.tbFlag[p] as number)
    return next
  }

  /**
   * The fixed opponent's move for player 1 at `pos` (on the model: cached by its total, cards,
   * whether it may still play one this turn, and what it sees of player 0; for the veteran
   * also its own table's length, as far as its move can depend on it, and player 0's hand
   * size: fixedSlot). The score is the context's; the opener is not seen.
   */
  private fixedMove(pos: Pos, cards: boolean): number {
    const { total: t, held0: m0, held1: m1, otherTotal: oT, otherStands: oStands } = pos
    const key = this.fixedSlot(pos, cards, t)
    const known = this.fixedMoves[key] as number
    if (known >= 0) return known
    const s = (this.fixedProbe ??= new Int16Array(76))
    s.set((this.fixedStarts[m0 * 16 + m1] ??= this.general.roundStart(0, m0, m1)))
    s[0] = 1 // player 1's turn
    s[1] = cards ? 0 : 1 // side cards played this turn
    s[2] = model.DECIDE
    s[8] = oT // player 0's total
    s[9] = oStands ? 1 : 0
    s[10] = pos.otherCount // player 0's table length
    s[36] = t
    s[38] = pos.count // player 1's table length
    const move = (this.fixed as ModelOpponent).move(s)
    this.fixedMoves[key] = move
    return move
  }

  /**
   * Where fixedMoves keeps player 1's move at `pos` with total t (the rest of pos as it is),
   * -1 until asked: by what the policy sees, its table's length only as far as it can matter.
   */
  private fixedSlot(pos: Pos, cards: boolean, t: number): number {
    let seen = (pos.held1 * 2 + (cards ? 1 : 0)) * 2 + (pos.otherStands ? 1 : 0)
    if (this.fixed?.readsLengths)
      seen =
        (seen * (TABLE + 2) +
          veteranLengthClass(
            pos.count,
            t,
            pos.otherStands,
            popcount4(pos.held1),
            this.down1[pos.held1] as number,
          )) *
          5 +
        popcount4(pos.held0)
    const view = seen * this.nS[0]
    return (view + pos.otherTotal - this.lo[0]) * (TOP + 1 - this.lo[1]) + t - this.lo[1]
  }

  // --- solving ------------------------------------------------------------------------------

  private setContext(w0: number, w1: number, opener: PlayerIndex): void {
    this.context = this.startIndex(w0, w1, opener)
    this.opener = opener
    this.win0Base = w0 + 1 >= 3 ? -1 : this.startIndex(w0 + 1, w1, 1)
    this.win1Base = w1 + 1 >= 3 ? -1 : this.startIndex(w0, w1 + 1, 0)
    if (this.opponent !== 'optimal') {
      this.fixed = modelOpponent(
        this.opponent,
        this.rules,
        [w0, w1],
        this.general.roundStart(opener, this.full[0], this.full[1]),
      )
      // The same score with the other opener asks the same moves: keep them.
      const wins = w0 * 3 + w1
      if (wins !== this.fixedWins || !this.fixed.sameForOpeners) {
        const span = TOP + 1 - this.lo[1]
        const seen = 16 * 2 * 2 * (this.fixed.readsLengths ? (TABLE + 2) * 5 : 1)
        this.fixedMoves = new Int16Array(seen * this.nS[0] * span).fill(-1)
        this.fixedWins = wins
      }
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
    const row = this.rowPos
    row.held0 = m0
    row.held1 = m1
    for (let p = 0; p <= 1; p++) {
      // Read only from a set with one card more of p's: none when p still holds every card.
      if ((p === 0 ? m0 : m1) === this.full[p]) continue
      const o = 1 - p
      const loo = this.lo[o] as number
      const mins = this.minTotal[o] as Int8Array
      const maxs = this.maxTotal[o] as Int8Array
      const at = (o === 0 ? m0 : m1) * 10
      row.player = p
      // A side card follows a draw, so it lands as the second card or later.
      for (let l = 2; l <= TABLE; l++)
        for (let f = 0; f < this.nF; f++) {
          row.count = l
          row.flags = f
          row.otherStands = false
          for (let oL = 0; oL < TABLE; oL++) {
            row.otherCount = oL
            if (!this.lengthsMeet(row, true)) continue
            for (let oT = mins[at + oL] as number; oT <= (maxs[at + oL] as number); oT++) {
              row.otherTotal = oT
              this.afterRow(after, row)
            }
          }
          row.otherStands = true
          row.otherCount = 0
          for (let oT = loo; oT <= TARGET; oT++) {
            row.otherTotal = oT
            this.afterRow(after, row)
          }
        }
    }
    this.afterCards[m0 * 16 + m1] = after
  }

  /**
   * One row of after-card values: a side card has just landed on row.player's table, making
   * row.count cards, at every total (row.total runs over them); the rest of `row` fixed.
   */
  private afterRow(after: Float64Array, row: Pos): void {
    const p = row.player
    const lop = this.lo[p] as number
    const oStands = row.otherStands
    const oT = row.otherTotal
    row.total = lop
    const at = this.afterIndex(row)
    const step = this.afterStep(row)
    const win = this.over(p, row)
    const lose = this.over(1 - p, row)
    if (row.count >= TABLE) {
      // A full table (afterCard): filled at 20 or under, else bust.
      for (let t = lop; t <= TOP; t++) after[at + (t - lop) * step] = t <= TARGET ? win : lose
      return
    }
    // The table entries ending the turn and standing lead to, at p's lowest total.
    const values = this.tables[row.held0 * 16 + row.held1] as Float64Array
    const endAt = this.endIndex(row)
    const endStep = this.turnStep(row)
    const standAt = oStands ? 0 : this.standIndex(row)
    // Standing against a standing other ends the round: more wins, one total the tiebreaker.
    const level = oStands ? this.over(this.tiebreak(row.flags), row) : 0
    const fixed = p === 1 && this.fixed !== null
    for (let t = lop; t <= TOP; t++) {
      let v: number
      if (t > TARGET) v = lose
      else {
        let stand: number
        if (!oStands) stand = values[standAt + (t - lop) * this.nF] as number
        else if (t !== oT) stand = t > oT ? win : lose
        else stand = level
        if (t === TARGET) v = stand
        else {
          const end = values[endAt + (t - lop) * endStep] as number
          if (fixed) {
            // The fixed opponent's move, cached along the row (else asked).
            let move = this.fixedMoves[this.fixedSlot(row, false, t)] as number
            if (move < 0) {
              row.total = t
              move = this.fixedMove(row, false)
            }
            v = move === END ? end : stand
          } else if (oStands) v = (p === 0 ? end > stand : end < stand) ? end : stand
          else v = p === 0 ? Math.max(end, stand) : Math.min(end, stand)
        }
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
   * Whether both players can have the table lengths of `pos` (count and otherCount) while
   * neither stands. Turns then alternate from the opener, and each adds a green card and at
   * most one side card (of those no longer held): g turns make g..2g cards. `midTurn`: the player
   * has drawn and played a side card in the turn under way (an after-card value), else is about
   * to draw.
   */
  private lengthsMeet(pos: Pos, midTurn: boolean): boolean {
    const p = pos.player
    const lp = pos.count
    const lq = pos.otherCount
    const spare = (q: number, m: number): number => {
      let n = 0
      for (let k = 0; k < 4; k++) if ((this.full[q] as number) & ~m & (1 << k)) n++
      return n
    }
    const sp = spare(p, p === 0 ? pos.held0 : pos.held1)
    const sq = spare(1 - p, p === 0 ? pos.held1 : pos.held0)
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

  /**
   * Values the table of the card set being solved at the current guess of x, in dependency
   * order, one row of turn starts at a time.
   */
  private fill(m0: number, m1: number): void {
    const row = this.rowPos
    row.held0 = m0
    row.held1 = m1
    // One player stands, the other draws: longer tables first (a turn adds a card).
    row.otherStands = true
    row.otherCount = 0
    for (let p = 0; p <= 1; p++) {
      const at = (p === 0 ? m0 : m1) * 10
      const mins = this.minTotal[p] as Int8Array
      const maxs = this.maxTotal[p] as Int8Array
      row.player = p
      for (let f = 0; f < this.nF; f++)
        for (let stood = this.lo[1 - p] as number; stood <= TARGET; stood++)
          for (let l = TABLE - 1; l >= 0; l--) {
            const from = mins[at + l] as number
            const to = maxs[at + l] as number
            if (from > to) continue
            row.flags = f
            row.otherTotal = stood
            row.count = l
            row.total = from
            this.turnRow(row, to)
          }
    }
    // Neither stands: by the sum of both lengths, longest first.
    row.otherStands = false
    const [min0, min1] = this.minTotal
    const [max0, max1] = this.maxTotal
    for (let sum = 2 * (TABLE - 1); sum >= 0; sum--)
      for (let l0 = Math.min(TABLE - 1, sum); l0 >= 0 && sum - l0 < TABLE; l0--) {
        const l1 = sum - l0
        const from0 = min0[m0 * 10 + l0] as number
        const to0 = max0[m0 * 10 + l0] as number
        const from1 = min1[m1 * 10 + l1] as number
        const to1 = max1[m1 * 10 + l1] as number
        if (from0 > to0 || from1 > to1) continue
        row.player = 0
        row.count = l0
        row.otherCount = l1
        const zero = this.lengthsMeet(row, false)
        row.player = 1
        row.count = l1
        row.otherCount = l0
        const one = this.lengthsMeet(row, false)
        for (let f = 0; f < this.nF; f++) {
          row.flags = f
          for (let t1 = from1; t1 <= to1 && zero; t1++) {
            row.player = 0
            row.count = l0
            row.total = from0
            row.otherTotal = t1
            row.otherCount = l1
            this.turnRow(row, to0)
          }
          for (let t0 = from0; t0 <= to0 && one; t0++) {
            row.player = 1
            row.count = l1
            row.total = from1
            row.otherTotal = t0
            row.otherCount = l0
            this.turnRow(row, to1)
          }
        }
      }
  }

  /**
   * Values one row of turn starts of the card set being solved: row.player about to draw with
   * row.count cards, at every total from row.total to `to`; the rest of `row` fixed.
   *
   * First the decision after each draw lands (one card more), for every total the ten draws
   * reach: sumsA[k] is the value at total lo + 1 + k, as a + b·x (sumsB the b; a and b summed
   * up as they go). Then each turn start is the mean of the ten totals its draws reach.
   */
  private turnRow(row: Pos, to: number): void {
    const drawn = this.planDraw(row)
    this.sumsA[row.total - drawn.lo] = 0
    this.sumsB[row.total - drawn.lo] = 0
    if (row.player === 1 && this.fixed) this.sumFixedMoves(drawn, row.total, to)
    else this.sumBestMoves(drawn, row.total, to)
    this.meanOfDraws(row, drawn.lo, to)
  }

  /**
   * What every total of the row shares once the draw has landed (`drawnRow`): where ending the
   * turn, standing and each side card lead (one step further per point of the drawer's total),
   * and what the round's ends are worth.
   */
  private planDraw(row: Pos): DrawnRow {
    const p = row.player
    const plan = this.drawnRow
    plan.lo = this.lo[p] as number
    plan.otherStands = row.otherStands
    plan.otherTotal = row.otherTotal
    // The positions after the draw, at p's lowest total.
    const drawn = this.drawnPos.copy(row)
    drawn.count = row.count + 1
    drawn.total = plan.lo
    plan.length = drawn.count
    plan.endAt = this.endIndex(drawn)
    plan.endStep = this.turnStep(drawn)
    plan.standAt = row.otherStands ? 0 : this.standIndex(drawn)
    plan.standStep = this.nF
    // Each side card leads into the after-card values of a smaller card set (already solved),
    // also one step a total. Not on a full table.
    let n = 0
    if (plan.length < TABLE)
      for (const option of this.options[p]?.[p === 0 ? row.held0 : row.held1] as CardOption[]) {
        const next = this.afterPlaying(drawn, option.move)
        next.total = plan.lo
        this.optArrays[n] = this.afterCards[next.held0 * 16 + next.held1] as Float64Array
        this.optAt[n] = this.afterIndex(next)
        this.optDelta[n] = option.delta
        this.optMove[n] = option.move
        n++
      }
    plan.cards = n
    plan.afterStep = this.afterStep(drawn)
    // A round won or lost leads into another score's round starts, already solved: b = 0.
    plan.win = this.over(p, row)
    plan.lose = this.over(1 - p, row)
    // Both standing on one total: the tiebreaker decides, else the tie replays this very round,
    // worth x (a = 0, b = 1).
    const level = this.tiebreak(row.flags)
    plan.levelA = level === TIED ? 0 : this.over(level, row)
    plan.levelB = level === TIED ? 1 : 0
    plan.sign = p === 0 ? 1 : -1
    return plan
  }

  /**
   * The row's running sums when player 1 plays a fixed policy (a tier's rule, for the ceiling):
   * at each total a draw reaches, the value of the move it makes there, cached along the row
   * (else asked).
   */
  private sumFixedMoves(plan: DrawnRow, from: number, to: number): void {
    const { lo, win, lose, levelA, levelB, otherStands, otherTotal: oT } = plan
    const { endAt, endStep, standAt, standStep, cards: n, afterStep } = plan
    const { curA, curB, sumsA, sumsB, drawnPos: drawn } = this
    let sumA = 0
    let sumB = 0
    for (let t = from + 1, k = from + 1 - lo; t <= to + 10; t++, k++) {
      let a: number
      let b = 0
      if (plan.length >= TABLE)
        a = t <= TARGET ? win : lose // the ninth card: filled or bust
      else {
        let move =
          t === TARGET ? STAND : (this.fixedMoves[this.fixedSlot(drawn, true, t)] as number)
        if (move < 0) {
          drawn.total = t
          move = this.fixedMove(drawn, true)
        }
        if ((move === END || move === STAND) && t > TARGET) a = lose
        else if (move === END) {
          const i = endAt + (t - lo) * endStep
          a = curA[i] as number
          b = curB[i] as number
        } else if (move === STAND && !otherStands) {
          const j = standAt + (t - lo) * standStep
          a = curA[j] as number
          b = curB[j] as number
        } else if (move === STAND) {
          a = t !== oT ? (t > oT ? win : lose) : levelA
          b = t !== oT ? 0 : levelB
        } else {
          let c = 0
          while (c < n && this.optMove[c] !== move) c++
          if (c === n) throw new Error(`The fixed opponent made a move the solver lacks (${move})`)
          let after = t + (this.optDelta[c] as number)
          if (after < lo) after = lo
          a = (this.optArrays[c] as Float64Array)[
            (this.optAt[c] as number) + (after - lo) * afterStep
          ] as number
        }
      }
      sumA += a
      sumB += b
      sumsA[k] = sumA
      sumsB[k] = sumB
    }
  }

  /**
   * The row's running sums when each player plays their best: at each total a draw reaches, the
   * best of standing, ending the turn and each side card, at the guess of x. Player 0
   * maximises, player 1 minimises; each choice not taken narrows the range of x where the one
   * taken stays best (limit). One loop, the solver's hottest: split into a call per total, the
   * same solve took about a fifth more CPU time.
   */
  private sumBestMoves(plan: DrawnRow, from: number, to: number): void {
    const { lo, sign, win, lose, levelA, levelB, otherStands, otherTotal: oT } = plan
    const { endAt, endStep, standAt, standStep, cards: n, afterStep } = plan
    const { curA, curB, sumsA, sumsB, guess: x } = this
    let sumA = 0
    let sumB = 0
    for (let t = from + 1, k = from + 1 - lo; t <= to + 10; t++, k++) {
      if (plan.length >= TABLE) {
        // The ninth card: filled at 20 or under, else bust (no side card on a full table).
        sumA += t <= TARGET ? win : lose
        sumsA[k] = sumA
        sumsB[k] = sumB
        continue
      }
      // Standing (against a standing other the round ends, else it is the other's turn) and
      // ending the turn (p's next turn, or the other's; at 20 p stands): over 20 either is a bust.
      let standA = lose
      let standB = 0
      let endA = lose
      let endB = 0
      if (t <= TARGET) {
        if (!otherStands) {
          const j = standAt + (t - lo) * standStep
          standA = curA[j] as number
          standB = curB[j] as number
        } else if (t !== oT) standA = t > oT ? win : lose
        else {
          standA = levelA
          standB = levelB
        }
        if (t < TARGET) {
          const i = endAt + (t - lo) * endStep
          endA = curA[i] as number
          endB = curB[i] as number
        }
      }
      // Standing first where the other stands (at 20 the only choice), else ending the turn.
      const standFirst = t === TARGET || otherStands
      let bestA = t > TARGET ? lose : standFirst ? standA : endA
      let bestB = t > TARGET ? 0 : standFirst ? standB : endB
      if (t < TARGET) {
        const a = standFirst ? endA : standA
        const b = standFirst ? endB : standB
        if (sign * (a + b * x) > sign * (bestA + bestB * x)) {
          if (b !== bestB) this.limit(sign, bestA, bestB, a, b)
          bestA = a
          bestB = b
        } else if (b !== bestB) this.limit(sign, a, b, bestA, bestB)
      }
      // A side card (not at 20): one read of an after-card value.
      if (t !== TARGET)
        for (let c = 0; c < n; c++) {
          let after = t + (this.optDelta[c] as number)
          // Below the lowest total a hand allows: a position no play reaches; any value does.
          if (after < lo) after = lo
          const a = (this.optArrays[c] as Float64Array)[
            (this.optAt[c] as number) + (after - lo) * afterStep
          ] as number
          if (sign * a > sign * (bestA + bestB * x)) {
            if (bestB !== 0) this.limit(sign, bestA, bestB, a, 0)
            bestA = a
            bestB = 0
          } else if (bestB !== 0) this.limit(sign, a, 0, bestA, bestB)
        }
      sumA += bestA
      sumB += bestB
      sumsA[k] = sumA
      sumsB[k] = sumB
    }
  }

  /** Each turn start of the row, at total lo + k: the mean over its draws, sums[k + 10] - sums[k]. */
  private meanOfDraws(row: Pos, lo: number, to: number): void {
    const sumsA = this.sumsA
    const sumsB = this.sumsB
    const at = this.turnIndex(row)
    const step = this.turnStep(row)
    for (let k = row.total - lo, i = at; k <= to - lo; k++, i += step) {
      this.curA[i] = ((sumsA[k + 10] as number) - (sumsA[k] as number)) / 10
      this.curB[i] = ((sumsB[k + 10] as number) - (sumsB[k] as number)) / 10
    }
  }

  /**
   * Narrows the range of x where the chosen (a, b) stays at least as good for the mover as the
   * rejected (rejectA, rejectB): sign * ((a - rejectA) + (b - rejectB) x) >= 0.
   */
  private limit(sign: number, rejectA: number, rejectB: number, a: number, b: number): void {
    const db = sign * (b - rejectB)
    if (db === 0) return
    const edge = (sign * (rejectA - a)) / db
    if (db > 0) {
      if (edge > this.low) this.low = edge
    } else if (edge < this.high) this.high = edge
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
    const pos = this.queryPos
    pos.held0 = 0
    pos.held1 = 0
    for (let k = 0; k < 4; k++) {
      if (model.handSlot(s, 0, k) >= 0) pos.held0 |= 1 << k
      if (model.handSlot(s, 1, k) >= 0) pos.held1 |= 1 << k
    }
    const status = model.statusOf(s)
    if (status === model.OVER) {
      const winner = model.winnerOf(s)
      return this.over(winner === null ? TIED : winner, pos)
    }
    const p = model.turnOf(s)
    const o: PlayerIndex = p === 0 ? 1 : 0
    pos.player = p
    pos.total = model.totalIn(s, p)
    pos.count = model.tableCountIn(s, p)
    pos.otherStands = model.standingIn(s, o)
    pos.otherTotal = model.totalIn(s, o)
    pos.otherCount = pos.otherStands ? 0 : model.tableCountIn(s, o)
    const tb = (q: PlayerIndex): number => (s[q === 0 ? 12 : 40] ? this.tbFlag[q] : 0) // played
    pos.flags = tb(0) | tb(1)
    if (status === model.DRAW) return this.read(pos, this.turnIndex(pos))
    return this.decide(pos, model.sidePlayedIn(s) === 0 && pos.count < TABLE)
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
