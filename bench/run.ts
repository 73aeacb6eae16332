/**
 * `npm run bench`: the performance budget (issue 7). Prints a table and writes
 * bench/results.json as a list of { name, value, unit, budget }. Numbers, never pass/fail:
 * where a budget is missed the table says by how much.
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { benchEngine } from './engine'
import { round, type BenchResult } from './measure'

type Section = { name: string; run: () => Promise<BenchResult[]> | BenchResult[] }

const SECTIONS: Section[] = [{ name: 'engine', run: () => benchEngine() }]

function verdict(result: BenchResult): string {
  if (result.budget === null) return ''
  const over = result.kind === 'min' ? result.value < result.budget : result.value > result.budget
  if (!over) return 'within budget'
  const by = Math.abs(result.value - result.budget)
  return `MISSED by ${round(by)} ${result.unit} (${round((by / result.budget) * 100, 0)}%)`
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const results: BenchResult[] = []
  for (const section of SECTIONS) {
    if (only.length > 0 && !only.includes(section.name)) continue
    process.stderr.write(`bench: ${section.name} …\n`)
    results.push(...(await section.run()))
  }
  const rows = results.map((r) => [
    r.name,
    `${r.value} ${r.unit}`,
    r.budget === null ? '—' : `${r.budget} ${r.unit}`,
    verdict(r),
  ])
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => (row[i] ?? '').length), 6))
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
  console.log(line(['name', 'value', 'budget', '']))
  for (const row of rows) console.log(line(row))
  const file = resolve(__dirname, 'results.json')
  writeFileSync(
    file,
    `${JSON.stringify(
      results.map(({ name, value, unit, budget }) => ({ name, value, unit, budget })),
      null,
      2,
    )}\n`,
  )
  console.log(`\nwritten to ${file}`)
}

void main()
