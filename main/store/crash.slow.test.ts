import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, type Api } from '@main/api/router'
import { deckAfter, LOCKED_EXIT, nextStep, type DeleteStep } from '@tools/testing/crash-steps'
import { tempDir } from '@tools/testing/store-helpers'

/**
 * Crash safety (docs/reliability.md): processes working on the saves through the real api are killed with SIGKILL at
 * random moments, in three lanes:
 *
 * - saving: 200 kills of a process renaming a deck over and over;
 * - deleting: kills of a process that creates, changes and deletes a profile over and over,
 *   many of them during the delete;
 * - two processes: two start on one data folder at once, from a lock left stale by the last
 *   kill; exactly one takes the folder, the other stops naming it, and the one is killed.
 *
 * After every kill the saves must load without a damage notice, valid, and equal to one of the
 * saved states: the last one the child confirmed, or the one it was writing when it died; a
 * deleted profile never comes back from its backup. Children are bundled once so each start
 * takes milliseconds, and every child takes the data folder's lock as the hosts do.
 */
const KILLS = 200
const DELETE_KILLS = 80
const RACE_KILLS = 40
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

type Mode = 'save' | 'delete'

interface Standby {
  child: ChildProcess
  loaded: Promise<void>
  out: () => string
  err: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts a child that loads its code and waits for where to go on from (see crash-child.ts). */
function standby(dataDir: string, mode: Mode): Standby {
  const child = spawn(process.execPath, [childJs, dataDir, mode], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()))
  const loaded = new Promise<void>((resolve) => {
    const listen = (): void => {
      if (out.includes('loaded\n')) {
        child.stdout?.off('data', listen)
        resolve()
      }
    }
    child.stdout?.on('data', listen)
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, loaded, out: () => out, err: () => err, exited }
}

/** The lines a child printed once it had started working (after `ready`). */
function workLines(ready: Standby): string[] {
  const out = ready.out()
  const at = out.indexOf('ready\n')
  return at < 0
    ? []
    : out
        .slice(at + 'ready\n'.length)
        .split('\n')
        .filter(Boolean)
}

/** Resolves once the child has confirmed its first step of work. */
function firstStep(ready: Standby): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (workLines(ready).length > 0) {
        ready.child.stdout?.off('data', check)
        resolve()
      }
    }
    ready.child.stdout?.on('data', check)
    void ready.exited.then(({ signal }) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited by itself: ${ready.err()}`))
    })
    check()
  })
}

/**
 * Lets a waiting child work from `from`, kills it `delayMs` after its first confirmed step (so
 * every kill lands among steps however slow the machine is), and returns the lines it printed.
 */
async function runAndKill(ready: Standby, from: string, delayMs: number): Promise<string[]> {
  await ready.loaded
  ready.child.stdin?.write(`${from}\n`)
  await firstStep(ready)
  setTimeout(() => ready.child.kill('SIGKILL'), delayMs)
  const { signal } = await ready.exited
  if (signal !== 'SIGKILL') throw new Error(`child exited by itself: ${ready.err()}`)
  return workLines(ready)
}

/** A small seeded generator, so a failing run can be repeated. */
function delays(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s % 30
  }
}

/** A fresh start on the folder: no damage notice, ever, after a kill. */
async function freshStart(dataDir: string, what: string): Promise<Api> {
  const api = createApi({ dataDir, host: 'web' })
  expect(await api.call('app.notices', undefined), what).toEqual({ ok: true, value: [] })
  return api
}

/** Slot `slot`'s first deck's name as a fresh start finds it; null when the slot is empty. */
async function deckName(api: Api, slot: 1 | 2): Promise<string | null> {
  const loaded = await api.call('profiles.load', { slot })
  if (!loaded.ok) {
    if (loaded.error.code === 'not-found') return null
    throw new Error(loaded.error.key)
  }
  const decks = await api.call('decks.list', undefined)
  if (!decks.ok) throw new Error(decks.error.key)
  return (decks.value as { name: string }[])[0]?.name ?? ''
}

/** The deck name's number after a save (0: never renamed). */
const savedNumber = (name: string | null): number =>
  name === 'Starter deck' || name === null ? 0 : Number(name.slice(1))

async function makeProfile(dataDir: string): Promise<void> {
  const setup = createApi({ dataDir, host: 'web' })
  expect((await setup.call('profiles.create', { slot: 1, name: 'Crash' })).ok).toBe(true)
  await setup.flush()
}

/** The saving lane: returns how many saves the killed children confirmed. */
async function saveLane(dataDir: string, kills: number, seed: number): Promise<number> {
  await makeProfile(dataDir)
  const nextDelay = delays(seed)
  let expected = 0
  let saves = 0
  // Children waiting their turn load their code while another saves (they touch no file
  // until told to start), so the kills are not spaced out by Node's start-up time.
  const waiting = Array.from({ length: POOL }, () => standby(dataDir, 'save'))
  for (let kill = 0; kill < kills; kill++) {
    const first = expected + 1
    const current = waiting.shift()!
    if (kill + waiting.length + 1 < kills) waiting.push(standby(dataDir, 'save'))
    const lines = await runAndKill(current, String(first), nextDelay())
    const confirmed = Math.max(first - 1, ...lines.map(Number))
    saves += confirmed - first + 1
    const found = savedNumber(await deckName(await freshStart(dataDir, `kill ${kill}`), 1))
    // Either the last confirmed save, or the one being written when the kill came.
    expect([confirmed, confirmed + 1], `${dataDir} kill ${kill}: found n${found}`).toContain(found)
    expected = found
  }
  for (const left of waiting) left.child.kill('SIGKILL')
  return saves
}

/** The deleting lane: returns how many kills came while a delete was under way. */
async function deleteLane(dataDir: string, kills: number, seed: number): Promise<number> {
  const nextDelay = delays(seed)
  let position: [DeleteStep, number] = ['d', 0]
  let midDelete = 0
  const waiting = Array.from({ length: POOL }, () => standby(dataDir, 'delete'))
  for (let kill = 0; kill < kills; kill++) {
    const current = waiting.shift()!
    if (kill + waiting.length + 1 < kills) waiting.push(standby(dataDir, 'delete'))
    const lines = await runAndKill(current, position.join(' '), nextDelay())
    const [step, round] = (lines.at(-1)?.split(' ') ?? position) as [DeleteStep, number | string]
    const last: [DeleteStep, number] = [step, Number(round)]
    const inFlight = nextStep(...last)
    if (inFlight[0] === 'd') midDelete += 1
    const found = await deckName(await freshStart(dataDir, `delete kill ${kill}`), 2)
    // The last confirmed step, or the one under way: a delete is whole or not at all.
    const match = [last, inFlight].find((at) => deckAfter(...at) === found)
    expect(match, `delete kill ${kill} after ${last.join(' ')}: found ${found}`).toBeDefined()
    position = match!
  }
  for (const left of waiting) left.child.kill('SIGKILL')
  return midDelete
}

/** Two children told to start at once: one works, the other stops naming it. The one is killed. */
async function race(dataDir: string, first: number, delayMs: number): Promise<number> {
  const pair = [standby(dataDir, 'save'), standby(dataDir, 'save')] as const
  await Promise.all(pair.map((c) => c.loaded))
  for (const c of pair) c.child.stdin?.write(`${first}\n`)
  // Each either starts working (and goes on until killed) or stops by itself.
  const outcomes = await Promise.all(
    pair.map((c) =>
      Promise.race([
        firstStep(c).then(
          () => 'working' as const,
          () => 'stopped' as const,
        ),
        c.exited.then(() => 'stopped' as const),
      ]),
    ),
  )
  expect([...outcomes].sort(), 'exactly one of two processes may work on a folder').toEqual([
    'stopped',
    'working',
  ])
  const winner = outcomes[0] === 'working' ? pair[0] : pair[1]
  const loser = winner === pair[0] ? pair[1] : pair[0]
  expect((await loser.exited).code, loser.err()).toBe(LOCKED_EXIT)
  expect(loser.err()).toContain(`held ${winner.child.pid}`)
  setTimeout(() => winner.child.kill('SIGKILL'), delayMs)
  const { signal } = await winner.exited
  if (signal !== 'SIGKILL') throw new Error(`child exited by itself: ${winner.err()}`)
  return Math.max(first - 1, ...workLines(winner).map(Number))
}

/** The two-process lane: returns how many attempts were refused. */
async function raceLane(dataDir: string, kills: number, seed: number): Promise<number> {
  await makeProfile(dataDir)
  const nextDelay = delays(seed)
  let expected = 0
  for (let kill = 0; kill < kills; kill++) {
    const confirmed = await race(dataDir, expected + 1, nextDelay())
    const found = savedNumber(await deckName(await freshStart(dataDir, `race ${kill}`), 1))
    expect([confirmed, confirmed + 1], `race ${kill}: found n${found}`).toContain(found)
    expected = found
  }
  return kills
}

describe('crash safety', () => {
  it(`the profile survives ${KILLS} kills mid-save, always valid and equal to a saved state`, async () => {
    const saves = await saveLane(join(dir, 'data'), KILLS, 2026)
    expect(saves).toBeGreaterThanOrEqual(KILLS)
  }, 600_000)

  it(`a delete survives ${DELETE_KILLS} kills: whole or not at all, never back from its backup`, async () => {
    const midDelete = await deleteLane(join(dir, 'delete'), DELETE_KILLS, 7)
    expect(midDelete).toBeGreaterThan(0)
  }, 600_000)

  it(`two processes on one folder, ${RACE_KILLS} times from a stale lock: one works, the other names it`, async () => {
    expect(await raceLane(join(dir, 'race'), RACE_KILLS, 99)).toBe(RACE_KILLS)
  }, 600_000)
})
