/**
 * `npm run scenario`'s argument (tools/cli/scenario.ts): the one file to run, or `-` for stdin.
 * A mistake here is a mistake in the command, not in a scenario, so it is refused with the usage
 * on stderr (tools/cli/usage.ts), and stdout keeps to the scenario's JSON.
 */
import { UsageError, type Command } from './usage'

/** What `--help` prints, and what follows a refusal. */
const USAGE =
  'Usage: npm run --silent scenario -- FILE\n' +
  'FILE: a scenario file (docs/scenarios.md), or - to read one from stdin'

/** Reads the command's one argument; throws UsageError naming what is wrong. */
export function parseScenarioArgs(argv: readonly string[]): { file: string } {
  const [file, extra] = argv
  if (file === undefined) throw new UsageError('Name the scenario file to run.')
  if (file.startsWith('-') && file !== '-') throw new UsageError(`Unknown option "${file}".`)
  if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}": one file a run.`)
  return { file }
}

/** `npm run scenario`: its usage and its argument. */
export const SCENARIO: Command<{ file: string }> = { usage: USAGE, parse: parseScenarioArgs }
