/** The statistics the sim tool reports. */

/** The Wilson score interval for `wins` out of `n`, 95% by default. */
export function wilson(wins: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1]
  const p = wins / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** The q-quantile (0..1) of the values, by the nearest-rank method; 0 for no values. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] as number
}
