import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '@main/api/router'
import { tempDir } from '@tools/testing/store-helpers'

/**
 * Crash safety (docs/security.md, "Saved data"): a process saving in a loop is killed with SIGKILL at
 * random moments, 200 times. After every kill the profile must load without a damage notice,
 * valid, and equal to one of the saved states: the last one the child confirmed, or the one it
 * was writing when it died. The child is bundled once so each start takes milliseconds.
 */
const KILLS = 200
/** children loaded ahead of their turn, per lane */
const POOL = 2

let dir: string
let cleanup: () => void
let childJs: string

beforeAll(() => {
  ;({ dir, cleanup } = tempDir('pazaak-crash-'))
  childJs = join(dir, 'crash-child.js')
  buildSync({
    entryPoints: [join(__dirname, '../../tools/testing/crash-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: childJs,
    logLevel: 'silent',
  })
})
afterAll(() => cleanup())

interface Standby {
  child: ChildProcess
  loaded: Promise<void>
}

/** Starts a child that loads its code and waits for its first i (see tools/testing/crash-child.ts). */
function standby(dataDir: string): Standby {
  const child = spawn(process.execPath, [childJs, dataDir], { stdio: ['pipe', 'pipe', 'pipe'] })
  const loaded = new Promise<void>((resolve) => {
    let out = ''
    const listen = (chunk: Buffer): void => {
      out += chunk.toString()
      if (out.includes('loaded\n')) {
        child.stdout?.off('data', listen)
        resolve()
      }
    }
    child.stdout?.on('data', listen)
  })
  return { child, loaded }
}

/**
 * Lets a waiting child save from `first`, kills it `delayMs` after its first confirmed save,
 * and returns the last i it confirmed.
 */
async function runAndKill(ready: Standby, first: number, delayMs: number): Promise<number> {
  await ready.loaded
  const { child } = ready
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    let timer: NodeJS.Timeout | undefined
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      // The clock starts at the first confirmed save, so every kill lands among saves
      // however slow the machine is.
      if (timer === undefined && /ready\n\d+\n/.test(out)) {
        timer = setTimeout(() => child.kill('SIGKILL'), delayMs)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`child exited by itself: ${err}`))
      const confirmed = out
        .split('\n')
        .filter((line) => /^\d+$/.test(line))
        .map(Number)
      resolve(Math.max(first, ...confirmed))
    })
    child.stdin?.write(`${first}\n`)
  })
}

/** A small seeded generator, so a failing run can be repeated. */
function delays(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % 30
  }
}

/** Creates a profile, kills its saving children `kills` times; returns how many saves they confirmed. */
async function lane(dataDir: string, kills: number, seed: number): Promise<number> {
  const setup = createApi({ dataDir, host: 'web' })
  expect((await setup.call('profiles.create', { slot: 1, name: 'Crash' })).ok).toBe(true)
  await setup.flush()

  const nextDelay = delays(seed)
  let expected = 0 // the deck name's number after the last save found (0: never renamed)
  let saves = 0
  // Children waiting their turn load their code while another saves (they touch no file
  // until told to start), so the kills are not spaced out by Node's start-up time.
  const waiting = Array.from({ length: POOL }, () => standby(dataDir))
  for (let kill = 0; kill < kills; kill++) {
    const first = expected + 1
    const current = waiting.shift()!
    if (kill + waiting.length + 1 < kills) waiting.push(standby(dataDir))
    const confirmed = await runAndKill(current, first, nextDelay())
    saves += confirmed - first + 1

    const api = createApi({ dataDir, host: 'web' })
    const loaded = await api.call('profiles.load', { slot: 1 })
    expect(loaded.ok, `kill ${kill}`).toBe(true)
    expect(await api.call('app.notices', undefined), `kill ${kill}`).toEqual({
      ok: true,
      value: [],
    })
    const decks = await api.call('decks.list', undefined)
    if (!decks.ok) throw new Error(decks.error.key)
    const name = (decks.value as { name: string }[])[0]?.name ?? ''
    const found = name === 'Starter deck' ? 0 : Number(name.slice(1))
    // Either the last confirmed save, or the one being written when the kill came.
    expect([confirmed, confirmed + 1], `${dataDir} kill ${kill}: found n${found}`).toContain(found)
    expected = found
  }
  for (const left of waiting) left.child.kill('SIGKILL')
  return saves
}

describe('crash safety', () => {
  it(`the profile survives ${KILLS} kills mid-save, always valid and equal to a saved state`, async () => {
    const saves = await lane(join(dir, 'data'), KILLS, 2026)
    expect(saves).toBeGreaterThanOrEqual(KILLS)
  })
})
