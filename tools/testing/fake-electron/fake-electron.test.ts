/**
 * The fake Electron itself: it must fail where Electron fails, or the boot tests could not
 * fail. Each case is one of Electron's own refusals (same message) or a use electron.d.ts does
 * not know.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { electronApi } from './boot-kit'
import { FakeWorld } from './fake-electron'

let dir: string
let world: FakeWorld
let electron: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(() => {
  electronApi()
}, 60_000)
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pazaak-fake-electron-'))
  await writeFile(
    join(dir, 'package.json'),
    '{"name":"pazaak","productName":"Pazaak","version":"1.0.0"}',
  )
  world = new FakeWorld({
    api: electronApi(),
    appDir: dir,
    appData: join(dir, 'appData'),
    argv: ['electron', dir],
    cwd: dir,
    isPackaged: false,
  })
  electron = world.module
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('the fake Electron throws where Electron throws', () => {
  it('before ready: no window, no screen, no default session', () => {
    expect(() => new electron.BrowserWindow({})).toThrow(
      'Cannot create BrowserWindow before app is ready',
    )
    expect(() => electron.screen).toThrow(
      "The 'screen' module can't be used before the app 'ready' event",
    )
    expect(() => electron.session.defaultSession).toThrow(
      'Session can only be received when app is ready',
    )
  })

  it('after ready: no sandbox switch and no new privileged schemes', () => {
    world.app.becomeReady()
    expect(() => electron.app.enableSandbox()).toThrow(
      'app.enableSandbox() can only be called before app is ready',
    )
    expect(() => electron.protocol.registerSchemesAsPrivileged([])).toThrow(
      'protocol.registerSchemesAsPrivileged should be called before app is ready',
    )
  })

  it('on a code cache without a standard scheme, and on a relative or unknown path', () => {
    expect(() =>
      electron.protocol.registerSchemesAsPrivileged([
        { scheme: 'app', privileges: { codeCache: true } },
      ]),
    ).toThrow('Code cache can only be enabled when the custom scheme is registered as standard')
    expect(() => electron.app.setPath('userData', 'relative/dir')).toThrow('Path must be absolute')
    expect(() => electron.app.setPath('nowhere', '/tmp/x')).toThrow('Failed to set path')
    expect(() => electron.app.getPath('nowhere')).toThrow("Failed to get 'nowhere' path")
  })

  it('on a second handler for a channel or a scheme', () => {
    world.app.becomeReady()
    electron.ipcMain.handle('pazaak:x', () => 1)
    expect(() => electron.ipcMain.handle('pazaak:x', () => 2)).toThrow(
      "Attempted to register a second handler for 'pazaak:x'",
    )
    const ses = electron.session.defaultSession
    ses.protocol.handle('app', () => new Response(''))
    expect(() => ses.protocol.handle('app', () => new Response(''))).toThrow(
      'Failed to register protocol: app',
    )
  })

  it('on IPC values a structured clone cannot carry, either way', async () => {
    world.app.becomeReady()
    electron.ipcMain.handle('pazaak:echo', (_event: unknown, value: unknown) => value)
    electron.ipcMain.handle('pazaak:bad', () => ({ run: () => 1 }))
    const from = { url: 'app://pazaak/index.html' }
    expect(await world.invoke('pazaak:echo', [{ a: [1, 'b'] }], from)).toEqual({ a: [1, 'b'] })
    await expect(world.invoke('pazaak:echo', [() => 1], from)).rejects.toThrow(
      'could not be cloned',
    )
    await expect(world.invoke('pazaak:bad', [], from)).rejects.toThrow('could not be cloned')
    await expect(world.invoke('pazaak:none', [], from)).rejects.toThrow('No handler registered')
  })
})

describe('the fake Electron reports what electron.d.ts does not have', () => {
  it('a member, an export, an event, a window option, a web preference and a menu role', () => {
    world.app.becomeReady()
    void electron.app.makeSingleInstance
    void electron.remote
    electron.app.on('second-instances', () => undefined)
    new electron.BrowserWindow({
      show: false,
      fullScreen: true,
      webPreferences: { sandboxed: true },
    })
    electron.Menu.buildFromTemplate([{ role: 'toggleFullScreen' }, { label: 'x', roles: [] }])
    expect(world.rec.violations).toEqual([
      'App.makeSingleInstance is not in electron.d.ts',
      "require('electron').remote is not in electron.d.ts",
      "App emits no 'second-instances' event in electron.d.ts",
      'new BrowserWindow(options).fullScreen is not an option of BrowserWindowConstructorOptions',
      'options.webPreferences.sandboxed is not an option of WebPreferences',
      'template[0]: "toggleFullScreen" is not a MenuItemConstructorOptions.role',
      'template[1].roles is not an option of MenuItemConstructorOptions',
    ])
  })

  it('nothing for what electron.d.ts does have', () => {
    world.app.becomeReady()
    electron.app.on('second-instance', () => undefined)
    const win = new electron.BrowserWindow({
      show: false,
      fullscreen: false,
      icon: join(dir, 'package.json'),
    })
    win.on('session-end', () => undefined)
    win.webContents.on('will-frame-navigate', () => undefined)
    electron.Menu.buildFromTemplate([{ role: 'togglefullscreen', label: 'Vollbild' }])
    expect(world.rec.violations).toEqual([])
  })
})
