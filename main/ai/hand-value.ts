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

/**
 * The chance that the holder wins when it is to draw (mover) or waiting, totals both 20 or
 * less, the other standing or not, the card still held or spent. Ties count half.
 */
function roundWithCard(code: CardCode | null): number {
  const memo = new Float64Array(3 * 32 * 32 * 4).fill(-1)
  // One number per state: which function, both totals (under 32), the flags.
  const keyOf = (f: number, mine: number, theirs: number, a: boolean, b: boolean): number =>
    (((f * 32 + mine) * 32 + theirs) * 2 + (a ? 1 : 0)) * 2 + (b ? 1 : 0)
  // The holder's chance after it drew to `mine` and may play the card, then stand or draw on.
  const holderDecides = (
    mine: number,
    theirs: number,
    theyStand: boolean,
    held: boolean,
  ): number => {
    const options: number[] = []
    const settle = (total: number, stillHeld: boolean): number => {
      if (total > 20) return 0
      if (theyStand) {
        // Stand when ahead (or level at 17+), else draw on.
        const standValue = total > theirs ? 1 : total === theirs ? 0.5 : 0
        return Math.max(standValue, holderDraws(total, theirs, true, stillHeld))
      }
      const standValue = 1 - otherDrawsAlone(theirs, total)
      return Math.max(standValue, otherMoves(total, theirs, stillHeld))
    }
    options.push(settle(mine, held))
    if (held && code !== null)
      for (const to of plainMoves(code, mine)) if (to >= 0) options.push(settle(to, false))
    return Math.max(...options)
  }
  // The holder draws next.
  const holderDraws = (mine: number, theirs: number, theyStand: boolean, held: boolean): number => {
    const key = keyOf(0, mine, theirs, theyStand, held)
    const known = memo[key] as number
    if (known >= 0) return known
    let sum = 0
    for (let v = 1; v <= 10; v++) sum += holderDecides(mine + v, theirs, theyStand, held) / 10
    memo[key] = sum
    return sum
  }
  // The card-less player draws next, the holder not standing: it stands at 17+.
  const otherMoves = (mine: number, theirs: number, held: boolean): number => {
    const key = keyOf(1, mine, theirs, false, held)
    const known = memo[key] as number
    if (known >= 0) return known
    let sum = 0
    for (let v = 1; v <= 10; v++) {
      const total = theirs + v
      if (total > 20) sum += 1 / 10
      else sum += holderDraws(mine, total, total >= 17, held) / 10
    }
    memo[key] = sum
    return sum
  }
  // The holder stands on `mine`; the card-less player draws until ahead, level at 17+, or bust.
  const otherDrawsAlone = (theirs: number, mine: number): number => {
    const key = keyOf(2, mine, theirs, false, false)
    const known = memo[key] as number
    if (known >= 0) return known
    let sum = 0
    for (let v = 1; v <= 10; v++) {
      const total = theirs + v
      if (total > 20) continue
      if (total > mine) sum += 1 / 10
      else if (total === mine && total >= 17) sum += 0.5 / 10
      else sum += otherDrawsAlone(total, mine) / 10
    }
    memo[key] = sum
    return sum
  }
  // Either player opens, equally often.
  return (holderDraws(0, 0, false, true) + (1 - otherOpens())) / 2
  function otherOpens(): number {
    // The card-less player's chance when it opens: one minus the holder's after its first draw.
    let sum = 0
    for (let v = 1; v <= 10; v++) sum += holderDraws(0, v, false, true) / 10
    return 1 - sum
  }
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
