/**
 * The browser host's command line: `--port N --data DIR --seed N` (each also as `--x=value`).
 * Anything else is an error with a usage line, not something silently ignored.
 */
export interface HostArgs {
  port?: number
  dataDir?: string
  seed?: number
}

export const HOST_USAGE = 'usage: npm run start:web [-- --port N] [--data DIR] [--seed N]'

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

const FLAGS: readonly string[] = ['--port', '--data', '--seed']

/** Reads the host's arguments; anything it cannot use throws HostArgsError with one sentence. */
export function parseHostArgs(argv: readonly string[]): HostArgs {
  const args: HostArgs = {}
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string
    const eq = raw.indexOf('=')
    const flag = eq > 0 ? raw.slice(0, eq) : raw
    // what the host does not know is named as such first, before asking it for a value
    if (!flag.startsWith('--')) throw new HostArgsError(`unexpected argument "${raw}"`)
    if (!FLAGS.includes(flag)) throw new HostArgsError(`unknown option "${flag}"`)
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
    }
  }
  return args
}
