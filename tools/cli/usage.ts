/**
 * How every command line of the repo answers before it does any work: `--help` or `-h` prints
 * its usage on stdout and exits 0; an argument it cannot use prints one sentence naming what is
 * wrong, then the usage, on stderr and exits 2, so a typo never quietly runs another
 * experiment. A command is its usage and a parse function; the command calls `argsOrExit`, and
 * scripts/command-lines.test.ts reads every command's arguments through `answerTo` without running it.
 */

/** An argument the command cannot use; the message is the one sentence printed over the usage. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** A command line: what `--help` prints, and how it reads its arguments. */
export interface Command<T> {
  /** one or more lines, the first starting "Usage: npm run …" */
  usage: string
  /** the arguments read; throws UsageError naming the first thing wrong */
  parse(argv: readonly string[]): T
}

/** What a command says instead of running: its exit code and what it prints where. */
export interface Answer {
  code: 0 | 2
  stdout: string
  stderr: string
}

/** Whether the arguments ask for the usage: `--help` or `-h` anywhere among them. */
function asksForHelp(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === '--help' || arg === '-h')
}

/** The answer to a refused argument: the sentence, then the usage, on stderr and exit 2. */
export function refusal(usage: string, sentence: string): Answer {
  return { code: 2, stdout: '', stderr: `${sentence}\n${usage}\n` }
}

/** The arguments read by `command`, or the answer it gives instead of running. */
export function answerTo<T>(
  command: Command<T>,
  argv: readonly string[],
): { args: T } | { answer: Answer } {
  if (asksForHelp(argv)) return { answer: { code: 0, stdout: `${command.usage}\n`, stderr: '' } }
  try {
    return { args: command.parse(argv) }
  } catch (error) {
    if (error instanceof UsageError) return { answer: refusal(command.usage, error.message) }
    throw error
  }
}

/** Prints an answer and ends the process with its code. */
export function exitWith(answer: Answer): never {
  process.stdout.write(answer.stdout)
  process.stderr.write(answer.stderr)
  process.exit(answer.code)
}

/** The arguments the command runs with; help or a refusal is printed and the process ends. */
export function argsOrExit<T>(command: Command<T>, argv: readonly string[]): T {
  const read = answerTo(command, argv)
  if ('answer' in read) exitWith(read.answer)
  return read.args
}

/** The parse of a command that takes no arguments: anything given is refused. */
export function noArguments(argv: readonly string[]): void {
  const first = argv[0]
  if (first === undefined) return
  throw new UsageError(
    first.startsWith('-') ? `Unknown option "${first}".` : `Unexpected argument "${first}".`,
  )
}
