/**
 * `npm run --silent scenario -- FILE`: runs a scenario file (docs/scenarios.md) and prints one JSON
 * object. Exit 0 for an answer (a rejected action included), 2 for malformed input; a command
 * line it cannot use is refused with the usage on stderr (scenario-args.ts).
 */
import { readFileSync } from 'node:fs'
import { runScenarioText, ScenarioError } from '@tools/scenario/run'
import { SCENARIO } from './scenario-args'
import { argsOrExit } from './usage'

function main(argv: string[]): number {
  const { file } = argsOrExit(SCENARIO, argv)
  let text: string
  try {
    text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8')
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ ok: false, error: `Cannot read ${file}: ${(error as Error).message}` })}\n`,
    )
    return 2
  }
  try {
    process.stdout.write(`${JSON.stringify(runScenarioText(text))}\n`)
    return 0
  } catch (error) {
    if (error instanceof ScenarioError) {
      process.stdout.write(`${JSON.stringify({ ok: false, error: error.message })}\n`)
      return 2
    }
    throw error
  }
}

process.exitCode = main(process.argv.slice(2))
