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
import * as host from '@main/host/args'
import { HOST_USAGE, parseHostArgs } from '@main/host/args'
import { hostDataDir } from '@main/host/data-dir'
import { userDataDirFromArgv } from '@main/shell/command-line'
import { answerTo } from '@tools/cli/usage'
import { BENCH, BENCH_SECTIONS } from '../bench/run-args'
import { COMMANDS } from './command-lines'
import { loadHostArgs } from './host-args.mjs'
import { asksForHelp, fallbackArgs, startUsage } from './start-args.mjs'
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

describe('npm start', () => {
  const usage = startUsage(HOST_USAGE)

  it("names the desktop app's options, README's, and the browser version's usage", () => {
    expect(usage).toMatch(/^Usage: npm start \[-- --user-data-dir DIR\] \[--seed N\]\n/)
    expect(usage).toContain(HOST_USAGE.replace('Usage: ', ''))
    for (const option of readmeOptions('start')) expect(usage).toContain(option)
    expect(asksForHelp(['--seed', '1', '-h'])).toBe(true)
    expect(asksForHelp(['--enable-logging'])).toBe(false)
  })

  it('answers --help with its usage before it looks for Electron or builds', async () => {
    // no "Electron could not be found" line, no download, nothing built
    expect(await startBare('start.mjs', ['--enable-logging', '--help'])).toEqual({
      code: 0,
      stdout: `${usage}\n`,
      stderr: '',
      built: false,
    })
  })

  it('hands the browser version what it takes, --user-data-dir as --data, and names the rest', () => {
    const argv = ['--enable-logging', '--user-data-dir', 'my saves', '--seed=7', '--port', '5120']
    expect(fallbackArgs(argv, host)).toEqual({
      args: ['--data', 'my saves', '--seed=7', '--port', '5120'],
      note: 'The browser version leaves out what it does not take: --enable-logging',
    })
    expect(fallbackArgs(['--user-data-dir=/tmp/a b', 'stray'], host)).toEqual({
      args: ['--data=/tmp/a b'],
      note: 'The browser version leaves out what it does not take: stray',
    })
    expect(fallbackArgs([], host)).toEqual({ args: [], note: null })
  })

  it('keeps the saves in the same folder either way', () => {
    const cwd = process.cwd()
    for (const argv of [['--user-data-dir', 'my saves'], ['--user-data-dir=/tmp/pazaak']]) {
      const desktop = userDataDirFromArgv(argv, cwd, () => false)
      const read = fallbackArgs(argv, host)
      if (!('args' in read)) throw new Error('refused')
      const env = { platform: process.platform, env: {}, home: '/home/p' }
      expect(desktop).toEqual({
        kind: 'folder',
        path: hostDataDir(parseHostArgs(read.args).dataDir, env),
      })
    }
  })

  it("refuses, for the browser version, what the host's parser refuses, naming the switch", () => {
    expect(fallbackArgs(['--seed', 'x'], host)).toEqual({
      answer: {
        code: 2,
        stdout: '',
        stderr: `--seed needs a whole number from 0 to 4294967295, not "x"\n${usage}\n`,
      },
    })
    for (const argv of [
      ['--user-data-dir'],
      ['--user-data-dir', '--seed', '1'],
      ['--user-data-dir='],
    ])
      expect(fallbackArgs(argv, host)).toHaveProperty(
        'answer.stderr',
        `--user-data-dir needs a value\n${usage}\n`,
      )
  })

  it('stops a refused argument before it builds the browser version, as a process', async () => {
    const answer = await startBare('start.mjs', ['--today', '2026-02-30'])
    expect(answer).toMatchObject({ code: 2, built: false })
    expect(answer.stderr).toBe(
      `--today needs a calendar date like 2026-12-24, not "2026-02-30"\n${usage}\n`,
    )
    expect(answer.stdout).toMatch(/^Electron could not be found .*browser version instead/)
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
