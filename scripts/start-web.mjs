// `npm run start:web [-- --port N --data DIR --seed N --today YYYY-MM-DD]`: builds if needed,
// then runs the browser host (out/main/web-host.js) with plain Node. Ctrl+C stops it after it
// has saved. The arguments are read first, by the host's own parser: `--help` (`-h`) prints
// the usage alone and a mistake is refused, both without building.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfStale } from './build-if-stale.cjs'
import { PROJECT_ROOT } from './electron-binary.cjs'
import { loadHostArgs } from './host-args.mjs'

/**
 * What start:web answers instead of building (`host` is main/host/args.ts as a module), in the
 * words the host itself prints (main/web-host.ts): its usage on stdout for --help, exit 0; an
 * argument's sentence and the usage on stderr, exit 2. Null when the host can take `args`.
 */
export function answerBeforeBuild(args, host) {
  try {
    if (!host.parseHostArgs(args).help) return null
    return { code: 0, stdout: `${host.HOST_USAGE}\n`, stderr: '' }
  } catch (error) {
    if (!(error instanceof host.HostArgsError)) throw error
    return { code: 2, stdout: '', stderr: `${error.message}\n${host.HOST_USAGE}\n` }
  }
}

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
  const answer = answerBeforeBuild(args, await loadHostArgs())
  if (answer === null) startWeb(args)
  else {
    process.stdout.write(answer.stdout)
    process.stderr.write(answer.stderr)
    process.exitCode = answer.code
  }
}
