/** Small measuring helpers for the benchmarks: numbers, never pass/fail. */

export interface BenchResult {
  name: string
  value: number
  unit: string
  /** the budget this number must stay under (or over, for rates), null where there is none */
  budget: number | null
  /** 'max': value must be <= budget; 'min': value must be >= budget */
  kind?: 'max' | 'min'
}

/** The `p`th percentile of values sorted ascending (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[at] as number
}

/** The median of `values` (the lower middle for an even count), sorted on a copy. */
export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
}

/** `value` rounded to `digits` decimals, for the report. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
