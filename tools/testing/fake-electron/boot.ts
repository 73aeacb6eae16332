/**
 * Boots a BUILT app folder (package.json + out/) under the fake Electron, in this process:
 * Node's module loader is told to answer `require('electron')` with the fake while the entry
 * named by package.json's "main" loads (with a fresh module cache, so every boot starts from
 * nothing), then the test plays Chromium: 'ready', page loads, clicks, second launches, quits.
 */
import { readFileSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import { join, relative, sep } from 'node:path'
import { FakeWorld, type FakeOptions } from './fake-electron'
import { runPreload, type PreloadRun } from './fake-preload'
import type { FakeBrowserWindow } from './fake-window'

type Parent = { filename?: string | null } | null | undefined
type Load = (request: string, parent: Parent, isMain: boolean) => unknown
interface ModuleInternals {
  _load: Load
  _resolveFilename(request: string, parent: Parent, isMain: boolean): string
}

const nodeRequire = createRequire(__filename)
const Module = nodeRequire('node:module') as ModuleInternals

interface Active {
  root: string
  world: FakeWorld
  /** packaged: the app may load nothing from outside its own folder */
  confine: boolean
  /** what the app loaded from its folder (relative paths) and Node's built-ins */
  loaded: Set<string>
}

/** The running boots; the newest whose folder holds the requiring file answers. */
const active: Active[] = []
const originalLoad = Module._load

/**
 * Node's loader, told about the fake: `electron` from an app file is the fake's module, and a
 * confined (packaged) app cannot load a file from outside its folder, as from its app.asar.
 */
function loadForApps(this: unknown, request: string, parent: Parent, isMain: boolean): unknown {
  const from = parent?.filename ?? ''
  const boot = [...active].reverse().find((a) => from.startsWith(a.root))
  if (!boot) return originalLoad.call(this, request, parent, isMain)
  if (request === 'electron' || request === 'electron/main') return boot.world.module
  if (isBuiltin(request)) {
    boot.loaded.add(request)
  } else {
    const file = Module._resolveFilename(request, parent, isMain)
    if (boot.confine && !file.startsWith(boot.root)) {
      const error = new Error(`Cannot find module '${request}' (not inside the packaged app)`)
      throw Object.assign(error, { code: 'MODULE_NOT_FOUND' })
    }
    boot.loaded.add(relative(boot.root, file))
  }
  return originalLoad.call(this, request, parent, isMain)
}

export interface BootOptions extends Omit<FakeOptions, 'argv' | 'cwd' | 'isPackaged'> {
  /** the app's own command-line arguments */
  args?: readonly string[]
  isPackaged?: boolean
}

function activate(boot: Active): () => void {
  if (active.length === 0) Module._load = loadForApps as Load
  active.push(boot)
  return () => {
    active.splice(active.indexOf(boot), 1)
    if (active.length === 0) Module._load = originalLoad
  }
}

export interface Booted {
  world: FakeWorld
  /** every module the app loaded: files relative to its folder, and Node's built-ins */
  loaded: ReadonlySet<string>
  /** the page's URL once loaded */
  pageUrl: string
  /** rejections nobody handled while the app ran */
  unhandled: unknown[]
  /** Chromium is up: 'ready' */
  ready(): void
  /** the window, once Electron shows it */
  shown(): Promise<FakeBrowserWindow>
  /** the preload, run as a sandboxed renderer runs it */
  preload(): PreloadRun
  /** a call as the page makes it through the preload's bridge */
  call(name: string, arg?: unknown): Promise<unknown>
  /** quits (as the player would) if still running, then puts the process back */
  shutdown(): Promise<void>
}

/**
 * Resolves once `predicate` holds, checking after every turn of the event loop. The limit only
 * turns a hang into a failure; nothing is assumed about how fast the machine is.
 */
export async function until(
  predicate: () => boolean,
  what: string,
  limitMs = 30_000,
): Promise<void> {
  const start = performance.now()
  while (!predicate()) {
    if (performance.now() - start > limitMs) throw new Error(`gave up waiting for ${what}`)
    await new Promise((done) => setImmediate(done))
  }
}

/** Boots `appDir` (its package.json "main") under a fresh fake Electron. */
export function bootApp(options: BootOptions): Booted {
  const pkg = JSON.parse(readFileSync(join(options.appDir, 'package.json'), 'utf8')) as {
    main: string
  }
  const isPackaged = options.isPackaged ?? false
  // Electron's argv: the binary, then (in development) the app folder, then the switches.
  const argv = [process.execPath, ...(isPackaged ? [] : [options.appDir]), ...(options.args ?? [])]
  const world = new FakeWorld({ ...options, argv, cwd: process.cwd(), isPackaged })
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown): void => {
    unhandled.push(reason)
  }
  process.on('unhandledRejection', onUnhandled)

  const savedArgv = process.argv
  process.argv = argv
  // The app's own files: out/ (in development the folder is the whole project), or, packaged,
  // everything in its folder (out/, package.json, node_modules/ of the dependencies).
  const root = `${isPackaged ? options.appDir : join(options.appDir, 'out')}${sep}`
  for (const key of Object.keys(nodeRequire.cache)) {
    if (key.startsWith(root)) delete nodeRequire.cache[key]
  }
  const loaded = new Set<string>()
  const deactivate = activate({ root, world, confine: isPackaged, loaded })
  const restore = (): void => {
    deactivate()
    process.argv = savedArgv
    process.off('unhandledRejection', onUnhandled)
  }
  try {
    nodeRequire(join(options.appDir, pkg.main))
  } catch (error) {
    restore()
    throw error
  }

  const pageUrl = (): string => world.window?.webContents.getURL() ?? ''
  return {
    world,
    loaded,
    get pageUrl() {
      return pageUrl()
    },
    unhandled,
    ready: () => world.app.becomeReady(),
    async shown() {
      await until(
        () => world.exitCode !== null || world.window?.visible === true,
        'the window to be shown',
      )
      const win = world.window
      if (!win || world.exitCode !== null)
        throw new Error('the app quit instead of showing a window')
      return win
    },
    preload() {
      const prefs = world.window?.options.webPreferences as { preload: string }
      return runPreload(world, prefs.preload, pageUrl())
    },
    call(name, arg) {
      return world.invoke(`pazaak:${name}`, [arg], { url: pageUrl() })
    },
    async shutdown() {
      try {
        if (world.exitCode === null && world.rec.ready) {
          world.app.quit()
          await world.exited
        }
      } finally {
        restore()
      }
    },
  }
}
