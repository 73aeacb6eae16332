import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { delimiter, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { COMMANDS } from './command-lines'

/**
 * Every command line started for real, as npm starts it, with `--help`: the everyday test
 * (command-lines.test.ts) reads each command's arguments in-process, which cannot tell whether
 * the script asks them before it simulates, measures or writes anything. Here each one must
 * print exactly its usage and leave every file of the repo as it was (the sounds, icons,
 * licences and bench results are committed files). One process after another: a dozen tsx
 * starts, slow on a busy machine, hence the slow suite.
 */
const ROOT = resolve(__dirname, '..')

const run = promisify(execFile)
const { scripts } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

/** The repo's files that differ from the last commit, as git lists them. */
async function changedFiles(): Promise<string> {
  return (await run('git', ['status', '--porcelain'], { cwd: ROOT })).stdout
}

describe('every command line, started as npm starts it', () => {
  it.each(Object.entries(COMMANDS))(
    '%s --help prints its usage and changes no file',
    async (script, command) => {
      const before = await changedFiles()
      // npm runs a script's line in a shell with node_modules/.bin first on the PATH, and puts
      // the arguments after `--` at its end (for regret, on the bundle it runs last)
      const { stdout } = await run('sh', ['-c', `${scripts[script]} --help`], {
        cwd: ROOT,
        env: {
          ...process.env,
          PATH: `${resolve(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
        },
      })
      expect(stdout).toBe(`${command.usage}\n`)
      expect(await changedFiles()).toBe(before)
    },
  )
})
