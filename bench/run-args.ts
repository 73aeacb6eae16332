/**
 * `npm run bench`'s arguments (bench/run.ts): the sections to run, or none for all. Apart from
 * the command, so that `--help` and a misspelt section are checked without measuring anything.
 */
import { UsageError, type Command } from '@tools/cli/usage'

/** The benchmark's sections, in the order they run. */
export const BENCH_SECTIONS = ['engine', 'ai', 'host', 'renderer', 'solver'] as const
export type BenchSection = (typeof BENCH_SECTIONS)[number]

const isSection = (name: string): name is BenchSection =>
  (BENCH_SECTIONS as readonly string[]).includes(name)

/** Reads the sections named; throws UsageError for an option or a section there is not. */
export function parseBenchArgs(argv: readonly string[]): { only: BenchSection[] } {
  for (const arg of argv) {
    if (arg.startsWith('-')) throw new UsageError(`Unknown option "${arg}".`)
    // a misspelt section would otherwise run nothing of it and overwrite the results file
    if (!isSection(arg)) throw new UsageError(`Unknown section "${arg}".`)
  }
  return { only: argv as BenchSection[] }
}

/** `npm run bench`: its usage and its arguments. */
export const BENCH: Command<{ only: BenchSection[] }> = {
  usage:
    'Usage: npm run bench [-- SECTION …]\n' +
    `SECTION: ${BENCH_SECTIONS.join(', ')} (all of them when none is named); the table is printed and bench/results.json written`,
  parse: parseBenchArgs,
}
