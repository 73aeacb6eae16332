import { ALL_CARD_CODES, type CardCode } from '@main/engine'
import { plainMoves } from './card-moves'

/**
 * How much one hand card is worth next to another, for the match table's card counts: a +1
 * only ever turns 17..19 into 18..20, a ±6 rescues a bust of up to 26 or lifts 12..14 to
 * 18..20. The weight of a card is what it adds to the chance of winning one round, held alone
 * by a player who uses it as well as it can, against a card-less player who stands at 17 or
 * more (the model of round-chance.ts), scaled so the plain and flip cards average 1. Gold
 * cards that read the table (D, F24, F36, twists) and the tiebreaker count as an average card.
 * Computed once, by recursion over the totals.
 */

/** The holder's chance over one round, holding `code` (or nothing) against a card-less player. */
function roundWithCard(code: CardCode | null): number {
  return new OneCardRound(code).chance()
}

/** Which chance a memo entry keeps: who is to move, and how. */
const HOLDER_DRAWS = 0
const OTHER_DRAWS = 1
const OTHER_DRAWS_ALONE = 2

/**
 * One round of the model above, from every state it can reach: the chance that the holder
 * wins when it is to draw or waiting, totals both 20 or less, the other standing or not, the
 * card still held or spent. Ties count half. Each chance is computed once and kept.
 */
class OneCardRound {
  /** One number per state: which chance, both totals (under 32), the two flags; -1 unknown. */
  private readonly memo = new Float64Array(3 * 32 * 32 * 4).fill(-1)

  /**
   * Where playing the card takes each total a draw may bring (0..30): worked out once, as the
   * recursion asks this for every state, and an array per ask made the weights a slow start.
   */
  private readonly moves: readonly (readonly number[])[]

  /** `code`: the holder's one hand card, or null for a holder without one. */
  constructor(code: CardCode | null) {
    this.moves = Array.from({ length: 31 }, (_, total) =>
      code === null ? [] : plainMoves(code, total).filter((to) => to >= 0),
    )
  }

  /** The holder's chance over the whole round: either player opens, equally often. */
  chance(): number {
    return (this.holderDraws(0, 0, false, true) + (1 - this.otherOpens())) / 2
  }

  /** The card-less player's chance when it opens: one minus the holder's after its first draw. */
  private otherOpens(): number {
    return 1 - overDraws((card) => this.holderDraws(0, card, false, true))
  }

  /** The holder draws next. */
  private holderDraws(mine: number, theirs: number, theyStand: boolean, held: boolean): number {
    const key = keyOf(HOLDER_DRAWS, mine, theirs, theyStand, held)
    const known = this.memo[key] as number
    if (known >= 0) return known
    return this.keep(
      key,
      overDraws((card) => this.holderPlays(mine + card, theirs, theyStand, held)),
    )
  }

  /** The holder drew to `mine`: the best of keeping the card and of each way to play it. */
  private holderPlays(mine: number, theirs: number, theyStand: boolean, held: boolean): number {
    let best = this.holderSettles(mine, theirs, theyStand, held)
    if (held)
      for (const to of this.moves[mine] ?? [])
        best = Math.max(best, this.holderSettles(to, theirs, theyStand, false))
    return best
  }

  /** The holder on `total`, its card played or kept: bust, or the better of standing and on. */
  private holderSettles(total: number, theirs: number, theyStand: boolean, held: boolean): number {
    if (total > 20) return 0
    if (theyStand) {
      // Stand when ahead (or level at 17+), else draw on.
      const standValue = total > theirs ? 1 : total === theirs ? 0.5 : 0
      return Math.max(standValue, this.holderDraws(total, theirs, true, held))
    }
    const standValue = 1 - this.otherDrawsAlone(theirs, total)
    return Math.max(standValue, this.otherDraws(total, theirs, held))
  }

  /** The card-less player draws next, the holder not standing: it stands at 17+. */
  private otherDraws(mine: number, theirs: number, held: boolean): number {
    const key = keyOf(OTHER_DRAWS, mine, theirs, false, held)
    const known = this.memo[key] as number
    if (known >= 0) return known
    return this.keep(
      key,
      overDraws((card) => {
        const total = theirs + card
        return total > 20 ? 1 : this.holderDraws(mine, total, total >= 17, held)
      }),
    )
  }

  /** The holder stands on `mine`; the card-less player draws until ahead, level at 17+, or bust. */
  private otherDrawsAlone(theirs: number, mine: number): number {
    const key = keyOf(OTHER_DRAWS_ALONE, mine, theirs, false, false)
    const known = this.memo[key] as number
    if (known >= 0) return known
    return this.keep(
      key,
      overDraws((card) => {
        const total = theirs + card
        if (total > 20) return 0
        if (total > mine) return 1
        if (total === mine && total >= 17) return 0.5
        return this.otherDrawsAlone(total, mine)
      }),
    )
  }

  /**
   * Keeps the chance worked out for `key`. Each step reads the memo before it makes the
   * closures that work a chance out: made for every ask, known or not, they made the weights
   * a slow start for every process that loads the AI.
   */
  private keep(key: number, value: number): number {
    this.memo[key] = value
    return value
  }
}

/** The memo's index of one state: which chance, both totals (under 32), the two flags. */
function keyOf(chance: number, mine: number, theirs: number, a: boolean, b: boolean): number {
  return (((chance * 32 + mine) * 32 + theirs) * 2 + (a ? 1 : 0)) * 2 + (b ? 1 : 0)
}

/** The mean of `chance` over the ten main-deck cards a draw may bring, each as likely. */
function overDraws(chance: (card: number) => number): number {
  let sum = 0
  for (let card = 1; card <= 10; card++) sum += chance(card) / 10
  return sum
}

const PLAIN_AND_FLIP = ALL_CARD_CODES.filter((c) => /^[+\-±]\d+$/.test(c))

function weights(): Map<CardCode, number> {
  const base = roundWithCard(null)
  const gain = new Map<CardCode, number>()
  for (const code of PLAIN_AND_FLIP) gain.set(code, roundWithCard(code) - base)
  const mean = [...gain.values()].reduce((s, g) => s + g, 0) / gain.size
  const out = new Map<CardCode, number>()
  for (const [code, g] of gain) out.set(code, g / mean)
  return out
}

// Computed when the module loads (a fraction of a second), not in the first decision's time.
const WEIGHTS = weights()

/** The weight of one hand card in the match table's card count (plain and flip cards average 1). */
export function cardWeight(code: CardCode): number {
  return WEIGHTS.get(code) ?? 1
}
