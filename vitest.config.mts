import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [SLOW, '**/node_modules/**'],
          // A ceiling for a hung test, not a speed check: the slowest unit test (the api fuzz)
          // takes about 10 s on a quiet machine and over a minute on a busy one.
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
