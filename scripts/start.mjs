// `npm start`: the desktop app when an Electron binary can be had (and its sandbox can start),
// otherwise the browser version, after saying why. Never require('electron') here: that starts
// a download and dies with a stack trace where there is no internet. `--help` (`-h`) prints the
// usage before anything else: no build, no Electron, no download. What it does with other
// arguments, for each of the two, is in start-args.mjs.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.cjs'
import { findElectronBinary, PROJECT_ROOT } from './electron-binary.cjs'
import { sandboxProblem } from './linux-sandbox.cjs'
import { loadHostArgs } from './host-args.mjs'
import { asksForHelp, fallbackArgs, startUsage } from './start-args.mjs'
import { startWeb } from './start-web.mjs'

const args = process.argv.slice(2)
if (asksForHelp(args)) {
  console.log(startUsage((await loadHostArgs()).HOST_USAGE))
  process.exit(0)
}

/** The browser version, with the arguments it takes; one it cannot use stops before the build. */
async function startBrowserVersion() {
  const read = fallbackArgs(args, await loadHostArgs())
  if ('answer' in read) {
    process.stderr.write(read.answer.stderr)
    process.exit(read.answer.code)
  }
  if (read.note !== null) console.log(read.note)
  startWeb(read.args)
}

/**
 * electron 45 fetches its binary on first use; try that once, quietly. Returns true when a
 * download was attempted (its progress and outcome share one line of output).
 */
function tryDownload() {
  const installer = join(PROJECT_ROOT, 'node_modules', 'electron', 'install.js')
  if (process.env.PAZAAK_NO_ELECTRON_DOWNLOAD || !existsSync(installer)) return false
  process.stdout.write('Electron: fetching the binary (first run)… ')
  spawnSync(process.execPath, [installer], { cwd: PROJECT_ROOT, stdio: 'ignore', timeout: 300_000 })
  return true
}

let electron = findElectronBinary()
let attempted = false
const overridden = process.env.ELECTRON_EXEC_PATH || process.env.ELECTRON_OVERRIDE_DIST_PATH
if (electron.path === null && !overridden) {
  attempted = tryDownload()
  electron = findElectronBinary()
  if (attempted && electron.path !== null) console.log('done.')
}

// Ubuntu 23.10+: without this check Chromium aborts with a FATAL line and a core dump.
const sandbox =
  electron.path === null ? null : sandboxProblem({ electronPath: electron.path, args })

if (sandbox !== null) {
  console.log(sandbox)
  console.log(
    'Starting the browser version instead (npm run start:web): open the address it prints in your browser.',
  )
  await startBrowserVersion()
} else if (electron.path === null) {
  const fallback =
    'starting the browser version instead (npm run start:web): open the address it prints in your browser.'
  console.log(
    attempted
      ? `Electron could not be downloaded; ${fallback}`
      : `Electron could not be found (${electron.reason}); ${fallback}`,
  )
  await startBrowserVersion()
} else {
  buildIfStale()
  const env = { ...process.env }
  // Set by some shells and tools; it would turn the app into a plain Node process.
  delete env.ELECTRON_RUN_AS_NODE
  // every argument as it was given: the app reads its own switches, Chromium passes over the rest
  const app = spawn(electron.path, [PROJECT_ROOT, ...args], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env,
  })
  process.on('SIGTERM', () => app.kill('SIGTERM'))
  process.on('SIGINT', () => undefined)
  app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
