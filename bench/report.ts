/**
 * The bench's output: bench/results.json (a list of { name, value, unit, budget }, budget null
 * where there is none) and the printed table, which says by how much a budget is missed.
 * Numbers, never pass/fail.
 */
import { writeFileSync } from 'node:fs'
import { round, type BenchResult } from './measure'

/** One row of bench/results.json. */
export interface ResultRow {
  name: string
  value: number
  unit: string
  budget: number | null
}

/** The file's text: only the four documented fields, in that order, one result per entry. */
export function resultsJson(results: readonly BenchResult[]): string {
  const rows: ResultRow[] = results.map(({ name, value, unit, budget }) => ({
    name,
    value,
    unit,
    budget,
  }))
  return `${JSON.stringify(rows, null, 2)}\n`
}

/** Writes the results to `file` as JSON. */
export function writeResults(file: string, results: readonly BenchResult[]): void {
  writeFileSync(file, resultsJson(results))
}

/** True when the value is on the wrong side of its budget. */
export function missed(result: BenchResult): boolean {
  if (result.budget === null) return false
  return result.kind === 'min' ? result.value < result.budget : result.value > result.budget
}

/** '' without a budget, 'within budget', or 'MISSED by 12 ms (5%)'. */
export function verdict(result: BenchResult): string {
  if (result.budget === null) return ''
  if (!missed(result)) return 'within budget'
  const by = Math.abs(result.value - result.budget)
  const share = result.budget === 0 ? '' : ` (${round((by / result.budget) * 100, 0)}%)`
  return `MISSED by ${round(by)} ${result.unit}${share}`
}

/** The printed table: name, value, budget, verdict, in aligned columns. */
export function formatTable(results: readonly BenchResult[]): string {
  const rows = results.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    r.budget === null ? '—' : `${r.budget} ${r.unit}`,
    verdict(r),
  ])
  const header = ['name', 'value', 'budget', '']
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
