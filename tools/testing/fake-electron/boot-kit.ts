/**
 * What the boot tests share: the project's paths, electron.d.ts read once, fresh data folders,
 * saved settings set up through the real api before a boot, and the page's calls made through
 * the bridge the preload exposed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Settings } from '@preload/contract'
import { createApi } from '@main/api/router'
import { savesDir, SETTINGS_FILE } from '@main/store'
import { bootApp, type BootOptions, type Booted } from './boot'
import { readElectronApi, type ElectronApi } from './electron-api'

export const ROOT = resolve(__dirname, '../../..')
export const DTS = join(ROOT, 'node_modules', 'electron', 'electron.d.ts')

let api: ElectronApi | null = null
/** electron.d.ts, parsed once per test file. */
export function electronApi(): ElectronApi {
  api ??= readElectronApi(DTS)
  return api
}

export interface Scene {
  /** a fresh folder for this test: data/ (the saves) and appData/ (the system's) */
  dir: string
  dataDir: string
  boots: Booted[]
  boot(options?: Partial<BootOptions> & { appDir?: string }): Booted
  cleanup(): Promise<void>
}

/** A fresh folder and a way to boot the app in it; `cleanup` quits every boot and removes it. */
export async function scene(): Promise<Scene> {
  const dir = await mkdtemp(join(tmpdir(), 'pazaak-boot-'))
  const dataDir = join(dir, 'data')
  const boots: Booted[] = []
  return {
    dir,
    dataDir,
    boots,
    boot(options = {}) {
      const booted = bootApp({
        api: electronApi(),
        appDir: ROOT,
        appData: join(dir, 'appData'),
        args: [`--user-data-dir=${dataDir}`],
        ...options,
      })
      boots.push(booted)
      return booted
    },
    async cleanup() {
      for (const booted of boots) await booted.shutdown()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** Saves settings in `dataDir` through the real api, as an earlier session would have. */
export async function saveSettings(dataDir: string, change: Partial<Settings>): Promise<void> {
  const earlier = createApi({ dataDir, host: 'electron' })
  const result = await earlier.call('settings.update', change)
  if (!result.ok) throw new Error(`settings refused: ${result.error.key}`)
  await earlier.flush()
}

/** The settings file as it is on disk now (null when there is none yet). */
export function settingsOnDisk(dataDir: string): Settings | null {
  const file = join(savesDir(dataDir), SETTINGS_FILE)
  if (!existsSync(file)) return null
  const envelope = JSON.parse(readFileSync(file, 'utf8')) as { data: Settings }
  return envelope.data
}

type Bridge = Record<string, Record<string, (arg?: unknown) => Promise<unknown>>>

/** A call as the page makes it: `window.pazaak.<group>.<method>(arg)` from the preload. */
export function pageCall(bridge: unknown, name: string, arg?: unknown): Promise<unknown> {
  const [group, method] = name.split('.') as [string, string]
  const fn = (bridge as Bridge)[group]?.[method]
  if (!fn) throw new Error(`the preload exposes no ${name}`)
  return fn(arg)
}

/** Every `group.method` a bridge object offers. */
export function bridgeCalls(bridge: unknown): string[] {
  return Object.entries(bridge as Bridge).flatMap(([group, methods]) =>
    Object.keys(methods).map((method) => `${group}.${method}`),
  )
}

/** ISO times differ between two runs of the same game; everything else must not. */
export function withoutTimes(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'),
  )
}
