/**
 * The stakes a wager slider stops at: the table's least, then every round step above it, then
 * the most the player may stake (the table's most, or all they hold). A range input's own steps
 * count from its minimum, so a table of 250 to 2,000 in steps of 100 never reached 2,000, and
 * a purse that is not on the grid could not be staked whole.
 */
export function wagerStops(min: number, max: number, step: number): number[] {
  if (max <= min) return [min]
  const stops = [min]
  for (let at = Math.floor(min / step) * step + step; at < max; at += step) stops.push(at)
  stops.push(max)
  return stops
}

/** The stop nearest a stake (the slider's place for a remembered or clamped wager). */
export function nearestStop(stops: readonly number[], stake: number): number {
  let best = 0
  stops.forEach((at, i) => {
    if (Math.abs(at - stake) < Math.abs((stops[best] ?? 0) - stake)) best = i
  })
  return best
}
