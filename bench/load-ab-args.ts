/**
 * `npm run bench:ab`'s arguments (bench/load-ab.ts): two revisions and how many loads each.
 * Apart from the command, so that `--help` and a typo are checked without building anything.
 */
import { UsageError, type Command } from '@tools/cli/usage'

export interface LoadAbArgs {
  /** two git revisions, `.` for the working tree */
  revisions: [string, string]
  /** loads of each build */
  loads: number
}

/** Reads the revisions and `--loads` (25 unless told); throws UsageError for anything else. */
export function parseLoadAbArgs(argv: readonly string[]): LoadAbArgs {
  const revisions: string[] = []
  let loads = 25
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--loads') {
      const value = argv[++i]
      const n = Number(value)
      if (value === undefined || !Number.isInteger(n) || n < 1)
        throw new UsageError(`--loads is a whole number of 1 or more, not ${value ?? 'nothing'}.`)
      loads = n
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option "${arg}".`)
    else revisions.push(arg)
  }
  if (revisions.length !== 2)
    throw new UsageError(`Name two revisions to compare, not ${revisions.length}.`)
  return { revisions: revisions as [string, string], loads }
}

/** `npm run bench:ab`: its usage and its arguments. */
export const LOAD_AB: Command<LoadAbArgs> = {
  usage:
    'Usage: npm run bench:ab -- <revision-a> <revision-b> [--loads 25]\n' +
    'A revision is anything git names (main, HEAD~1, a commit), or . for the working tree.',
  parse: parseLoadAbArgs,
}
