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

export function parseHostArgs(argv: readonly string[]): HostArgs {
  const args: HostArgs = {}
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] as string
    const eq = raw.indexOf('=')
    const flag = eq > 0 ? raw.slice(0, eq) : raw
    let value: string | undefined
    if (eq > 0) value = raw.slice(eq + 1)
    else if (['--port', '--data', '--seed'].includes(flag)) value = argv[++i]
    if (value === undefined || value === '') {
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
      default:
        throw new HostArgsError(`unknown option ${raw}`)
    }
  }
  return args
}
