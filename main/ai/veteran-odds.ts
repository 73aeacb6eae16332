/**
 * The veteran's chance of winning a round from the two totals, where its own cards are not
 * counted: green cards 1..10, equally likely; I play on without side cards and stand from 17
 * (or as soon as I am ahead of a standing total). The opponent is a guess at how players at
 * these tables play (the kotor rule's shape): it stands from 18, and holding side cards it
 * often turns a short total (14..17) or a bust (21..26) into 18..20 with one of them, more
 * often the more it holds. Ties count half. Computed on demand, remembered.
 */

import { settledChance } from './round-chance'

/** Where the opponent stands, and the chance per card held that a card lands it on 18..20. */
const OPPONENT_STANDS = 18
const FIX_PER_CARD = 0.5
const I_STAND = 17

const memo = new Map<number, number>()
const keyOf = (f: number, mine: number, theirs: number, flag: boolean, cards: number): number =>
  (((f * 32 + mine) * 32 + theirs) * 2 + (flag ? 1 : 0)) * 8 + cards

/** I draw next, with `mine` and `theirs` both 20 or less. */
function iDraw(mine: number, theirs: number, theyStand: boolean, cards: number): number {
  const key = keyOf(0, mine, theirs, theyStand, cards)
  const known = memo.get(key)
  if (known !== undefined) return known
  let sum = 0
  for (let v = 1; v <= 10; v++) {
    const total = mine + v
    if (total > 20) continue
    if (!theyStand) sum += theyDraw(total, theirs, total >= I_STAND, cards)
    else if (total > theirs) sum += 1
    else if (total === theirs && total >= I_STAND) sum += 0.5
    else sum += iDraw(total, theirs, true, cards)
  }
  memo.set(key, sum / 10)
  return sum / 10
}

/** They are on `theirs` holding `cards` and settle: my chance from there. */
function theySettle(mine: number, theirs: number, iStand: boolean, cards: number): number {
  if (theirs > 20) return 1
  if (!iStand) return iDraw(mine, theirs, theirs >= OPPONENT_STANDS, cards)
  if (theirs > mine) return 0
  if (theirs === mine && theirs >= OPPONENT_STANDS) return 0.5
  return theyDraw(mine, theirs, true, cards)
}

/** They draw next: my chance. */
function theyDraw(mine: number, theirs: number, iStand: boolean, cards: number): number {
  const key = keyOf(1, mine, theirs, iStand, cards)
  const known = memo.get(key)
  if (known !== undefined) return known
  const fix = Math.min(1, cards * FIX_PER_CARD)
  const lands = [18, 19, 20].filter((z) => !iStand || z >= mine)
  let sum = 0
  for (let v = 1; v <= 10; v++) {
    const total = theirs + v
    const plain = theySettle(mine, total, iStand, cards)
    const short =
      total <= 26 &&
      (total > 20 ||
        (total >= OPPONENT_STANDS - 4 && total < OPPONENT_STANDS) ||
        (iStand && total < mine && total >= mine - 6))
    if (cards === 0 || !short || lands.length === 0) {
      sum += plain
      continue
    }
    let fixed = 0
    for (const z of lands) fixed += theySettle(mine, z, iStand, cards - 1)
    sum += fix * (fixed / lands.length) + (1 - fix) * plain
  }
  memo.set(key, sum / 10)
  return sum / 10
}

/**
 * My chance to win the round: `iStand`/`theyStand` say who stands already; when neither does,
 * they act next (I have just moved). `cards` is the opponent's hand size.
 */
export function veteranOdds(
  mine: number,
  theirs: number,
  iStand: boolean,
  theyStand: boolean,
  cards: number,
): number {
  const settled = settledChance(mine, theirs, iStand, theyStand)
  if (settled !== null) return settled
  const a = Math.max(0, mine)
  const b = Math.max(0, theirs)
  const held = Math.max(0, Math.min(7, cards))
  if (iStand) return theyDraw(a, b, true, held)
  if (theyStand) return iDraw(a, b, true, held)
  return theyDraw(a, b, false, held)
}
