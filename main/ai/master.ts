import {
  RULESETS,
  type Action,
  type CardCode,
  type MatchView,
  type PlayerIndex,
} from '@main/engine'
import type { TierContext } from './context'
import { hasEvidence, POLICIES, type Belief, type PolicySpec } from './belief'
import { matchWinChance } from './match-table'
import { standShift, tieStandBias } from './personality'
import { cardWeight } from './hand-value'
import * as position from './position'
import type { AiRandom } from './random'
import { roundChance } from './round-chance'
import { ValueMemo } from './value-memo'
import * as model from './round-model'
import type { ModelRules, Position } from './round-model'

// Bound once: a module namespace read on every call costs a getter under some loaders (tsx).
const {
  cardCode,
  DECIDE,
  draw,
  drawChances,
  END,
  fromView,
  HAND_SLOTS,
  handSizeIn,
  handSlot,
  isPlain,
  legalMoves,
  modelRules,
  move,
  moveOf,
  OVER,
  plainNumberKey,
  positionHash,
  STAND_MOVE,
  standingIn,
  statusOf,
  totalIn,
  turnOf,
  winnerOf,
} = model
const { findLegal, keepValue, other, playOptions } = position

/**
 * The master: expectimax within the round on the round model (round-model.ts) over the
 * main-deck draws, maximising over its own moves. Where the round ends, the payoff is not
 * "round won" but the chance of winning the match from the new score and the cards both
 * players have left (match-table.ts): a card is spent only when the round is worth it. The
 * master's own cards count by their weight (hand-value.ts: a +1 about half a card, a ±3 one and
 * a half), read between the table's whole counts, so of two cards that do the same it spends
 * the one least worth keeping; the opponent's unseen cards count one each.
 *
 * The opponent's hidden hand is never looked at: a few hands are sampled from what could be in
 * it (their public pool in the tournament, otherwise the plain and flip cards), and the opponent
 * plays them by the kotor rule (opponentMove). The search deepens by the number of main-deck
 * draws ahead until a node budget is spent; past the deepest finished depth an unfinished round
 * is valued by a rough static guess (leafValue).
 */

export interface SearchSettings {
  /** how many opponent hands to sample */
  samples: number
  /** positions visited for one decision, over all samples */
  budget: number
  /** the most main-deck draws looked ahead */
  maxDepth: number
  /** whether my hand cards count by their weight (hand-value.ts) rather than one each */
  weighted?: boolean
}

/** The master tier's search; the advisor's hint and the match review use the same settings. */
export const MASTER: SearchSettings = {
  samples: 2,
  budget: 60_000,
  maxDepth: 30,
  weighted: true,
}

class OutOfBudget extends Error {}

const PLAIN_AND_FLIP: CardCode[] = RULESETS.classic.cards.filter((c) => /^[+\-±]/.test(c))

/** A hand the opponent could hold: `size` cards of their public pool, or of the plain cards. */
export function sampleOpponentHand(view: MatchView, random: AiRandom): CardCode[] {
  const them = view.players[other(view.you)]
  const size = them.handSize
  const pool = them.pool ? [...them.pool] : null
  const hand: CardCode[] = []
  while (hand.length < size) {
    if (pool && pool.length > 0) {
      hand.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as CardCode)
    } else {
      hand.push(PLAIN_AND_FLIP[random.int(0, PLAIN_AND_FLIP.length - 1)] as CardCode)
    }
  }
  return hand
}

/** The score around the round being searched, from the master's seat. */
interface Score {
  myWins: number
  oppWins: number
  mySets: number
  oppSets: number
}

const MOVES_MAX = 12

/**
 * The expectimax search over one round for one sampled opponent hand, valuing each round end by
 * the match table. One lives through a whole deliberation, depth after depth.
 */
export class RoundSearch {
  private readonly memo = new ValueMemo()
  private readonly numeric: boolean
  nodes = 0
  /** whether the last search stopped anywhere at its horizon (else its values are exact) */
  horizonHit = false
  budget = Infinity
  private readonly moveBuffers: Int16Array[] = []
  private readonly chanceBuffers: Float64Array[] = []
  private readonly plain: boolean
  private readonly payoffs = new Float64Array(75)
  /** the weight of the card in each of my hand slots (slots never move within a search) */
  private readonly slotWeights = new Float64Array(HAND_SLOTS)
  private readonly stack: Position[] = []
  private level = 0

  constructor(
    readonly me: PlayerIndex,
    readonly rules: ModelRules,
    readonly score: Score,
    root: Position,
    private readonly riskBias = 0,
    /** a bluffing personality's bonus for standing on a tie with a standing opponent */
    private readonly tieBias = 0,
    /** whether my cards count by their weight (hand-value.ts) in the match table */
    private readonly weighted = false,
    /** the opponent's policy from the belief (belief.ts); null: the kotor rule */
    private readonly policy: PolicySpec | null = null,
  ) {
    this.plain = isPlain(root)
    for (let k = 0; k < HAND_SLOTS; k++) {
      const card = handSlot(root, me, k)
      this.slotWeights[k] = card < 0 ? 0 : cardWeight(cardCode(card))
    }
    // Every round end this search can reach, read from the match table once.
    for (const result of [0, 1, 2])
      for (let mine = 0; mine <= 4; mine++)
        for (let theirs = 0; theirs <= 4; theirs++)
          this.payoffs[result * 25 + mine * 5 + theirs] = matchWinChance(rules.id, {
            myWins: score.myWins + (result === 0 ? 1 : 0),
            oppWins: score.oppWins + (result === 1 ? 1 : 0),
            myCards: mine,
            oppCards: theirs,
            mySets: score.mySets,
            oppSets: score.oppSets,
          })
    this.numeric = this.plain && !rules.shoe
  }

  /** The match-win chance once the round has ended in `s`. */
  payoff(s: Position): number {
    const winner = winnerOf(s)
    return this.scoreValue(s, winner)
  }

  /**
   * The value of an unfinished round past the search horizon: the round won with the chance
   * two card-less players would have from these totals (round-chance.ts), cards as they are.
   */
  leafValue(s: Position): number {
    const them = other(this.me)
    const p = roundChance(
      totalIn(s, this.me),
      totalIn(s, them),
      turnOf(s) === this.me,
      standingIn(s, this.me),
      standingIn(s, them),
    )
    return p * this.scoreValue(s, this.me) + (1 - p) * this.scoreValue(s, them)
  }

  /** The match-win chance with the round won by `winner` (null: a tie), cards as in `s`. */
  private scoreValue(s: Position, winner: PlayerIndex | null): number {
    const result = winner === null ? 2 : winner === this.me ? 0 : 1
    const theirs = Math.min(4, handSizeIn(s, other(this.me)))
    if (!this.weighted) {
      const mine = Math.min(4, handSizeIn(s, this.me))
      return this.payoffs[result * 25 + mine * 5 + theirs] as number
    }
    // A fractional card count, read between the table's whole counts (past 4 on the 3-4 slope).
    const count = this.countOf(s)
    const low = Math.min(3, Math.floor(count))
    const at = result * 25 + theirs
    const a = this.payoffs[at + low * 5] as number
    const b = this.payoffs[at + (low + 1) * 5] as number
    return Math.max(0, Math.min(1, a + (b - a) * (count - low)))
  }

  /** My hand cards in `s`, each by its weight. */
  private countOf(s: Position): number {
    let count = 0
    for (let k = 0; k < HAND_SLOTS; k++)
      if (handSlot(s, this.me, k) >= 0) count += this.slotWeights[k] as number
    return count
  }

  /** After an interrupted search: the recursion stack is free again. */
  unwind(): void {
    this.level = 0
  }

  /** Empties the memo for a new depth: a remembered value would skip the horizonHit it sets. */
  resetMemo(): void {
    this.memo.clear()
  }

  /** The value of a position (any status), looking `depth` more draws ahead. */
  value(s: Position, depth: number): number {
    const status = statusOf(s)
    if (status === OVER) return this.payoff(s)
    if (++this.nodes > this.budget) throw new OutOfBudget()
    const key = this.numeric ? plainNumberKey(s) * 16 + depth : positionHash(s, this.plain, depth)
    const known = this.memo.get(key)
    if (known !== undefined) return known
    let value: number
    if (status === DECIDE) {
      if (turnOf(s) === this.me) {
        value = -Infinity
        const moves = this.moves()
        const n = legalMoves(s, this.rules, moves)
        for (let i = 0; i < n; i++)
          value = Math.max(value, this.moveValue(s, moves[i] as number, depth))
      } else {
        value = this.moveValue(s, this.opponentMove(s), depth)
      }
    } else if (depth <= 0) {
      this.horizonHit = true
      value = this.leafValue(s)
    } else {
      value = 0
      const chances = this.chances(depth, s)
      for (let v = 1; v <= 10; v++) {
        const c = chances[v] as number
        if (c <= 0) continue
        const next = this.push(s)
        draw(next, v, this.rules)
        value += c * this.value(next, depth - 1)
        this.level--
      }
    }
    this.memo.set(key, value)
    return value
  }

  /** The value of making move `m` in `s` (the mover is whoever is to act). */
  moveValue(s: Position, m: number, depth: number): number {
    const next = this.push(s)
    move(next, m, this.rules)
    let bias = 0
    if (m === STAND_MOVE && turnOf(s) === this.me) {
      const them = other(this.me)
      bias = -this.riskBias
      if (standingIn(s, them) && totalIn(s, them) === totalIn(s, this.me)) bias += this.tieBias
    }
    const value = this.value(next, depth) + bias
    this.level--
    return value
  }

  /** A copy of `s` in the next buffer of the recursion stack (released by level--). */
  private push(s: Position): Position {
    const next = (this.stack[this.level++] ??= new Int16Array(s.length))
    next.set(s)
    return next
  }

  /** A move list for this level of the recursion (a move keeps the depth, so not per depth). */
  private moves(): Int16Array {
    return (this.moveBuffers[this.level] ??= new Int16Array(MOVES_MAX))
  }

  private chances(depth: number, s: Position): Float64Array {
    return drawChances(s, this.rules, (this.chanceBuffers[depth] ??= new Float64Array(11)))
  }

  private policyMove(
    mine: number,
    theirs: number,
    theyStand: boolean,
    best: number,
    bestTotal: number,
    policy: PolicySpec,
  ): number {
    return policyMoveOf(mine, theirs, theyStand, best, bestTotal, policy, this.rules.target)
  }

  /**
   * The opponent's move by the kotor rule (kotor.ts) on the model, or by the policy the
   * belief drew for this search: stand ahead of a standing
   * total; a card to 18..20 when safe; over 20, give up a hopeless round or come back under;
   * draw on behind a standing total or when low; else stand. Equal totals spend the cheaper card.
   */
  opponentMove(s: Position): number {
    const who = turnOf(s)
    const mine = totalIn(s, who)
    const theirs = totalIn(s, this.me)
    const theyStand = standingIn(s, this.me)
    const target = this.rules.target
    const moves = this.moves()
    const n = legalMoves(s, this.rules, moves)
    let best = -1
    let bestTotal = -Infinity
    let bestKeep = Infinity
    let lowest = Infinity
    for (let i = 0; i < n; i++) {
      const m = moves[i] as number
      if (m === END || m === STAND_MOVE) continue
      const next = this.push(s)
      move(next, m, this.rules)
      const total = totalIn(next, who)
      this.level--
      lowest = Math.min(lowest, total)
      if (total > target) continue
      const keep = keepValue(cardCode(handSlot(s, who, m >> 1)))
      if (total > bestTotal || (total === bestTotal && keep < bestKeep)) {
        best = m
        bestTotal = total
        bestKeep = keep
      }
    }
    if (this.policy) return this.policyMove(mine, theirs, theyStand, best, bestTotal, this.policy)
    if (theyStand && theirs < mine && mine <= target) return STAND_MOVE
    if (
      best >= 0 &&
      mine <= target &&
      bestTotal > mine &&
      bestTotal >= 18 &&
      bestTotal >= theirs &&
      (bestTotal === 20 || (bestTotal === 19 && lowest >= 12) || lowest >= 14)
    )
      return best
    if (mine > target) {
      const hopeless = this.score.myWins < 2 && theirs >= 18 && bestTotal < theirs
      return hopeless || best < 0 ? END : best
    }
    if (theyStand && theirs > mine) return END
    if (mine < 18 && Math.min(mine, lowest) < 16) return END
    return STAND_MOVE
  }
}

/**
 * A policy of the belief's family on the model (belief.ts policyAction): its card first, then
 * stand or draw on.
 */
function policyMoveOf(
  mine: number,
  theirs: number,
  theyStand: boolean,
  best: number,
  bestTotal: number,
  policy: PolicySpec,
  target: number,
): number {
  if (mine > target) return policy.spend !== 'save' && best >= 0 ? best : END
  if (best >= 0 && bestTotal > mine && (!theyStand || bestTotal >= theirs)) {
    const plays =
      policy.spend === 'rescue'
        ? bestTotal === target
        : policy.spend === 'reach'
          ? bestTotal >= 18
          : policy.spend === 'rookie'
            ? bestTotal >= 15
            : false
    if (plays) return best
  }
  if (theyStand && theirs > mine) return END
  if (theyStand && theirs < mine && policy.standWhenAhead) return STAND_MOVE
  return mine >= policy.standFrom ? STAND_MOVE : END
}

export interface Deliberation {
  action: Action
  /** the estimated match-win chance of the chosen action */
  value: number
  /** every legal action with its value (averaged over the sampled hands) */
  values: { action: Action; value: number }[]
  depth: number
  nodes: number
}

/** Searches the position for the action with the best chance of winning the match. */
export function deliberate(
  view: MatchView,
  random: AiRandom,
  settings: SearchSettings,
  riskBias = 0,
  tieBias = 0,
  belief?: Belief,
): Deliberation {
  const actions = view.legal
  const searches = sampledSearches(view, random, settings, riskBias, tieBias, belief)
  const { best, depth } = deepen(searches, actions, settings)
  const at = preferKeeping(best, actions)
  return {
    action: actions[at] as Action,
    value: best[at] ?? 0,
    values: actions.map((action, i) => ({ action, value: best[i] ?? 0 })),
    depth,
    nodes: searches.reduce((n, s) => n + s.search.nodes, 0),
  }
}

/** One search of the round from one sampled opponent hand. */
interface SampledSearch {
  root: Position
  search: RoundSearch
}

/**
 * The opponent's hidden hand sampled `settings.samples` times, each with its own search. With
 * evidence about the opponent, each sampled hand is played by a policy drawn from the belief,
 * or by the kotor rule as long as the evidence is thin (trustIn); without any, by the kotor
 * rule (and no random number is drawn: today's master).
 */
function sampledSearches(
  view: MatchView,
  random: AiRandom,
  settings: SearchSettings,
  riskBias: number,
  tieBias: number,
  belief: Belief | undefined,
): SampledSearch[] {
  const rules = modelRules(view.rules)
  const me = view.you
  const them = other(me)
  const score: Score = {
    myWins: view.players[me].roundWins,
    oppWins: view.players[them].roundWins,
    mySets: view.players[me].setWins,
    oppSets: view.players[them].setWins,
  }
  const roots = Array.from({ length: settings.samples }, () =>
    fromView(view, sampleOpponentHand(view, random)),
  )
  const policies = roots.map(() =>
    hasEvidence(belief) && random.float() < trustIn(belief as Belief)
      ? drawPolicy(belief as Belief, random)
      : null,
  )
  return roots.map((root, i) => ({
    root,
    search: new RoundSearch(
      me,
      rules,
      score,
      root,
      riskBias,
      tieBias,
      settings.weighted,
      policies[i] ?? null,
    ),
  }))
}

/**
 * Each action's value averaged over the samples, searched one draw deeper at a time until the
 * budget runs out mid-depth (that depth's values are dropped) or nothing was cut off.
 */
function deepen(
  searches: SampledSearch[],
  actions: Action[],
  settings: SearchSettings,
): { best: number[]; depth: number } {
  const perSample = Math.max(1, Math.floor(settings.budget / settings.samples))
  let best: number[] | null = null
  let depthDone = 0
  for (let depth = 1; depth <= settings.maxDepth; depth++) {
    const sums = new Array<number>(actions.length).fill(0)
    try {
      searches.forEach(({ root, search }) => {
        // The first depth always finishes, past the budget if it must.
        search.budget = depth === 1 ? Infinity : perSample
        search.resetMemo()
        search.horizonHit = false
        actions.forEach((action, k) => {
          sums[k] = (sums[k] ?? 0) + search.moveValue(root, moveOf(root, action), depth)
        })
      })
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error
      break
    } finally {
      for (const { search } of searches) search.unwind()
    }
    best = sums.map((v) => v / searches.length)
    depthDone = depth
    // Nothing was cut off at this depth: deeper searches would give the same values.
    if (!searches.some(({ search }) => search.horizonHit)) break
  }
  if (best === null) throw new Error('The search finished no depth.')
  return { best, depth: depthDone }
}

/** The best action's place; ties keep cards: of equal values, prefer not playing. */
function preferKeeping(best: number[], actions: Action[]): number {
  let at = 0
  best.forEach((v, i) => {
    const current = best[at] ?? -Infinity
    const a = actions[i] as Action
    if (
      v > current + 1e-9 ||
      (Math.abs(v - current) <= 1e-9 && a.type !== 'play' && actions[at]?.type === 'play')
    )
      at = i
  })
  return at
}

/**
 * How many opponent actions the belief needs to be trusted half the time. A few actions leave
 * it spread over policies far from any real player's (standing from 14, never playing a card),
 * and searching against those cost the master matches it won against the kotor rule; so each
 * sampled hand is played by the belief's policy with the chance `trustIn`, else by the rule
 * the search was built on. Twelve is about three rounds of play, and what a remembered player's
 * whole memory counts as (habits.ts).
 */
export const TRUST_HALF = 12

/** The chance that a sampled opponent hand is played by the belief rather than the kotor rule. */
export function trustIn(belief: Belief): number {
  return belief.observed / (belief.observed + TRUST_HALF)
}

/** A policy drawn from the belief by its weight (seeded). */
function drawPolicy(belief: Belief, random: AiRandom): PolicySpec {
  let u = random.float()
  for (let i = 0; i < POLICIES.length; i++) {
    u -= belief.weights[i] ?? 0
    if (u < 0) return POLICIES[i] as PolicySpec
  }
  return POLICIES[POLICIES.length - 1] as PolicySpec
}

/** The master tier: draws on while nothing is at stake, else the search (`deliberate`, MASTER). */
export function master(view: MatchView, context: TierContext): Action {
  // Low and facing no standing total, nothing is at stake yet: draw on, unless a card makes 20.
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  if (me.total <= 10 && !them.standing) {
    const twenty = playOptions(view).find((o) => o.total === 20)
    return twenty ? twenty.action : findLegal(view, 'end')
  }
  // A daring personality is nudged away from standing; a careful one towards it; a bluffer
  // towards standing on a tie.
  const riskBias = 0.01 * standShift(context.personality)
  const tieBias = tieStandBias(context.personality)
  return deliberate(view, context.random, MASTER, riskBias, tieBias, context.belief).action
}
