import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savesDir } from '@main/store'
import { LOCK_FILE } from '@main/store/folder-lock'
import { tempDir } from '@tools/testing/store-helpers'

/**
 * The browser host as a process (main/web-host.ts, bundled once like the built one): what a
 * player sees when a second host is started on saves that one is already serving.
 */
let dir: string
let cleanup: () => void
let hostJs: string

beforeAll(() => {
  ;({ dir, cleanup } = tempDir('pazaak-web-host-'))
  // The bundle sits in <dir>/main, so the host looks for <dir>/renderer, as out/ is laid out.
  hostJs = join(dir, 'main', 'web-host.js')
  buildSync({
    entryPoints: [join(__dirname, '..', 'web-host.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: hostJs,
    logLevel: 'silent',
  })
  mkdirSync(join(dir, 'renderer'))
  writeFileSync(join(dir, 'renderer', 'index.html'), '<html><head></head></html>')
})
afterAll(() => cleanup())

interface HostRun {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function runHost(dataDir: string): HostRun {
  const child = spawn(process.execPath, [hostJs, '--data', dataDir], { stdio: 'pipe' })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child, output: () => output, exited }
}

async function untilRunning(run: HostRun): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = (): void => {
      if (/Pazaak is running at/.test(run.output())) {
        run.child.stdout?.off('data', check)
        resolve()
      }
    }
    run.child.stdout?.on('data', check)
    void run.exited.then(() => reject(new Error(`the host exited:\n${run.output()}`)))
    check()
  })
}

describe('two browser hosts on one data folder', () => {
  it('the second exits non-zero naming the first; once the first stops, the folder is free', async () => {
    const dataDir = join(dir, 'data')
    const first = runHost(dataDir)
    await untilRunning(first)
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)

    const second = runHost(dataDir)
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`process ${first.child.pid}`)
    expect(second.output()).not.toContain('Pazaak is running at')

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    // the folder the host names is the one the store writes the profiles into
    expect(first.output()).toContain(`Saves are kept in ${savesDir(dataDir)}. Press Ctrl+C`)
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
    const third = runHost(dataDir)
    await untilRunning(third)
    third.child.kill('SIGTERM')
    expect(await third.exited).toBe(0)
  })

  it('a host killed outright leaves a stale lock that the next host takes over', async () => {
    const dataDir = join(dir, 'killed')
    const first = runHost(dataDir)
    await untilRunning(first)
    first.child.kill('SIGKILL')
    await first.exited
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)
    const next = runHost(dataDir)
    await untilRunning(next)
    next.child.kill('SIGTERM')
    expect(await next.exited).toBe(0)
  })
})
