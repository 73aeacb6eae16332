import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { HOST_USAGE, parseHostArgs } from '@main/host/args'
import { answerTo } from '@tools/cli/usage'
import { BENCH, BENCH_SECTIONS } from '../bench/run-args'
import { COMMANDS } from './command-lines'
import { loadHostArgs } from './host-args.mjs'
import { answerBeforeBuild } from './start-web.mjs'

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

/**
 * A copy of the checkout's start scripts and the host's parser with nothing built, so a start
 * that built before it read its arguments would be seen doing it (out/ would appear, "Building
 * Pazaak…" would be printed). Electron is pointed at a folder that does not exist, so no start
 * finds a binary or tries a download, on a machine that has one or not.
 */
function bareCheckout(): { root: string; env: NodeJS.ProcessEnv } {
  const root = mkdtempSync(join(tmpdir(), 'pazaak-bare-'))
  cpSync(resolve(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true })
  mkdirSync(join(root, 'main', 'host'), { recursive: true })
  cpSync(resolve(ROOT, 'main/host/args.ts'), join(root, 'main/host/args.ts'))
  symlinkSync(resolve(ROOT, 'node_modules'), join(root, 'node_modules'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ELECTRON_OVERRIDE_DIST_PATH: join(root, 'no-electron'),
  }
  delete env.ELECTRON_EXEC_PATH
  return { root, env }
}

/** What a start script of a bare checkout answered: exit code, stdout, stderr; and whether it built. */
async function startBare(
  script: string,
  args: string[],
): Promise<{ code: unknown; stdout: string; stderr: string; built: boolean }> {
  const { root, env } = bareCheckout()
  try {
    const run = promisify(execFile)
    const answer = await run(process.execPath, [join(root, 'scripts', script), ...args], {
      env,
      timeout: 30_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: unknown; stdout: string; stderr: string }) => error,
    )
    const { code, stdout, stderr } = answer
    return { code, stdout, stderr, built: existsSync(join(root, 'out')) }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe('npm run start:web', () => {
  it('reads its arguments with the host parser itself, loaded from the source', async () => {
    const loaded = await loadHostArgs()
    expect(loaded.HOST_USAGE).toBe(HOST_USAGE)
    for (const argv of [
      ['--port', '8123', '--data=saves'],
      ['--seed', '7', '--today', '2026-12-24'],
    ])
      expect(loaded.parseHostArgs(argv)).toEqual(parseHostArgs(argv))
    expect(() => loaded.parseHostArgs(['--frob'])).toThrow(loaded.HostArgsError)
  })

  it('answers --help and -h with the host usage, and a mistake in the host words, exit 2', async () => {
    const host = await loadHostArgs()
    for (const flag of ['--help', '-h']) {
      expect(answerBeforeBuild(['--port', '8123', flag], host)).toEqual({
        code: 0,
        stdout: `${HOST_USAGE}\n`,
        stderr: '',
      })
    }
    expect(answerBeforeBuild(['--frob'], host)).toEqual({
      code: 2,
      stdout: '',
      stderr: `unknown option "--frob"\n${HOST_USAGE}\n`,
    })
    expect(answerBeforeBuild(['--port', 'eighty'], host)).toHaveProperty('code', 2)
    expect(answerBeforeBuild(['--port', '8123', '--data', 'saves'], host)).toBeNull()
    for (const option of readmeOptions('start:web')) expect(HOST_USAGE).toContain(option)
  })

  it('answers before it builds, as a process', async () => {
    expect(await startBare('start-web.mjs', ['--help'])).toEqual({
      code: 0,
      stdout: `${HOST_USAGE}\n`,
      stderr: '',
      built: false,
    })
    expect(await startBare('start-web.mjs', ['--port', '8123', '--frob'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `unknown option "--frob"\n${HOST_USAGE}\n`,
      built: false,
    })
  })
})

describe('the command lines', () => {
  it('are every npm script that runs a file of the repo, with start, start:web and test', () => {
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
