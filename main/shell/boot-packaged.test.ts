/**
 * The same boot as boot.test.ts, from a folder holding only what electron-builder packs:
 * out/**, package.json and the production dependencies (package.json "dependencies", with
 * theirs). The app is booted as packaged and may load nothing from outside that folder, so a
 * module the packaged app needs but that is only a devDependency fails here, not on a
 * player's machine. (What electron-builder really packs is checked in scripts/packaging.test.ts.)
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALL_NAMES } from '@preload/call-names'
import { buildIfStale } from '../../scripts/build-if-stale.cjs'
import { bootApp, type Booted } from '@tools/testing/fake-electron/boot'
import { bridgeCalls, electronApi, pageCall, ROOT } from '@tools/testing/fake-electron/boot-kit'

interface Manifest {
  dependencies?: Record<string, string>
}

/** The production dependencies, with theirs, as npm installed them. */
function productionModules(): string[] {
  const seen = new Set<string>()
  const visit = (manifest: Manifest): void => {
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      if (seen.has(name)) continue
      seen.add(name)
      visit(JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')))
    }
  }
  visit(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')))
  return [...seen]
}

let dir: string
let appDir: string
let booted: Booted
let bridge: unknown

beforeAll(async () => {
  buildIfStale(ROOT)
  electronApi()
  dir = await mkdtemp(join(tmpdir(), 'pazaak-packaged-'))
  appDir = join(dir, 'app')
  mkdirSync(appDir)
  cpSync(join(ROOT, 'out'), join(appDir, 'out'), {
    recursive: true,
    filter: (src) => !src.endsWith('.map'),
  })
  cpSync(join(ROOT, 'package.json'), join(appDir, 'package.json'))
  for (const name of productionModules()) {
    cpSync(join(ROOT, 'node_modules', name), join(appDir, 'node_modules', name), {
      recursive: true,
    })
  }
  booted = bootApp({
    api: electronApi(),
    appDir,
    appData: join(dir, 'appData'),
    args: [`--user-data-dir=${join(dir, 'data')}`],
    isPackaged: true,
  })
  booted.ready()
  await booted.shown()
  bridge = booted.preload().exposed.get('pazaak')
}, 180_000)

afterAll(async () => {
  await booted?.shutdown()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the packaged app (out/, package.json, production dependencies only)', () => {
  it('starts, without a throw, an unhandled rejection or an unknown Electron use', () => {
    expect(booted.world.exitCode).toBeNull()
    expect(booted.unhandled).toEqual([])
    expect(booted.world.rec.violations).toEqual([])
    expect(existsSync(join(appDir, 'node_modules', 'electron'))).toBe(false)
  })

  it('loads nothing from outside its folder: every module it needs ships with it', () => {
    const files = [...booted.loaded].filter((m) => !m.startsWith('node:'))
    // zod (the runtime dependency) came from the app's own node_modules.
    expect(files.some((f) => f.startsWith('node_modules/zod/'))).toBe(true)
    expect(files.some((f) => /^out\/main\/[\w-]+\.js$/.test(f))).toBe(true)
    for (const file of files) expect(file.startsWith('..'), file).toBe(false)
  })

  it('turns DevTools and the developer menu off', () => {
    const prefs = booted.world.window?.options.webPreferences as Record<string, unknown>
    expect(prefs.devTools).toBe(false)
    expect(prefs.preload).toBe(join(appDir, 'out', 'preload', 'index.js'))
    const roles = booted.world.menuItems().map((i) => i.role)
    expect(roles).toContain('quit')
    expect(roles).not.toContain('toggleDevTools')
    expect(roles).not.toContain('reload')
  })

  it('serves its page from its own folder and answers every contract call by name', async () => {
    const index = await booted.world.fetch('app://pazaak/index.html')
    expect(index.status).toBe(200)
    expect(bridgeCalls(bridge).sort()).toEqual([...CALL_NAMES].sort())
    expect(await pageCall(bridge, 'profiles.create', { slot: 1, name: 'Packed' })).toMatchObject({
      ok: true,
    })
    expect(await pageCall(bridge, 'decks.list')).toMatchObject({ ok: true })
    const window = booted.world.window?.options.icon as string
    expect(window.startsWith(join(appDir, 'out'))).toBe(true)
  })
})
