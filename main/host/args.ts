/**
 * The browser host's command line: `--port N --data DIR --seed N --today YYYY-MM-DD` (each also
 * as `--x=value`), or `--help` (`-h`) for the usage alone. Anything else is an error with a usage
 * line, not something silently ignored. No imports: `npm start` and `npm run start:web` load
 * this one file through esbuild to read their arguments before anything is built
 * (scripts/host-args.mjs).
 */
export interface HostArgs {
  /** the usage asked for: the host prints it and starts nothing */
  help?: true
  port?: number
  dataDir?: string
  seed?: number
  /** the calendar day main's clock says it is (a tester's way to play the daily on other days) */
  today?: string
}

/** Printed for --help and under an argument error, so the fix is on screen. */
export const HOST_USAGE =
  'Usage: npm run start:web [-- --port N] [--data DIR] [--seed N] [--today YYYY-MM-DD]'

/** An argument the host cannot use; its message is the one sentence the host prints. */
export class HostArgsError extends Error {
  override name = 'HostArgsError'
}

function integer(flag: string, value: string, min: number, max: number): number {
  const n = Number(value)
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new HostArgsError(`${flag} needs a whole number from ${min} to ${max}, not "${value}"`)
  }
  return n
}

/** A calendar date, or the sentence that says why it is not one (2026-02-30 is not a day). */
function calendarDay(flag: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [y, m, d] = (match ?? []).slice(1).map(Number) as [number, number, number]
  const at = match ? new Date(Date.UTC(y, m - 1, d)) : null
  if (!at || at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) {
    throw new HostArgsError(`${flag} needs a calendar date like 2026-12-24, not "${value}"`)
  }
  return value
}

/** The options the host takes, each with a value. */
export const HOST_FLAGS: readonly string[] = ['--port', '--data', '--seed', '--today']

/** Reads the host's arguments; anything it cannot use throws HostArgsError with one sentence. */
export function parseHostArgs(argv: readonly string[]): HostArgs {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { help: true }
  const args: HostArgs = {}
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string
    const eq = raw.indexOf('=')
    const flag = eq > 0 ? raw.slice(0, eq) : raw
    // what the host does not know is named as such first, before asking it for a value
    if (!flag.startsWith('--')) throw new HostArgsError(`unexpected argument "${raw}"`)
    if (!HOST_FLAGS.includes(flag)) throw new HostArgsError(`unknown option "${flag}"`)
    let value: string | undefined
    if (eq > 0) value = raw.slice(eq + 1)
    else value = argv[++i]
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) {
      throw new HostArgsError(`${flag} needs a value`)
    }
    switch (flag) {
      case '--port':
        args.port = integer('--port', value, 0, 65535)
        break
      case '--seed':
        args.seed = integer('--seed', value, 0, 2 ** 32 - 1)
        break
      case '--data':
        args.dataDir = value
        break
      case '--today':
        args.today = calendarDay('--today', value)
        break
    }
  }
  return args
}

/**
 * A clock that keeps the real time of day on the pinned calendar day: the daily challenge deals
 * that day's cards and counts that day's attempt, while everything else reads an ordinary time.
 */
export function clockOn(today: string, realNow: () => Date = () => new Date()): () => Date {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return () => {
    const now = realNow()
    return new Date(
      y,
      m - 1,
      d,
      now.getHours(),
      now.getMinutes(),
      now.getSeconds(),
      now.getMilliseconds(),
    )
  }
}
