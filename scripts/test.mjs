#!/usr/bin/env node
/**
 * `npm test`: the everyday suite, in stages. The first stage's checks do not depend on each
 * other and each is one busy process, so they run side by side (two cores do two at once):
 *
 *   1. type-check main, type-check the renderer, ESLint, Prettier, build the app
 *   2. the unit suite (Vitest; its boot tests start the app just built)
 *   3. the everyday e2e suite (Playwright, against the same build)
 *
 * A side-by-side job's output is held and printed whole if it fails, so the log reads in order;
 * a job alone in its stage streams. A stage that fails stops the run after all its jobs have
 * ended (so every error is shown), with exit code 1. The end prints each job's time.
 * `npm run typecheck`, `lint`, `test:unit` and `test:e2e` still run one part on its own.
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** @typedef {{ name: string, command: string }} Job */

/** @type {Job[][]} */
const STAGES = [
  [
    { name: 'typecheck:node', command: 'npm run --silent typecheck:node' },
    { name: 'typecheck:web', command: 'npm run --silent typecheck:web' },
    { name: 'eslint', command: 'npx eslint .' },
    { name: 'prettier', command: 'npx prettier --check .' },
    { name: 'build', command: 'npx electron-vite build' },
  ],
  [{ name: 'unit', command: 'npm run --silent test:unit' }],
  [{ name: 'e2e', command: 'npx playwright test --project web --project electron' }],
]

/**
 * Runs one job. Alone in its stage, its output streams as it comes; beside others, it is held
 * and printed whole at the end.
 * @param {Job} job
 * @param {boolean} alone
 * @returns {Promise<{ job: Job, code: number, seconds: number, output: string }>}
 */
function run(job, alone) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(job.command, {
      cwd: ROOT,
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
      },
    })
    /** @type {Buffer[]} */
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code, signal) => {
      resolve({
        job,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      })
    })
  })
}

/** @param {number} seconds, shown whole (239.6 is 4 min 0 s, never 3 min 60 s) */
const clock = (seconds) => {
  const whole = Math.round(seconds)
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`
}

const begun = performance.now()
/** @type {string[]} */
const times = []
let failed = false
for (const stage of STAGES) {
  const alone = stage.length === 1
  if (!alone) console.log(`\n▶ ${stage.map((j) => j.name).join(', ')} (side by side)`)
  const results = await Promise.all(
    stage.map((job) => {
      if (alone) console.log(`\n▶ ${job.name}`)
      return run(job, alone).then((result) => {
        if (!alone) {
          const mark = result.code === 0 ? '✔' : '✘'
          console.log(`\n${mark} ${job.name} (${clock(result.seconds)})`)
          // quiet when it passed, everything when it failed
          if (result.code !== 0) process.stdout.write(result.output)
        }
        return result
      })
    }),
  )
  for (const result of results) times.push(`${result.job.name} ${clock(result.seconds)}`)
  const broken = results.filter((r) => r.code !== 0)
  if (broken.length > 0) {
    console.error(`\n✘ npm test failed in: ${broken.map((r) => r.job.name).join(', ')}`)
    failed = true
    break
  }
}
console.log(
  `\n${failed ? '✘' : '✔'} ${clock((performance.now() - begun) / 1000)} in all (${times.join(', ')})`,
)
process.exit(failed ? 1 : 0)
