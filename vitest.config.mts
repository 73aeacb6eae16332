import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The test files that take minutes (the seeded AI orderings, the kill-mid-save loop, the solver
 * checks), slowest first. They start before everything else, so the other worker runs the rest
 * beside them instead of the suite waiting on one of them at the end.
 */
const SLOW_FIRST = [
  'main/ai/strength-master.test.ts',
  'main/ai/strength.test.ts',
  'main/store/crash.test.ts',
  'main/ai/fast-solver.test.ts',
  'main/ai/solver.test.ts',
]

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const at = SLOW_FIRST.findIndex((slow) => file.moduleId.endsWith(slow))
      return at < 0 ? SLOW_FIRST.length : at
    }
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: { '@': resolve(__dirname, 'renderer/src') } },
  test: {
    include: [
      'main/**/*.test.ts',
      'preload/**/*.test.ts',
      'renderer/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Component tests opt into a DOM with a `// @vitest-environment happy-dom` comment.
    testTimeout: 60_000,
    pool: 'forks',
    // Vitest keeps a core for itself by default, which on a 2-core machine means one worker and
    // the files one after another; the suite is CPU work in the workers (the seeded AI matches,
    // the solvers), so every core gets a worker, and the slow files go first.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
  },
})
