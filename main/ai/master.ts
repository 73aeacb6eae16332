import {
  apply,
  legalActions,
  RULESETS,
  totalOf,
  type Action,
  type ApplyResult,
  type CardCode,
  type MatchState,
  type MatchView,
  type PlayerIndex,
  type TableCard,
} from '../engine'
import type { TierContext } from './context'
import { matchWinChance } from './match-table'
import { standShift } from './personality'
import { findLegal, hypotheticalState, keepValue, other, playOptions, totalAfter } from './position'
import type { AiRandom } from './random'

/**
 * The master: expectimax within the round over the main-deck draws, asking the engine's
 * `apply` for every step (draws explored by forcing them). Where the round ends, the payoff is
 * not "round won" but the chance of winning the match from the new score and the cards both
 * players have left (match-table.ts), so a card is spent only when the round is worth it.
 *
 * The opponent's hidden hand is sampled from what could be in it (their public pool in the
 * tournament, otherwise the ruleset's plain and flip cards), a few samples averaged. The
 * opponent is modelled as a sound threshold player (opponentMove); the search maximises over
 * the master's own actions. Depth (the master's own future turns) deepens iteratively until a
 * budget of engine calls is used, which keeps a decision near 25 ms on a slow machine.
 */

export interface SearchSettings {
  /** how many opponent hands to sample */
  samples: number
  /** engine calls allowed for one decision, over all samples */
  budget: number
  /** the deepest number of own future turns searched */
  maxDepth: number
}

export const MASTER: SearchSettings = { samples: 2, budget: 5_000, maxDepth: 4 }

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

function tableKey(table: readonly TableCard[], total: number, withGreens: boolean): string {
  let plain = true
  let tiebreaker = false
  for (const card of table) {
    if (card.code === null) continue
    const c = card.code
    if (c === 'TB') tiebreaker = true
    else if (!/^[+\-±]/.test(c)) plain = false
  }
  let key = plain ? `${total}/${table.length}${tiebreaker ? 'T' : ''}` : JSON.stringify(table)
  if (withGreens) {
    key += `/${table
      .filter((c) => c.code === null)
      .map((c) => c.face)
      .sort((a, b) => a - b)
      .join('.')}`
  }
  return key
}

export class RoundSearch {
  readonly memo = new Map<string, number>()
  calls = 0
  private readonly ruleset
  private readonly neutral: number

  constructor(
    readonly me: PlayerIndex,
    root: MatchState,
    public budget: number,
    private readonly riskBias: number,
  ) {
    this.ruleset = RULESETS[root.rules]
    // What carrying on is worth when the search stops at a turn: the round a coin flip.
    const won = this.payoff(root, 1)
    const lost = this.payoff(root, -1)
    this.neutral = 0.5 * won + 0.5 * lost
  }

  /** The match-win chance with the round scored for me (1) or them (-1), cards as they are. */
  private payoff(state: MatchState, result: 1 | -1): number {
    const me = state.players[this.me]
    const them = state.players[other(this.me)]
    return matchWinChance(state.rules, {
      myWins: me.roundWins + (result === 1 ? 1 : 0),
      oppWins: them.roundWins + (result === -1 ? 1 : 0),
      myCards: me.hand.length,
      oppCards: them.hand.length,
      mySets: me.setWins,
      oppSets: them.setWins,
    })
  }

  /** The match-win chance once a round has ended in `state`. */
  private terminal(state: MatchState): number {
    if (state.phase === 'over') return state.winner === this.me ? 1 : 0
    const me = state.players[this.me]
    const them = state.players[other(this.me)]
    const fresh = state.phase === 'choose'
    return matchWinChance(state.rules, {
      myWins: me.roundWins,
      oppWins: them.roundWins,
      myCards: fresh ? this.ruleset.handSize : me.hand.length,
      oppCards: fresh ? this.ruleset.handSize : them.hand.length,
      mySets: me.setWins,
      oppSets: them.setWins,
    })
  }

  private call(state: MatchState, action: Action, draws: number[]): ApplyResult {
    if (++this.calls > this.budget) throw new OutOfBudget()
    state.forcedDraws = draws
    const result = apply(state, action)
    state.forcedDraws = []
    return result
  }

  private key(state: MatchState, depth: number): string {
    const shoe = this.ruleset.mainDeck === 'shoe'
    let key = `${depth}|${state.turn}|${state.sidePlayedThisTurn}`
    for (const index of [0, 1] as const) {
      const p = state.players[index]
      key += `|${p.standing ? 'S' : ''}${[...p.hand].sort().join(',')}:${tableKey(p.table, totalOf(state, index), shoe)}`
    }
    return key
  }

  /** The chances of each main-deck value for the next draw, after the `drawn` ones. */
  private drawChances(state: MatchState, drawn: readonly number[]): [number, number][] {
    if (this.ruleset.mainDeck === 'infinite') {
      return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((v) => [v, 0.1])
    }
    const counts = new Array<number>(11).fill(0)
    for (const v of state.shoe) counts[v] = (counts[v] ?? 0) + 1
    for (const v of drawn) counts[v] = (counts[v] ?? 0) - 1
    const left = counts.reduce((a, b) => a + Math.max(0, b), 0)
    const chances: [number, number][] = []
    for (let v = 1; v <= 10; v++) {
      const n = counts[v] ?? 0
      if (n > 0) chances.push([v, n / left])
    }
    return chances
  }

  /** The expected value of taking `action`, over every main-deck card it makes someone draw. */
  outcome(state: MatchState, action: Action, depth: number, drawn: number[] = []): number {
    let sum = 0
    for (const [value, chance] of this.drawChances(state, drawn)) {
      const draws = [...drawn, value]
      const result = this.call(state, action, draws)
      if (!result.ok) throw new Error(`The search tried an illegal action: ${result.error}`)
      let drawCount = 0
      let ended = false
      for (const event of result.events) {
        if (event.type === 'roundEnd') {
          ended = true
          break
        }
        if (event.type === 'draw') drawCount++
      }
      // No draw at this position: the action's result does not depend on it.
      if (drawCount < draws.length) return this.resolve(result.state, ended, depth)
      if (drawCount > draws.length) sum += chance * this.outcome(state, action, depth, draws)
      else sum += chance * this.resolve(result.state, ended, depth)
    }
    return sum
  }

  private resolve(state: MatchState, ended: boolean, depth: number): number {
    if (ended || state.phase !== 'turn') return this.terminal(state)
    return this.value(state, depth)
  }

  /** The value of a position where someone is to act, from the master's point of view. */
  value(state: MatchState, depth: number): number {
    const key = this.key(state, depth)
    const known = this.memo.get(key)
    if (known !== undefined) return known
    let value: number
    if (state.turn === this.me) {
      value = -Infinity
      for (const action of legalActions(state, this.me)) {
        value = Math.max(value, this.actionValue(state, action, depth))
      }
    } else {
      value = this.outcome(state, this.opponentMove(state), depth)
    }
    this.memo.set(key, value)
    return value
  }

  /** My action's value; at the depth limit, carrying on is valued as an even round. */
  actionValue(state: MatchState, action: Action, depth: number): number {
    if (action.type === 'play') return this.outcome(state, action, depth)
    if (action.type === 'end' && depth <= 1) {
      if (totalOf(state, this.me) > this.ruleset.target) return this.outcome(state, action, 0)
      return this.neutral
    }
    const bias = action.type === 'stand' ? -this.riskBias : 0
    return this.outcome(state, action, depth - 1) + bias
  }

  /**
   * The opponent as a sound threshold player: undo a bust, beat a standing total with a card
   * when it can, stand on a total that beats or ties a standing one, make 20 with a card, stand
   * at 17 or more.
   */
  opponentMove(state: MatchState): Action {
    const who = other(this.me)
    const legal = legalActions(state, who)
    const total = totalOf(state, who)
    const mine = totalOf(state, this.me)
    const iStand = state.players[this.me].standing
    const end = legal.find((a) => a.type === 'end') as Action
    const stand = legal.find((a) => a.type === 'stand') as Action
    const plays: { action: Action; total: number }[] = []
    for (const action of legal) {
      if (action.type !== 'play') continue
      const result = this.call(state, action, [])
      if (result.ok) plays.push({ action, total: totalAfter(result.events, who, total) })
    }
    const pick = (fits: (t: number) => boolean): Action | undefined => {
      let best: { action: Action; total: number } | undefined
      for (const p of plays) {
        if (!fits(p.total)) continue
        if (
          !best ||
          p.total > best.total ||
          (p.total === best.total &&
            p.action.type === 'play' &&
            best.action.type === 'play' &&
            keepValue(p.action.card) < keepValue(best.action.card))
        )
          best = p
      }
      return best?.action
    }
    const target = this.ruleset.target
    if (total > target) return pick((t) => t <= target) ?? end
    if (iStand) {
      if (total > mine) return stand
      const beat = pick((t) => t > mine && t <= target)
      if (beat) return beat
      if (total === mine && total >= 17) return stand
      return end
    }
    const twenty = pick((t) => t === target)
    if (twenty) return twenty
    return total >= 17 ? stand : end
  }
}

export interface Deliberation {
  action: Action
  /** the estimated match-win chance of the chosen action */
  value: number
  /** every legal action with its value (averaged over the sampled hands) */
  values: { action: Action; value: number }[]
  depth: number
  calls: number
}

/** Searches the position for the action with the best chance of winning the match. */
export function deliberate(
  view: MatchView,
  random: AiRandom,
  settings: SearchSettings,
  riskBias = 0,
): Deliberation {
  const actions = view.legal
  const hands = Array.from({ length: settings.samples }, () => sampleOpponentHand(view, random))
  const roots = hands.map((hand) => {
    const root = hypotheticalState(view, hand, random.int(0, 2 ** 30))
    // What the round cannot touch is left out: every engine call copies the state.
    for (const p of root.players) {
      p.sideDeck = []
      p.brought = []
      p.mucked = []
    }
    return root
  })
  let best: number[] | null = null
  let depthDone = 0
  let calls = 0
  const perSample = Math.max(1, Math.floor(settings.budget / settings.samples))
  const searches = roots.map((root) => new RoundSearch(view.you, root, perSample, riskBias))
  for (let depth = 1; depth <= settings.maxDepth; depth++) {
    const sums = new Array<number>(actions.length).fill(0)
    // The first depth always finishes, past the budget if it must.
    for (const search of searches) search.budget = depth === 1 ? Infinity : perSample
    try {
      roots.forEach((root, s) => {
        const search = searches[s] as RoundSearch
        actions.forEach((action, i) => {
          sums[i] = (sums[i] ?? 0) + search.actionValue(root, action, depth)
        })
      })
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error
      break
    }
    best = sums.map((s) => s / roots.length)
    depthDone = depth
  }
  for (const search of searches) calls += search.calls
  if (best === null) throw new Error('The search finished no depth.')
  // Ties keep cards: of equal values, prefer not playing.
  let at = 0
  best.forEach((v, i) => {
    const current = best?.[at] ?? -Infinity
    const a = actions[i] as Action
    if (
      v > current + 1e-9 ||
      (Math.abs(v - current) <= 1e-9 && a.type !== 'play' && actions[at]?.type === 'play')
    )
      at = i
  })
  return {
    action: actions[at] as Action,
    value: best[at] ?? 0,
    values: actions.map((action, i) => ({ action, value: best?.[i] ?? 0 })),
    depth: depthDone,
    calls,
  }
}

export function master(view: MatchView, context: TierContext): Action {
  // Low and facing no standing total, nothing is at stake yet: draw on, unless a card makes 20.
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  if (me.total <= 10 && !them.standing) {
    const twenty = playOptions(view).find((o) => o.total === 20)
    return twenty ? twenty.action : findLegal(view, 'end')
  }
  // A daring personality is nudged away from standing; a careful one towards it.
  const riskBias = 0.01 * standShift(context.personality)
  return deliberate(view, context.random, MASTER, riskBias).action
}
