/**
 * `npm run bench:ab -- <a> <b> [--loads 25]`: whether a change makes the table load faster.
 *
 * On a shared machine one build's loads swing by half a second from run to run, so two runs of
 * `npm run bench -- renderer` cannot tell a change of 100 ms. Here both builds load in turn:
 * each of `a` and `b` (a git revision, built in a temporary worktree, or `.` for the working
 * tree, built in place) is served by its own browser host with a profile and a classic match in
 * progress, and one Chromium loads them alternately, `--loads` times each, every load in a
 * fresh context, timed as `renderer.tableInteractiveMs` is (bench/renderer.ts): a change in the
 * machine's load falls on both. It prints each build's medians and means: the title ready
 * (Continue enabled), the first contentful paint, the table interactive, and the CPU time
 * Chromium spent on the load (all threads / the page's main thread).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { PROJECT_ROOT } from '../scripts/electron-binary.cjs'
import { matchInProgress, openHost, visitorContext, type HostSession } from './host'
import { median, round } from './measure'
import { build, CHROMIUM, CHROMIUM_ARGS, loadTable, type Load } from './renderer'
import { LOAD_AB } from './load-ab-args'
import { argsOrExit } from '@tools/cli/usage'

interface Build {
  revision: string
  /** the checkout whose out/ is served */
  root: string
  /** removes the temporary worktree, if one was made */
  dispose(): void
}

function git(args: string[], cwd = PROJECT_ROOT): string {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${run.stderr}`)
  return run.stdout.trim()
}

/** Builds a revision: `.` in place, anything else in a temporary worktree of its own. */
function buildRevision(revision: string): Build {
  if (revision === '.') {
    build()
    return { revision, root: PROJECT_ROOT, dispose: () => undefined }
  }
  const commit = git(['rev-parse', '--verify', `${revision}^{commit}`])
  const parent = mkdtempSync(join(tmpdir(), 'pazaak-ab-'))
  const root = join(parent, 'checkout')
  git(['worktree', 'add', '--detach', root, commit])
  const dispose = (): void => {
    git(['worktree', 'remove', '--force', root])
    rmSync(parent, { recursive: true, force: true })
  }
  try {
    // The same packages as this checkout: a revision with other dependencies needs its own install.
    symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir')
    const bin = join(PROJECT_ROOT, 'node_modules', '.bin', 'electron-vite')
    const run = spawnSync(bin, ['build'], { cwd: root, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`building ${revision} failed:\n${run.stderr}`)
  } catch (error) {
    dispose()
    throw error
  }
  return { revision, root, dispose }
}

function summary(revision: string, loads: readonly Load[]): string {
  const stat = (pick: (l: Load) => number): string => {
    const values = loads.map(pick)
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    return `${round(median(values), 0)} / ${round(mean, 0)}`
  }
  return [
    `${revision}: ${loads.length} loads, median / mean ms`,
    `  title ready         ${stat((l) => l.clicked)}`,
    `  first content       ${stat((l) => l.fcp)}`,
    `  table interactive   ${stat((l) => l.interactive)}`,
    `  CPU, all threads    ${stat((l) => l.cpu.allMs)}`,
    `  CPU, main thread    ${stat((l) => l.cpu.mainMs)}`,
  ].join('\n')
}

async function main(): Promise<void> {
  const { revisions, loads } = argsOrExit(LOAD_AB, process.argv.slice(2))
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`)
  const builds: Build[] = []
  const hosts: HostSession[] = []
  try {
    for (const revision of revisions) {
      process.stderr.write(`bench:ab: building ${revision} …\n`)
      builds.push(buildRevision(revision))
    }
    for (const b of builds) {
      const host = await openHost(20240601, b.root)
      hosts.push(host)
      await host.call('settings.update', { reducedMotion: 'off', animationSpeed: 1 })
      await matchInProgress(host, 'rookie')
    }
    const before = loadavg()[0] ?? 0
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    const seen: Load[][] = builds.map(() => [])
    try {
      for (let i = 0; i < loads; i++) {
        // a, b, then b, a: neither build always goes first
        const order = i % 2 === 0 ? [0, 1] : [1, 0]
        for (const k of order) {
          const host = hosts[k] as HostSession
          const context = await visitorContext(browser, host, { width: 1280, height: 800 })
          ;(seen[k] as Load[]).push(await loadTable(await context.newPage(), host.host.url))
          await context.close()
        }
        if (process.stderr.isTTY)
          process.stderr.write(`\rbench:ab: ${i + 1} of ${loads} loads each`)
        else if ((i + 1) % 5 === 0)
          process.stderr.write(`bench:ab: ${i + 1} of ${loads} loads each\n`)
      }
    } finally {
      await browser.close()
    }
    if (process.stderr.isTTY) process.stderr.write('\n')
    builds.forEach((b, k) => console.log(summary(b.revision, seen[k] as Load[])))
    const after = loadavg()[0] ?? 0
    console.log(`load average (1 min): ${before.toFixed(2)} before, ${after.toFixed(2)} after`)
  } finally {
    for (const host of hosts) await host.close()
    for (const b of builds) b.dispose()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
