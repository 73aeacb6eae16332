/**
 * The exact classic match solver (tools/ai/fast-solver.ts), the yardstick for the AI's strength:
 * seconds to solve the documented example pair of 4-card hands (docs/ai-solver.md) for a whole
 * match, against a perfect opponent and against the kotor rule (the perfect-play ceiling). The
 * solver was designed for "minutes per hand pair in plain JavaScript"; the budget is 5 minutes.
 */
import type { CardCode } from '@main/engine'
import { FastMatchSolver } from '@tools/ai/fast-solver'
import { round, type BenchResult } from './measure'

const HANDS: [CardCode[], CardCode[]] = [
  ['+1', '-2', '±3', '+4'],
  ['-1', '+2', '±4', '-5'],
]

/** How long the exact solver takes to solve its benchmark hands, against optimal play and kotor. */
export function benchSolver(): BenchResult[] {
  const results: BenchResult[] = []
  for (const opponent of ['optimal', 'kotor'] as const) {
    const started = performance.now()
    const solver = new FastMatchSolver({ hands: HANDS, opponent })
    solver.solve()
    const seconds = (performance.now() - started) / 1000
    results.push({
      name: `solver.matchSeconds.${opponent}`,
      value: round(seconds, 1),
      unit: 's',
      budget: 300,
    })
    results.push({
      name: `solver.passesPerTable.${opponent}`,
      value: round(solver.passes / (18 * 256), 2),
      unit: 'passes',
      budget: null,
    })
  }
  return results
}
