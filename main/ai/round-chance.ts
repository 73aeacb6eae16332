/**
 * A quick estimate of the chance of winning an unfinished round from the two totals alone, for
 * the master's search horizon: both players drawing green cards (1..10, equally likely) without
 * side cards, each standing at 17 or more, or as soon as it is ahead of a standing player, and
 * drawing on behind one. Ties count half. Computed once, by recursion over the totals.
 */

const memo = new Map<number, number>()

/**
 * The chance that the player who draws next ("mover") wins, with totals `mover` and `waiter`
 * (both 20 or less) and the waiter standing or not.
 */
function moverWins(mover: number, waiter: number, waiterStands: boolean): number {
  const key = mover * 64 + waiter * 2 + (waiterStands ? 1 : 0)
  const known = memo.get(key)
  if (known !== undefined) return known
  let sum = 0
  for (let v = 1; v <= 10; v++) {
    const total = mover + v
    let win: number
    if (total > 20) win = 0
    else if (waiterStands) {
      if (total > waiter) win = 1
      else if (total === waiter && total >= 17) win = 0.5
      else win = moverWins(total, waiter, true)
    } else if (total >= 17) {
      // The mover stands; the waiter draws on alone.
      win = 1 - moverWins(waiter, total, true)
    } else {
      win = 1 - moverWins(waiter, total, false)
    }
    sum += win / 10
  }
  memo.set(key, sum)
  return sum
}

/**
 * The chance that "me" wins the round: `meNext` says whether I draw next, `iStand`/`theyStand`
 * who stands already. Totals over the target are lost rounds.
 */
export function roundChance(
  mine: number,
  theirs: number,
  meNext: boolean,
  iStand: boolean,
  theyStand: boolean,
): number {
  const settled = settledChance(mine, theirs, iStand, theyStand)
  if (settled !== null) return settled
  const a = Math.max(0, mine)
  const b = Math.max(0, theirs)
  if (iStand) return 1 - moverWins(b, a, true)
  if (theyStand) return moverWins(a, b, true)
  return meNext ? moverWins(a, b, false) : 1 - moverWins(b, a, false)
}

/** The round's outcome for me when it is already decided: a bust, or both standing. Else null. */
export function settledChance(
  mine: number,
  theirs: number,
  iStand: boolean,
  theyStand: boolean,
): number | null {
  if (mine > 20) return 0
  if (theirs > 20) return 1
  if (!(iStand && theyStand)) return null
  const a = Math.max(0, mine)
  const b = Math.max(0, theirs)
  return a > b ? 1 : a < b ? 0 : 0.5
}
