import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import vue from '@vitejs/plugin-vue'
import { ALIASES } from './electron.vite.config'

/**
 * Two suites. `unit` (`npm run test:unit`, part of `npm test`): fast and deterministic, nothing
 * in it depends on how busy the machine is. `slow` (`npm run test:slow`): the files named
 * `*.slow.test.ts`, the statistical AI orderings over thousands of seeded matches, the exact
 * solvers checked against each other and the kill-mid-save loop. CI runs both.
 */
const SOURCES = ['common', 'main', 'preload', 'renderer/src', 'tools', 'scripts', 'bench', 'e2e']
const SLOW = '**/*.slow.test.ts'

/**
 * What makes a test file need a module graph of its own: it mocks or stubs modules, globals or
 * timers, runs in a DOM, spies on shared objects or switches the shared i18n instance's
 * language. Every other unit test file shares its worker's modules with the files before it
 * (`isolate: false`), which spares the import of main's services and the engine per file: the
 * unit suite's imports took 163 s of worker time isolated and 64 s shared.
 */
const NEEDS_OWN_MODULES =
  /vi\.mock\(|vi\.doMock\(|vi\.stub|vi\.spyOn|useFakeTimers|@vitest-environment|locale\.value/

/** The everyday test files (paths from the root) that need their own modules. */
function isolatedUnitFiles(): string[] {
  const found: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'screenshots') walk(path)
      } else if (path.endsWith('.test.ts') && !path.endsWith('.slow.test.ts')) {
        if (NEEDS_OWN_MODULES.test(readFileSync(join(__dirname, path), 'utf8'))) found.push(path)
      }
    }
  }
  for (const dir of SOURCES) walk(dir)
  return found
}
const ISOLATED = isolatedUnitFiles()

/**
 * The slow suite's longest files, longest first (seconds of one worker in a quiet clean-clone
 * run: 85, 52, 46, about 40 for the save fuzz, 34, 21). A clean clone has no timings from an
 * earlier run, so Vitest starts the largest files first, and the longest test, in the smallest
 * file, started last and ran alone on one core for its last 40 s. Started first, it runs beside
 * the rest.
 */
const SLOW_LONGEST_FIRST = [
  'tools/ai/strength-master.slow.test.ts',
  'main/store/crash.slow.test.ts',
  'tools/ai/fast-solver.slow.test.ts',
  'main/store/save-fuzz.slow.test.ts',
  'tools/ai/strength.slow.test.ts',
  'tools/ai/solver.slow.test.ts',
]

/** Vitest's own order (earlier timings, else size), with the slow suite's longest files first. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const at = SLOW_LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path))
      return at < 0 ? SLOW_LONGEST_FIRST.length : at
    }
    // a stable sort: every other file keeps the place Vitest gave it
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: ALIASES },
  test: {
    environment: 'node',
    // Component tests opt into a DOM with a `// @vitest-environment happy-dom` comment.
    pool: 'forks',
    // Vitest keeps a core for itself by default, which on a 2-core machine means one worker;
    // the suites are CPU work in the workers, so every core gets a worker.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [SLOW, '**/node_modules/**', ...ISOLATED],
          isolate: false,
          // A ceiling for a hung test, not a speed check: the slowest unit test (the api fuzz)
          // takes about 10 s on a quiet machine and over a minute on a busy one.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SOURCES.map((dir) => `${dir}/${SLOW}`),
          // Minutes of CPU on a quiet machine, many more on a busy one: no time limit at all,
          // so a verdict never depends on the machine's speed.
          testTimeout: 0,
          hookTimeout: 0,
        },
      },
    ],
  },
})
