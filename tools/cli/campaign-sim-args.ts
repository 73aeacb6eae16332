/**
 * `npm run campaign-sim`'s arguments (tools/cli/campaign-sim.ts): read, or refused with the
 * usage the command prints before it stops with exit code 2 (tools/cli/usage.ts). Apart from the
 * command, so that its refusals are checked without starting a process for each.
 */
import { AI_TIERS, type AiTier } from '@main/ai'
import { UsageError, type Command } from './usage'

/** What `--help` prints, and what follows a refusal. */
const USAGE = `Usage: npm run --silent campaign-sim -- [--seeds 20] [--first-seed 1] [--player ${AI_TIERS.join('|')}] [--max-matches 150] [--stake-share 0.1] [--jobs 2] [--json]`

export interface Args {
  seeds: number
  firstSeed: number
  json: boolean
  player: AiTier
  maxMatches: number
  stakeShare: number
  /** processes to spread the seeds over (the runs are independent) */
  jobs: number
  /** internal: this process is a worker running only these seeds */
  worker: number[] | null
}

/** Reads the command's arguments; throws UsageError naming the first thing wrong. */
export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    seeds: 20,
    firstSeed: 1,
    json: false,
    player: 'veteran',
    maxMatches: 150,
    stakeShare: 0.1,
    jobs: 2,
    worker: null,
  }
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]
    const value = argv[i + 1]
    const number = (): number => {
      const n = Number(value)
      if (value === undefined || value === '' || !Number.isFinite(n))
        throw new UsageError(`${flag} needs a number.`)
      i++
      return n
    }
    // out of range is refused, not clamped: a typo must not quietly run another experiment
    const whole = (min: number): number => {
      const n = number()
      if (!Number.isInteger(n) || n < min)
        throw new UsageError(`${flag} is a whole number of ${min} or more, not ${value}.`)
      return n
    }
    switch (flag) {
      case '--json':
        args.json = true
        break
      case '--seeds':
        args.seeds = whole(1)
        break
      case '--first-seed':
        args.firstSeed = whole(Number.MIN_SAFE_INTEGER)
        break
      case '--max-matches':
        args.maxMatches = whole(1)
        break
      case '--stake-share':
        args.stakeShare = number()
        if (args.stakeShare < 0 || args.stakeShare > 1)
          throw new UsageError(`--stake-share is a share of the credits from 0 to 1, not ${value}.`)
        break
      case '--jobs':
        args.jobs = whole(1)
        break
      case '--worker':
        args.worker = (value ?? '').split(',').map(Number)
        i++
        break
      case '--player':
        if (!AI_TIERS.includes(value as AiTier)) {
          throw new UsageError(`--player is one of ${AI_TIERS.join(', ')}.`)
        }
        args.player = value as AiTier
        i++
        break
      default:
        throw new UsageError(`Unknown option "${flag}".`)
    }
  }
  return args
}

/** `npm run campaign-sim`: its usage and its arguments. */
export const CAMPAIGN_SIM: Command<Args> = { usage: USAGE, parse: parseArgs }
