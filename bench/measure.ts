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

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[at] as number
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
}

/** Runs `fn` repeatedly for about `ms` milliseconds and returns how many runs per second. */
export function ratePerSecond(fn: () => void, ms: number): number {
  const start = performance.now()
  let runs = 0
  while (performance.now() - start < ms) {
    fn()
    runs++
  }
  return runs / ((performance.now() - start) / 1000)
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
