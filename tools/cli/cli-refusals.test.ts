import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_SIM } from './campaign-sim-args'
import { SIM } from './sim-args'
import { answerTo, type Command } from './usage'

/**
 * `npm run sim` and `npm run campaign-sim` as a maintainer runs them with a typo: one sentence
 * naming what is wrong, the usage line, exit code 2, and no run started. One typo of each
 * command is typed at the command itself, a process that starts, reads its arguments and stops
 * (its exit code, and what it prints where); the others are read, in this process, by the
 * functions the command reads its arguments with (a tsx start takes seconds each).
 */
const run = promisify(execFile)
const tsx = resolve(__dirname, '../../node_modules/.bin/tsx')

async function cli(
  file: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [resolve(__dirname, file), ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/** What a command prints on stderr for `args`, read as the command reads them, with exit 2. */
function says<T>(command: Command<T>, args: string[]): string {
  const read = answerTo(command, args)
  if (!('answer' in read)) throw new Error(`${JSON.stringify(args)} was taken`)
  expect(read.answer.code).toBe(2)
  return read.answer.stderr
}
const simSays = (args: string[]): string => says(SIM, args)
const campaignSays = (args: string[]): string => says(CAMPAIGN_SIM, args)

/** One sentence, the usage, and the player names it offers. */
function expectSimRefusal(stderr: string, sentence: string): void {
  const lines = stderr.split('\n')
  expect(lines[0]).toBe(sentence)
  expect(lines[1]).toMatch(/^Usage: npm run sim -- /)
  // the player names the usage offers, the policy ids of sure:<id> and policy:<id> among them
  expect(stderr).toMatch(/policy:<id>, sure:<id>/)
  expect(stderr).toMatch(/<id>: stand14-save, .*stand16-rescue, .*kotor\n/)
}

const CAMPAIGN_USAGE =
  'Usage: npm run --silent campaign-sim -- [--seeds 20] [--first-seed 1] [--player rookie|kotor|veteran|master] [--max-matches 150] [--stake-share 0.1] [--jobs 2] [--json]\n'

describe.concurrent('the sim command line refuses', () => {
  it('a typo typed at the command: one line, the usage, nothing on stdout and exit 2', async () => {
    const args = ['--frobnicate', '1', '--a', 'master', '--b', 'kotor']
    const { code, stdout, stderr } = await cli('sim.ts', args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expectSimRefusal(stderr, 'Unknown option "--frobnicate".')
    expect(stderr).toBe(simSays(args))
  })

  it.each([
    [['--a', 'master', '--b', 'kotor', '--verbose'], 'Unknown option "--verbose".'],
    [['--a', 'master', '--b', 'kotor', '--seed'], '--seed needs a value.'],
    [['--seed', '--a', 'master', '--b', 'kotor'], '--seed needs a value.'],
    [['--a', 'master'], 'Name both players: --a and --b.'],
    [['--a', 'master', '--b', 'kotor', '--players', 'greedy'], '--players belongs to --scripted.'],
    [['--a', 'master', '--b', 'kotor', 'stray'], 'Unexpected argument "stray".'],
  ])('%j with one line and the usage', (args, sentence) => {
    expectSimRefusal(simSays(args), sentence)
  })
})

describe.concurrent('the campaign-sim command line refuses', () => {
  it('a typo typed at the command: one line, the usage, nothing on stdout and exit 2', async () => {
    const { code, stdout, stderr } = await cli('campaign-sim.ts', ['--seeds', '-3'])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toBe(`--seeds is a whole number of 1 or more, not -3.\n${CAMPAIGN_USAGE}`)
  })

  it.each([
    [['--seeds', '2.5'], '--seeds is a whole number of 1 or more, not 2.5.'],
    [['--max-matches', '0'], '--max-matches is a whole number of 1 or more, not 0.'],
    [['--stake-share', '5'], '--stake-share is a share of the credits from 0 to 1, not 5.'],
    [['--jobs', '0'], '--jobs is a whole number of 1 or more, not 0.'],
    [['--seeds'], '--seeds needs a number.'],
    [['--frob'], 'Unknown option "--frob".'],
  ])('%j with one line and the usage', (args, sentence) => {
    expect(campaignSays(args)).toBe(`${sentence}\n${CAMPAIGN_USAGE}`)
  })
})
