/**
 * `npm run sim`'s arguments (tools/cli/sim.ts): read, or refused with the usage the command
 * prints before it stops with exit code 2 (tools/cli/usage.ts). Apart from the command, so that
 * its refusals are checked without starting a process for each.
 */
import { isRulesetId, type RulesetId } from '@main/engine'
import { CONTESTANT_NAMES } from '@tools/ai/contestants'
import { POLICIES } from '@main/ai/belief'
import { UsageError, type Command } from './usage'

/** The flags that take a value, and the mode each belongs to (null: both). */
const VALUE_FLAGS: Readonly<Record<string, 'pair' | 'scripted' | null>> = {
  rules: null,
  matches: null,
  seed: null,
  log: null,
  a: 'pair',
  b: 'pair',
  players: 'scripted',
  against: 'scripted',
}

export interface Flags {
  rules: RulesetId
  matches: number
  seed: number
  json: boolean
  log: string | undefined
  named: Map<string, string>
}

/** What `--help` prints, and what follows a refusal. */
const USAGE =
  `Usage: npm run sim -- --rules classic|tournament|cantina --a PLAYER --b PLAYER [--matches 2000] [--seed 1] [--json] [--log FILE]\n` +
  `       npm run sim -- --scripted [--rules R] [--matches 400] [--seed 1] [--players a,b] [--against a,b,sure] [--json] [--log FILE]\n` +
  `PLAYER: ${CONTESTANT_NAMES.join(', ')}, policy:<id>, sure:<id>\n` +
  `<id>: ${POLICIES.map((p) => p.id).join(', ')}`

const refuse = (sentence: string): never => {
  throw new UsageError(sentence)
}

/** Reads the command's arguments; throws UsageError naming the first thing wrong. */
export function parseSimArgs(argv: readonly string[]): Flags & { scripted: boolean } {
  const named = new Map<string, string>()
  let json = false
  let scripted = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--json') json = true
    else if (arg === '--scripted') scripted = true
    else if (arg.startsWith('--')) {
      const key = arg.slice(2)
      if (!(key in VALUE_FLAGS)) refuse(`Unknown option "${arg}".`)
      const value = argv[i + 1]
      // a flag followed by another flag or by nothing has no value: say so, not "Unknown ruleset"
      if (value === undefined || value.startsWith('--')) refuse(`${arg} needs a value.`)
      named.set(key, value as string)
      i++
    } else refuse(`Unexpected argument "${arg}".`)
  }
  for (const key of named.keys()) {
    const mode = VALUE_FLAGS[key]
    if (mode === 'scripted' && !scripted) refuse(`--${key} belongs to --scripted.`)
    if (mode === 'pair' && scripted) refuse(`--${key} is for a single pairing, not --scripted.`)
  }
  if (!scripted && (!named.has('a') || !named.has('b'))) refuse('Name both players: --a and --b.')
  const rules = named.get('rules') ?? 'classic'
  if (!isRulesetId(rules)) return refuse(`Unknown ruleset "${rules}".`)
  const matches = Number(named.get('matches') ?? (scripted ? '400' : '2000'))
  const seed = Number(named.get('seed') ?? '1')
  if (!Number.isInteger(matches) || matches < 1)
    refuse('--matches must be a whole number of 1 or more.')
  if (!Number.isInteger(seed)) refuse('--seed must be a whole number.')
  return { rules, matches, seed, json, scripted, log: named.get('log'), named }
}

/** `npm run sim`: its usage and its arguments. */
export const SIM: Command<Flags & { scripted: boolean }> = { usage: USAGE, parse: parseSimArgs }
