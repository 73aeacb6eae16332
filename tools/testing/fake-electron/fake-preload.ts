/**
 * Runs the built preload the way a sandboxed renderer does: a fresh JavaScript context with no
 * Node globals, a `require` that gives `electron` and nothing else, and an `electron` with
 * `contextBridge` and `ipcRenderer` whose calls cross the fake IPC (structured-cloned, from the
 * app's own page). What the preload exposes is what the page would get as `window.pazaak`.
 */
import { readFileSync } from 'node:fs'
import { Script, createContext } from 'node:vm'
import type { FakeWorld } from './fake-electron'

export interface PreloadRun {
  /** what `contextBridge.exposeInMainWorld` was given, by key */
  exposed: Map<string, unknown>
  /** every module the preload asked `require` for */
  required: string[]
}

/** Runs `preloadPath` for a page at `pageUrl` of the first window. */
export function runPreload(world: FakeWorld, preloadPath: string, pageUrl: string): PreloadRun {
  const rec = world.rec
  const exposed = new Map<string, unknown>()
  const required: string[] = []
  const contextBridge = rec.watch('ContextBridge', {
    exposeInMainWorld(key: string, api: unknown): void {
      rec.record('contextBridge.exposeInMainWorld', key)
      if (exposed.has(key)) throw new Error(`Cannot bind an API on top of an existing property`)
      exposed.set(key, api)
    },
  })
  const ipcRenderer = rec.watch('IpcRenderer', {
    invoke: (channel: string, ...args: unknown[]) =>
      world.invoke(channel, args, { url: pageUrl, webContents: world.window?.webContents }),
  })
  const electron = new Proxy({ contextBridge, ipcRenderer } as Record<string, unknown>, {
    get: (target, prop) => {
      if (typeof prop === 'symbol') return undefined
      if (!rec.api.rendererExports.has(prop)) {
        rec.violation(`require('electron').${prop} is not in a preload's electron.d.ts`)
      }
      return target[prop]
    },
  })
  const sandboxRequire = (name: string): unknown => {
    required.push(name)
    if (name === 'electron') return electron
    // A sandboxed preload cannot load Node modules or files.
    throw new Error(`module not found: ${name}`)
  }
  const code = readFileSync(preloadPath, 'utf8')
  const wrapper = new Script(`(function (exports, require, module) {${code}\n})`, {
    filename: preloadPath,
  })
  const context = createContext({})
  const module = { exports: {} }
  const run = wrapper.runInContext(context) as (
    exports: unknown,
    require: (name: string) => unknown,
    module: unknown,
  ) => void
  run(module.exports, sandboxRequire, module)
  return { exposed, required }
}
