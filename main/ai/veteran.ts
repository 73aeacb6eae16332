import { RULESETS, type Action, type MatchView } from '@main/engine'
import type { TierContext } from './context'
import { cardWeight } from './hand-value'
import { matchWinChance } from './match-table'
import { standShift, tieStandBias, type Personality } from './personality'
import { findLegal, keepValue, other, playOptions, type PlayOption } from './position'
import { veteranOdds } from './veteran-odds'

/**
 * The veteran: a strong heuristic that values its hand as a resource for the whole set. No
 * search: it looks one main-deck card ahead and prices every way the round can end by the
 * match table (match-table.ts), its own cards counted by weight (hand-value.ts), so a card
 * costs what holding it is worth for the rest of the set. Stand, draw on, or each card is
 * weighed as:
 *
 * - standing: the chance of the round from the totals against an opponent guessed to play
 *   the tables' usual way (veteran-odds.ts), won and lost read from the table, cards kept;
 * - drawing on: each next card (in the cantina by the shoe's real counts), then the best of
 *   standing, drawing on without cards, or one of its cards first (to rescue a bust, or to
 *   reach a total worth a card);
 * - a card: the same from the total it gives, one card fewer.
 *
 * Against a standing opponent the rest of the round is its own to play, and it works that out
 * exactly: every card in hand, every draw, the nine-card table. Facing a player still drawing
 * it does not see what the master sees: a second draw ahead with its cards still in play (so
 * it stands on 18 where the master, holding cards that rescue a bust, draws on), and the
 * opponent's cards played by their rule. Its median decision takes a few hundredths of a
 * millisecond, its slowest a few milliseconds (the exact play-out against a standing total).
 */

/** The round's three endings for the match, by how many cards I keep. */
interface Stakes {
  won: (cards: number) => number
  lost: (cards: number) => number
  /** a tie replays the round: the score stays */
  tied: (cards: number) => number
}

function stakesOf(view: MatchView): Stakes {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const whole = (myWins: number, oppWins: number, myCards: number): number =>
    matchWinChance(view.rules, {
      myWins,
      oppWins,
      myCards,
      oppCards: them.handSize,
      mySets: me.setWins,
      oppSets: them.setWins,
    })
  // A fractional card count is read between the table's whole counts.
  const at = (myWins: number, oppWins: number, myCards: number): number => {
    const low = Math.min(3, Math.floor(myCards))
    const a = whole(myWins, oppWins, low)
    const b = whole(myWins, oppWins, low + 1)
    return Math.max(0, Math.min(1, a + (b - a) * (myCards - low)))
  }
  return {
    won: (cards) => at(me.roundWins + 1, them.roundWins, cards),
    lost: (cards) => at(me.roundWins, them.roundWins + 1, cards),
    tied: (cards) => at(me.roundWins, them.roundWins, cards),
  }
}

/**
 * The chance of each green card 1..10 coming next: even, or in the cantina the shoe's real
 * counts (four of each, less the green cards on both tables), for every draw looked at.
 */
function drawChances(view: MatchView): number[] {
  const counts = new Array<number>(11).fill(view.shoeLeft === null ? 1 : 4)
  counts[0] = 0
  if (view.shoeLeft !== null)
    for (const p of view.players)
      for (const card of p.table)
        if (card.code === null) counts[card.face] = Math.max(0, (counts[card.face] ?? 0) - 1)
  const sum = counts.reduce((a, b) => a + b, 0)
  return counts.map((c) => (sum > 0 ? c / sum : 0.1))
}

/**
 * The veteran's move. `playOut` is weigh's: a caller asking many views of one round (the
 * solver) may share it.
 */
export function veteran(view: MatchView, context: TierContext, playOut?: PlayOut): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  if (me.total <= 10 && !them.standing) return findLegal(view, 'end')
  return weigh(view, context.personality, playOut).action
}

/**
 * The values of the exact play-out against a standing total, by total, table length and
 * cards held. They depend on the view only through the ruleset, the score, the veteran's hand
 * and the other's hand size, the standing total, whether a card may still be played this turn,
 * the personality and (in the cantina) the cards on both tables, so views alike in those,
 * differing in the veteran's own total and table length, can share one.
 */
export type PlayOut = Map<number, number>

/** Every legal action with the veteran's estimate of its match-win chance, and the best. */
export function weigh(
  view: MatchView,
  personality?: Personality,
  playOut: PlayOut = new Map(),
): { action: Action; values: { action: Action; value: number }[] } {
  const me = view.players[view.you]
  const options = playOptions(view)
  const round = new RoundAhead(view, options, personality, playOut)
  const values: { action: Action; value: number }[] = []
  let bestAction: Action = findLegal(view, me.total > 20 ? 'end' : 'stand')
  let bestValue = -Infinity
  const consider = (action: Action, value: number): void => {
    values.push({ action, value })
    if (value > bestValue + 1e-9) {
      bestValue = value
      bestAction = action
    }
  }
  // Not playing first, and cheap cards before dear ones: a card is spent only when it is worth
  // more than keeping it, and of two that do the same the cheaper goes.
  const full = round.full
  for (const action of view.legal) {
    if (action.type === 'stand') consider(action, round.stand(me.total, full))
    if (action.type === 'end') consider(action, round.drawOn(me.total, full, me.table.length))
  }
  const byKeep = [...options].sort(
    (a: PlayOption, b: PlayOption) => keepValue(a.action.card) - keepValue(b.action.card),
  )
  const hand = me.hand ?? []
  for (const option of byKeep) {
    const slot = hand.indexOf(option.action.card)
    const after = round.afterCard(option.total, full & ~(1 << slot), me.table.length + 1)
    consider(option.action, after)
  }
  return { action: bestAction, values }
}

/**
 * The rest of the round from one view, priced for the match: standing, drawing on, or a card
 * first, at any total, table length and set of cards still held. A set of held cards is a bit
 * mask over the hand; cards that cannot be played now still count.
 */
class RoundAhead {
  /** every card in hand */
  readonly full: number
  private readonly stakes: Stakes
  /** what each hand card does to a total (both signs of a flip), read from the engine now */
  private readonly deltas: number[][]
  private readonly weights: number[]
  private readonly chance: number[]
  private readonly tableSize: number
  private readonly theirs: number
  private readonly theyStand: boolean
  private readonly theirHand: number
  private readonly riskBias: number
  private readonly tieBias: number

  constructor(
    view: MatchView,
    options: PlayOption[],
    personality: Personality | undefined,
    /** the exact play-out against a standing total, by total, table length and cards held */
    private readonly solo: PlayOut,
  ) {
    const me = view.players[view.you]
    const them = view.players[other(view.you)]
    const hand = me.hand ?? []
    this.stakes = stakesOf(view)
    this.theirs = them.total
    this.theyStand = them.standing
    this.theirHand = them.handSize
    this.riskBias = 0.01 * standShift(personality)
    this.tieBias = tieStandBias(personality)
    this.deltas = hand.map((code) =>
      options
        .filter((o) => o.action.card === code)
        .map((o) => o.total - me.total)
        .filter((d, i, all) => all.indexOf(d) === i),
    )
    this.full = (1 << hand.length) - 1
    this.weights = hand.map((code) => cardWeight(code))
    this.chance = drawChances(view)
    this.tableSize = RULESETS[view.rules].tableSize
  }

  /** The held cards of `mask`, counted by weight (hand-value.ts). */
  private countOf(mask: number): number {
    let n = 0
    this.weights.forEach((w, i) => {
      if (mask & (1 << i)) n += w
    })
    return n
  }

  /** A round won with chance p, keeping `cards`. */
  private worth(p: number, cards: number): number {
    return p * this.stakes.won(cards) + (1 - p) * this.stakes.lost(cards)
  }

  /** Standing on `total`, holding `mask`. */
  stand(total: number, mask: number): number {
    const stakes = this.stakes
    const theirs = this.theirs
    const cards = this.countOf(mask)
    if (total > 20) return stakes.lost(cards)
    const bias = -this.riskBias
    if (this.theyStand) {
      if (total === theirs) return stakes.tied(cards) + bias + this.tieBias
      return (total > theirs ? stakes.won(cards) : stakes.lost(cards)) + bias
    }
    const p = veteranOdds(total, theirs, true, false, this.theirHand)
    return this.worth(p, cards) + bias
  }

  /** Drawing on and never playing a card again this round (the opponent still to act). */
  private drawBare(total: number, mask: number): number {
    return total > 20
      ? this.stakes.lost(this.countOf(mask))
      : this.worth(
          veteranOdds(total, this.theirs, false, false, this.theirHand),
          this.countOf(mask),
        )
  }

  /** A table filled with nine cards and not over wins the round (every ruleset here). */
  private filled(total: number, length: number): boolean {
    return length >= this.tableSize && total <= 20
  }

  /** Drawing on from `total`: the next card, then the best way on from there. */
  drawOn(total: number, mask: number, length: number): number {
    if (total > 20) return this.stakes.lost(this.countOf(mask))
    if (this.theyStand) return this.soloDraw(total, mask, length)
    let sum = 0
    for (let v = 1; v <= 10; v++) sum += this.chance[v]! * this.settle(total + v, mask, length + 1)
    return sum
  }

  /** Where a card (or a draw, against a standing total) leaves me: stand, or draw on. */
  afterCard(total: number, mask: number, length: number): number {
    if (total > 20) return this.stakes.lost(this.countOf(mask))
    if (this.filled(total, length)) return this.stakes.won(this.countOf(mask))
    return Math.max(this.stand(total, mask), this.drawOn(total, mask, length))
  }

  /**
   * Facing a player still drawing, one card ahead: stand, draw on without cards, or one card
   * first and then either.
   */
  private settle(total: number, mask: number, length: number): number {
    const after = (to: number, m: number, n: number): number =>
      this.filled(to, n)
        ? this.stakes.won(this.countOf(m))
        : Math.max(this.stand(to, m), this.drawBare(to, m))
    let best = after(total, mask, length)
    if (length < this.tableSize)
      this.deltas.forEach((ds, i) => {
        if (!(mask & (1 << i))) return
        for (const d of ds) {
          const to = total + d
          if (to <= 20) best = Math.max(best, after(to, mask & ~(1 << i), length + 1))
        }
      })
    return best
  }

  /**
   * Against a standing total the round is mine alone to play out: worked out exactly, every
   * card in hand included (one card a turn), the nine-card table too. A draw, then this.
   */
  private soloDecide(total: number, mask: number, length: number): number {
    const key = ((total + 40) * 16 + length) * 1024 + mask
    const known = this.solo.get(key)
    if (known !== undefined) return known
    let best = this.afterCard(total, mask, length)
    if (length < this.tableSize)
      this.deltas.forEach((ds, i) => {
        if (!(mask & (1 << i))) return
        for (const d of ds)
          best = Math.max(best, this.afterCard(total + d, mask & ~(1 << i), length + 1))
      })
    this.solo.set(key, best)
    return best
  }

  /** Drawing on against a standing total: each next card, then the exact play-out. */
  private soloDraw(total: number, mask: number, length: number): number {
    let sum = 0
    for (let v = 1; v <= 10; v++)
      sum += this.chance[v]! * this.soloDecide(total + v, mask, length + 1)
    return sum
  }
}
