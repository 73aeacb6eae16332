// `npm run start:web [-- --port N --data DIR --seed N --today YYYY-MM-DD]`: builds if needed,
// then runs the browser host (out/main/web-host.js) with plain Node. Ctrl+C stops it after it
// has saved. `--help` (`-h`) prints the usage alone, without building.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfStale } from './build-if-stale.cjs'
import { PROJECT_ROOT } from './electron-binary.cjs'

/** What `--help` prints: the host's own usage (main/host/args.ts; scripts/command-lines.test.ts). */
const START_WEB_USAGE =
  'Usage: npm run start:web [-- --port N] [--data DIR] [--seed N] [--today YYYY-MM-DD]'

/** Builds if needed and runs the browser host with `args`, until it has stopped and saved. */
export function startWeb(args = process.argv.slice(2)) {
  buildIfStale()
  const host = spawn(
    process.execPath,
    [join(PROJECT_ROOT, 'out', 'main', 'web-host.js'), ...args],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    },
  )
  // Ctrl+C reaches the host directly (same process group); a SIGTERM sent to this script is
  // passed on. Either way this script waits for the host to finish saving before it exits.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (signal === 'SIGTERM') host.kill('SIGTERM')
    })
  }
  host.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  // the usage is all that was asked for: no build, no host; any other mistake the host refuses
  if (args.includes('--help') || args.includes('-h')) console.log(START_WEB_USAGE)
  else startWeb(args)
}
