import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { HOST_USAGE, HostArgsError, parseHostArgs } from '@main/host/args'
import { answerTo } from '@tools/cli/usage'
import { BENCH, BENCH_SECTIONS } from '../bench/run-args'
import { COMMANDS } from './command-lines'

/**
 * Every command line of the repo as a new contributor first tries it: `--help` (or `-h`) prints
 * the usage on stdout and exits 0 before any work, and an unknown option prints it on stderr
 * and exits 2. Each command's arguments are read here by the very command object the command
 * reads them with, so nothing is simulated, solved or measured.
 */
const ROOT = resolve(__dirname, '..')

/** The options README's npm scripts table names in a script's row (both cells). */
function readmeOptions(script: string): string[] {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8')
  const row = readme
    .split('\n')
    .find((line) => line.startsWith(`| \`${script}\``) || line.startsWith(`| \`${script} `))
  if (row === undefined) throw new Error(`README's npm scripts table has no row for ${script}`)
  return [...new Set(row.match(/--[a-z][a-z-]*/g) ?? [])]
}

describe.each(Object.entries(COMMANDS))('npm run %s', (script, command) => {
  it.each([['--help'], ['-h']])('answers %s with its usage on stdout and exit 0', (flag) => {
    expect(answerTo(command, [flag])).toEqual({
      answer: { code: 0, stdout: `${command.usage}\n`, stderr: '' },
    })
    // help wins over arguments that would otherwise start the work or be refused
    expect(answerTo(command, ['--frob', flag])).toHaveProperty('answer.code', 0)
  })

  it('refuses an unknown option with the usage on stderr and exit 2', () => {
    expect(answerTo(command, ['--frob'])).toEqual({
      answer: { code: 2, stdout: '', stderr: `Unknown option "--frob".\n${command.usage}\n` },
    })
  })

  it("names every option README's table lists for it", () => {
    expect(command.usage).toMatch(new RegExp(`^Usage: npm run (--silent )?${script}\\b`))
    for (const option of readmeOptions(script)) expect(command.usage).toContain(option)
  })
})

describe('npm run start:web', () => {
  it('answers --help and -h with the host usage, without building', async () => {
    const run = promisify(execFile)
    for (const flag of ['--help', '-h']) {
      const { stdout, stderr } = await run(process.execPath, [
        resolve(ROOT, 'scripts/start-web.mjs'),
        flag,
      ])
      expect(stdout).toBe(`${HOST_USAGE}\n`)
      expect(stderr).toBe('')
    }
    // the host itself, run as `node out/main/web-host.js --help`, answers the same
    expect(parseHostArgs(['--port', '8123', '-h'])).toEqual({ help: true })
  })

  it('leaves an unknown option to the host, which refuses it, and names the README options', () => {
    expect(() => parseHostArgs(['--frob'])).toThrow(HostArgsError)
    for (const option of readmeOptions('start:web')) expect(HOST_USAGE).toContain(option)
  })
})

describe('the command lines', () => {
  it('are every npm script that runs a file of the repo, bar start and test', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const runsAFile = Object.keys(scripts).filter((name) =>
      /\b(tsx|node|esbuild) \S+\.(ts|mjs)\b/.test(scripts[name] as string),
    )
    expect(runsAFile.sort()).toEqual(
      [...Object.keys(COMMANDS), 'start', 'start:web', 'test'].sort(),
    )
  })

  it("bench's usage and README name the same sections", () => {
    const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ')
    expect(readme).toContain(`runs only the named sections (${BENCH_SECTIONS.join(', ')})`)
    expect(answerTo(BENCH, ['ai', 'host'])).toEqual({ args: { only: ['ai', 'host'] } })
    expect(answerTo(BENCH, ['ia'])).toHaveProperty('answer.code', 2)
  })
})
