/**
 * `npm run bench`: the performance budget. Prints a table and writes
 * bench/results.json as a list of { name, value, unit, budget }. Numbers, never pass/fail:
 * where a budget is missed the table says by how much.
 *
 * `npm run bench -- ai host` runs only the named sections (engine, ai, host, renderer, solver); the
 * file then holds only their results.
 */
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { benchAi } from './ai'
import { benchEngine } from './engine'
import { benchHost } from './host'
import type { BenchResult } from './measure'
import { benchRenderer } from './renderer'
import { benchSolver } from './solver'
import { formatTable, writeResults } from './report'
import { BENCH, type BenchSection } from './run-args'
import { argsOrExit } from '@tools/cli/usage'

type Section = { name: BenchSection; run: () => Promise<BenchResult[]> | BenchResult[] }

const SECTIONS: Section[] = [
  { name: 'engine', run: () => benchEngine() },
  { name: 'ai', run: () => benchAi() },
  { name: 'host', run: () => benchHost() },
  { name: 'renderer', run: () => benchRenderer() },
  { name: 'solver', run: () => benchSolver() },
]

async function main(): Promise<void> {
  const { only } = argsOrExit(BENCH, process.argv.slice(2))
  const results: BenchResult[] = []
  // Timings on a shared machine are only comparable with its load beside them.
  const before = loadavg()[0] ?? 0
  for (const section of SECTIONS) {
    if (only.length > 0 && !only.includes(section.name)) continue
    process.stderr.write(`bench: ${section.name} …\n`)
    results.push(...(await section.run()))
  }
  console.log(formatTable(results))
  const file = resolve(__dirname, 'results.json')
  writeResults(file, results)
  const after = loadavg()[0] ?? 0
  console.log(`\nload average (1 min): ${before.toFixed(2)} before, ${after.toFixed(2)} after`)
  console.log(`written to ${file}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
