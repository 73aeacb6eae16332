/**
 * `npm run regret`'s arguments (tools/ai/measure-regret.ts): read, or refused with the usage the
 * command prints before it stops with exit code 2 (tools/cli/usage.ts). Apart from the command,
 * which starts measuring as it is loaded, so that its refusals are checked without a solve.
 */
import { UsageError, type Command } from '@tools/cli/usage'
import {
  HABIT_OPPONENTS,
  isSolverOpponent,
  isTierOpponent,
  type FixedOpponent,
} from './tier-opponent'

export interface RegretArgs {
  pairs: number
  matches: number
  handSize: number
  seed: number
  firstPair: number
  /** measure the best-response ceiling against `opponent` */
  ceiling: boolean
  /** measure master's regret (false with --no-regret) */
  regret: boolean
  opponent: FixedOpponent
  log: string | undefined
}

/** The flags that take a value, each with its default. */
const VALUES: Readonly<Record<string, string | undefined>> = {
  pairs: '16',
  matches: '2',
  'hand-size': '4',
  seed: '1',
  'first-pair': '0',
  opponent: 'kotor',
  log: undefined,
}

const refuse = (sentence: string): never => {
  throw new UsageError(sentence)
}

/** A whole number of at least `min` given to `--key`. */
function whole(key: string, value: string, min: number): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min)
    refuse(`--${key} is a whole number of ${min} or more, not ${value}.`)
  return n
}

/** A hand holds at most four cards, in the game as in the solver. */
function handSize(value: string): number {
  const n = whole('hand-size', value, 0)
  if (n > 4) refuse(`--hand-size is at most 4, the cards a hand holds, not ${value}.`)
  return n
}

/** Reads the command's arguments; throws UsageError naming the first thing wrong. */
export function parseRegretArgs(argv: readonly string[]): RegretArgs {
  const named = new Map<string, string>()
  const switches = new Set<string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--ceiling' || arg === '--no-regret') switches.add(arg.slice(2))
    else if (arg.startsWith('--') && arg.slice(2) in VALUES) {
      const value = argv[++i]
      if (value === undefined || value.startsWith('--')) refuse(`${arg} needs a value.`)
      named.set(arg.slice(2), value as string)
    } else if (arg.startsWith('-')) refuse(`Unknown option "${arg}".`)
    else refuse(`Unexpected argument "${arg}".`)
  }
  const get = (key: string): string => named.get(key) ?? (VALUES[key] as string)
  const opponent = get('opponent')
  if (!isSolverOpponent(opponent) || opponent === 'optimal')
    refuse(
      `--opponent is rookie, kotor, veteran or a habit (${HABIT_OPPONENTS.join(', ')}), not "${opponent}".`,
    )
  const regret = !switches.has('no-regret')
  if (regret && !isTierOpponent(opponent as FixedOpponent))
    refuse(
      `Master's regret is measured against a tier; against the habit ${opponent} add --no-regret.`,
    )
  return {
    pairs: whole('pairs', get('pairs'), 1),
    matches: whole('matches', get('matches'), 1),
    handSize: handSize(get('hand-size')),
    seed: whole('seed', get('seed'), Number.MIN_SAFE_INTEGER),
    firstPair: whole('first-pair', get('first-pair'), 0),
    ceiling: switches.size > 0,
    regret,
    opponent: opponent as FixedOpponent,
    log: named.get('log'),
  }
}

/** `npm run regret`: its usage and its arguments. */
export const REGRET: Command<RegretArgs> = {
  usage:
    'Usage: npm run regret -- [--pairs 16] [--matches 2] [--hand-size 4] [--seed 1] [--first-pair 0] [--ceiling | --no-regret] [--opponent rookie|kotor|veteran|<habit>] [--log FILE]\n' +
    `<habit>: ${HABIT_OPPONENTS.join(', ')} (with --no-regret only)`,
  parse: parseRegretArgs,
}
