/**
 * A recording stand-in for the `electron` module of the main process, for booting the BUILT
 * app where the Electron binary cannot run. It is a stand-in only where the real part cannot
 * run; everything else (the api, the saves, the files served) is the app's own, on real files.
 *
 * It behaves like Electron where the app relies on it, with Electron's own messages (read from
 * its sources): ready-only APIs throw before 'ready' (BrowserWindow, screen, the default
 * session) and before-ready-only ones after it (enableSandbox, registerSchemesAsPrivileged);
 * a second `ipcMain.handle` or `protocol.handle` for the same name throws; a relative
 * `app.setPath` throws "Path must be absolute"; IPC arguments and answers must survive a
 * structured clone; quitting runs 'before-quit' → close every window → 'will-quit' → 'quit'.
 * Every member, event, option and menu role the app uses is checked against electron.d.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import type { ElectronApi } from './electron-api'
import { FakeEmitter, preventable } from './fake-emitter'
import { FakeBrowserWindow, FakeWebContents, type Bounds } from './fake-window'
import { Recorder } from './recorder'

export interface FakeOptions {
  api: ElectronApi
  /** the app folder Electron was started on (holds package.json) */
  appDir: string
  /** the system's per-user application data folder (userData defaults to <appData>/<name>) */
  appData: string
  /** the process's command line, as Electron and Chromium read it */
  argv: readonly string[]
  cwd: string
  isPackaged: boolean
  /** false: another instance holds the single-instance lock */
  singleInstanceLock?: boolean
  systemLanguages?: readonly string[]
  displays?: readonly Bounds[]
  /** page loads wait for this (a second launch can then arrive mid-load) */
  loadGate?: Promise<void>
  /** every page load fails, as with a renderer that cannot be found */
  failLoad?: boolean
}

type Handler = (...args: unknown[]) => unknown
type MenuItemOptions = Record<string, unknown> & { role?: string; submenu?: unknown }

const PATH_NAMES = new Set([
  'home',
  'appData',
  'assets',
  'userData',
  'sessionData',
  'temp',
  'exe',
  'module',
  'desktop',
  'documents',
  'downloads',
  'music',
  'pictures',
  'videos',
  'recent',
  'logs',
  'crashDumps',
])

/** The shortcuts Electron gives roles by default (lib/browser/api/menu-item-roles.ts). */
function roleAccelerator(role: string, platform: NodeJS.Platform): string | undefined {
  const mac = platform === 'darwin'
  return {
    togglefullscreen: mac ? 'Control+Command+F' : 'F11',
    quit: platform === 'win32' ? undefined : 'CommandOrControl+Q',
    reload: 'CmdOrCtrl+R',
    toggledevtools: mac ? 'Alt+Command+I' : 'Ctrl+Shift+I',
  }[role.toLowerCase()]
}

export interface ErrorBox {
  title: string
  content: string
  /** false: shown before 'ready' on Linux, where Electron only prints it to stderr */
  visible: boolean
}

class FakeApp extends FakeEmitter {
  readonly name: string
  readonly isPackaged: boolean
  readonly version: string
  readonly desktopName: string
  private readonly paths = new Map<string, string>()
  private readonly readyWaiters: Array<() => void> = []

  constructor(
    rec: Recorder,
    private readonly world: FakeWorld,
    private readonly options: FakeOptions,
  ) {
    super(rec, 'App')
    // What Electron's own init does with the app's package.json before the app's code runs.
    const pkg = JSON.parse(readFileSync(join(options.appDir, 'package.json'), 'utf8')) as {
      name: string
      productName?: string
      version: string
      desktopName?: string
    }
    this.name = pkg.productName ?? pkg.name
    this.version = pkg.version
    this.desktopName = pkg.desktopName ?? `${this.name}.desktop`
    this.isPackaged = options.isPackaged
    // Chromium takes --user-data-dir itself, made absolute, if it can create the folder.
    const index = options.argv.findIndex((a) => a.startsWith('--user-data-dir'))
    const arg = options.argv[index]
    const value = arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : options.argv[index + 1]
    if (index >= 0 && value && !value.startsWith('--')) {
      const dir = resolve(options.cwd, value)
      if (!existsSync(dir) || statSync(dir).isDirectory()) this.paths.set('userData', dir)
    }
  }

  isReady(): boolean {
    return this.rec.ready
  }

  whenReady(): Promise<void> {
    this.rec.record('app.whenReady')
    if (this.rec.ready) return Promise.resolve()
    return new Promise((done) => this.readyWaiters.push(done))
  }

  /** Test control: Chromium has started. */
  becomeReady(): void {
    this.rec.ready = true
    this.fire('will-finish-launching')
    this.fire('ready', preventable(this.rec, 'Event'), {})
    for (const done of this.readyWaiters.splice(0)) done()
  }

  getPath(name: string): string {
    if (!PATH_NAMES.has(name)) throw new Error(`Failed to get '${name}' path`)
    if (name === 'appData') return this.options.appData
    if (name === 'userData' || name === 'sessionData') {
      return (
        this.paths.get(name) ?? this.paths.get('userData') ?? join(this.options.appData, this.name)
      )
    }
    return this.paths.get(name) ?? join(this.options.appData, `fake-${name}`)
  }

  setPath(name: string, path: string): void {
    this.rec.record('app.setPath', name, path)
    if (typeof path !== 'string' || !isAbsolute(path)) throw new Error('Path must be absolute')
    if (!PATH_NAMES.has(name)) throw new Error('Failed to set path')
    this.paths.set(name, path)
  }

  getAppPath(): string {
    return this.options.appDir
  }

  getVersion(): string {
    return this.version
  }

  getPreferredSystemLanguages(): string[] {
    return [...(this.options.systemLanguages ?? ['en-US'])]
  }

  requestSingleInstanceLock(): boolean {
    this.rec.record('app.requestSingleInstanceLock', this.getPath('userData'))
    return this.options.singleInstanceLock ?? true
  }

  enableSandbox(): void {
    this.rec.record('app.enableSandbox')
    if (this.rec.ready) {
      throw new Error('app.enableSandbox() can only be called before app is ready')
    }
  }

  quit(): void {
    this.rec.record('app.quit')
    const world = this.world
    if (world.exitCode !== null) return
    const beforeQuit = preventable(this.rec, 'Event')
    this.fire('before-quit', beforeQuit)
    if (beforeQuit.defaultPrevented) return
    world.quitting = true
    for (const win of world.windows) {
      win.close()
      if (!win.destroyed) {
        world.quitting = false
        return
      }
    }
    const willQuit = preventable(this.rec, 'Event')
    this.fire('will-quit', willQuit)
    if (willQuit.defaultPrevented) {
      world.quitting = false
      return
    }
    this.fire('quit', preventable(this.rec, 'Event'), 0)
    world.exit(0)
  }

  exit(code = 0): void {
    this.rec.record('app.exit', code)
    for (const win of this.world.windows) win.destroy()
    this.world.exit(code)
  }

  /** Test control: the player starts the app again; Electron tells the first instance. */
  secondInstance(argv: readonly string[] = []): void {
    this.fire('second-instance', preventable(this.rec, 'Event'), [...argv], this.options.cwd, {})
  }
}

class FakeProtocol {
  readonly handlers = new Map<string, Handler>()

  constructor(
    private readonly rec: Recorder,
    private readonly label: string,
  ) {}

  registerSchemesAsPrivileged(schemes: unknown): void {
    this.rec.record(`${this.label}.registerSchemesAsPrivileged`, schemes)
    if (this.rec.ready) {
      throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
    }
    if (!Array.isArray(schemes)) throw new Error('Argument must be an array of custom schemes.')
    for (const [i, scheme] of schemes.entries()) {
      this.rec.checkKeys('CustomScheme', scheme, `schemes[${i}]`)
      const privileges = (scheme as { privileges?: Record<string, unknown> }).privileges ?? {}
      this.rec.checkKeys('Privileges', privileges, `schemes[${i}].privileges`)
      if (privileges.codeCache && !privileges.standard) {
        throw new Error(
          'Code cache can only be enabled when the custom scheme is registered as standard scheme.',
        )
      }
    }
  }

  handle(scheme: string, handler: Handler): void {
    this.rec.record(`${this.label}.handle`, scheme)
    if (this.handlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`)
    this.handlers.set(scheme, handler)
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme)
  }
}

class FakeSession {
  readonly protocol: FakeProtocol
  readonly watchedProtocol: FakeProtocol
  permissionRequest: Handler | null = null
  permissionCheck: Handler | null = null
  devicePermission: Handler | null = null

  constructor(private readonly rec: Recorder) {
    this.protocol = new FakeProtocol(rec, 'session.protocol')
    this.watchedProtocol = rec.watch('Protocol', this.protocol)
  }

  setPermissionRequestHandler(handler: Handler | null): void {
    this.rec.record('session.setPermissionRequestHandler')
    this.permissionRequest = handler
  }

  setPermissionCheckHandler(handler: Handler | null): void {
    this.rec.record('session.setPermissionCheckHandler')
    this.permissionCheck = handler
  }

  setDevicePermissionHandler(handler: Handler | null): void {
    this.rec.record('session.setDevicePermissionHandler')
    this.devicePermission = handler
  }
}

class FakeIpcMain extends FakeEmitter {
  readonly handlers = new Map<string, Handler>()

  constructor(rec: Recorder) {
    super(rec, 'IpcMain')
  }

  handle(channel: string, listener: Handler): void {
    this.rec.record('ipcMain.handle', channel)
    if (this.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    }
    this.handlers.set(channel, listener)
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }
}

class FakeMenu {
  constructor(readonly items: MenuItemOptions[]) {}
}

/** The displays, each with its work area as the whole of it, at a scale of 1. */
class FakeScreen extends FakeEmitter {
  constructor(
    rec: Recorder,
    private readonly world: FakeWorld,
  ) {
    super(rec, 'Screen')
  }

  getAllDisplays(): unknown[] {
    return this.world.displays.map((area, id) => this.display(id, area))
  }

  getPrimaryDisplay(): unknown {
    return this.display(0, this.world.displays[0])
  }

  private display(id: number, area: Bounds | undefined): unknown {
    return this.rec.watch('Display', { id, bounds: area, workArea: area, scaleFactor: 1 })
  }
}

/** Everything the fake Electron holds, and the controls a test drives it with. */
export class FakeWorld {
  readonly rec: Recorder
  readonly app: FakeApp
  readonly session: FakeSession
  readonly protocol: FakeProtocol
  readonly ipcMain: FakeIpcMain
  readonly windows: FakeBrowserWindow[] = []
  readonly errorBoxes: ErrorBox[] = []
  /** the displays' work areas, the first being the primary; changed by `changeDisplays` */
  displays: Bounds[]
  readonly screen: FakeScreen
  readonly loadGate: Promise<void>
  readonly failLoad: boolean
  applicationMenu: FakeMenu | null = null
  quitting = false
  exitCode: number | null = null
  /** runs at the moment the process would end (to look at the disk then) */
  readonly atExit: Array<(code: number) => void> = []
  readonly exited: Promise<number>
  private resolveExit!: (code: number) => void
  /** the `electron` module as the app's require() sees it */
  readonly module: Record<string, unknown>

  constructor(private readonly options: FakeOptions) {
    this.rec = new Recorder(options.api)
    this.displays = [...(options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1040 }])]
    this.loadGate = options.loadGate ?? Promise.resolve()
    this.failLoad = options.failLoad ?? false
    this.exited = new Promise((done) => (this.resolveExit = done))
    this.app = new FakeApp(this.rec, this, options)
    this.session = new FakeSession(this.rec)
    this.protocol = new FakeProtocol(this.rec, 'protocol')
    this.ipcMain = new FakeIpcMain(this.rec)
    this.screen = new FakeScreen(this.rec, this)
    this.module = electronModule(this)
  }

  /** Test control: screens plugged in, taken away or rescaled, announced as Electron does. */
  changeDisplays(areas: readonly Bounds[]): void {
    const before = this.displays.length
    this.displays = [...areas]
    const display = this.screen.getPrimaryDisplay()
    if (areas.length > before)
      this.screen.fire('display-added', preventable(this.rec, 'Event'), display)
    else if (areas.length < before)
      this.screen.fire('display-removed', preventable(this.rec, 'Event'), display)
    else
      this.screen.fire('display-metrics-changed', preventable(this.rec, 'Event'), display, [
        'workArea',
      ])
  }

  /** Checks a menu template against MenuItemConstructorOptions, roles included. */
  checkMenu(template: unknown, where: string): MenuItemOptions[] {
    if (!Array.isArray(template)) {
      this.rec.violation(`${where} is not an array`)
      return []
    }
    return template.map((item: MenuItemOptions, i) => {
      const at = `${where}[${i}]`
      this.rec.checkKeys('MenuItemConstructorOptions', item, at)
      this.rec.checkLiteral('MenuItemConstructorOptions', 'role', item.role, at)
      this.rec.checkLiteral('MenuItemConstructorOptions', 'type', item.type, at)
      if (item.submenu !== undefined) this.checkMenu(item.submenu, `${at}.submenu`)
      return item
    })
  }

  /** Every item of the application menu, submenus included. */
  menuItems(): MenuItemOptions[] {
    const flat = (items: MenuItemOptions[]): MenuItemOptions[] =>
      items.flatMap((item) => [
        item,
        ...(Array.isArray(item.submenu) ? flat(item.submenu as MenuItemOptions[]) : []),
      ])
    return flat(this.applicationMenu?.items ?? [])
  }

  /** Test control: the player presses a shortcut; the menu item it belongs to runs. */
  press(accelerator: string): boolean {
    const item = this.menuItems().find(
      (i) =>
        (i.accelerator ?? (i.role ? roleAccelerator(i.role, process.platform) : undefined)) ===
        accelerator,
    )
    if (!item) return false
    this.click(item)
    return true
  }

  /** Test control: the player picks a menu item; roles run as Electron runs them. */
  click(item: MenuItemOptions): void {
    const focused = this.windows.find((w) => !w.destroyed && w.focused)
    const role = item.role?.toLowerCase()
    if (role === 'togglefullscreen') focused?.setFullScreen(!focused.isFullScreen())
    else if (role === 'quit') this.app.quit()
    else if (typeof item.click === 'function') (item.click as Handler)(item, focused, {})
    else throw new Error(`the fake Electron cannot run the menu role ${String(item.role)}`)
  }

  /** A request through the handler the app registered for the URL's scheme. */
  async fetch(url: string): Promise<Response> {
    const scheme = new URL(url).protocol.replace(/:$/, '')
    const handler = this.session.protocol.handlers.get(scheme)
    if (!handler) throw new Error(`ERR_UNKNOWN_URL_SCHEME (-302) loading '${url}'`)
    const response = await handler(new Request(url))
    if (!(response instanceof Response)) throw new Error(`ERR_UNEXPECTED (-9) loading '${url}'`)
    return response
  }

  /**
   * A call from a page over IPC, as `ipcRenderer.invoke` makes it: the arguments and the
   * answer are structured-cloned (a function, a class instance's methods … do not survive),
   * and the event names the frame that sent it (`null` for a frame that is gone).
   */
  async invoke(
    channel: string,
    args: readonly unknown[],
    from: { url: string | null; webContents?: FakeWebContents },
  ): Promise<unknown> {
    let cloned: unknown[]
    try {
      cloned = structuredClone([...args])
    } catch {
      throw new Error('An object could not be cloned.')
    }
    const handler = this.ipcMain.handlers.get(channel)
    if (!handler)
      throw new Error(`Error invoking remote method '${channel}': No handler registered`)
    const contents = from.webContents ?? this.windows[0]?.webContents
    const event = preventable(this.rec, 'IpcMainInvokeEvent', {
      frameId: 1,
      processId: 1,
      type: 'frame',
      sender: contents ? this.rec.watch('WebContents', contents) : null,
      senderFrame:
        from.url === null
          ? null
          : this.rec.watch('WebFrameMain', { url: from.url, origin: new URL(from.url).origin }),
    })
    let answer: unknown
    try {
      answer = await handler(event, ...cloned)
    } catch (error) {
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`)
    }
    try {
      return structuredClone(answer)
    } catch {
      throw new Error(`Error invoking remote method '${channel}': An object could not be cloned.`)
    }
  }

  /** Test control: ask the permission handlers as Chromium would. */
  askPermission(permission: string, origin: string): { request: boolean; check: boolean } {
    let granted: boolean | null = null
    const contents = this.windows[0]?.webContents
    const wc = contents ? this.rec.watch('WebContents', contents) : null
    this.session.permissionRequest?.(
      wc,
      permission,
      (answer: boolean) => (granted = answer),
      this.rec.watch('PermissionRequest', {
        requestingUrl: `${origin}/index.html`,
        isMainFrame: true,
      }),
    )
    const check = this.session.permissionCheck?.(
      wc,
      permission,
      origin,
      this.rec.watch('PermissionCheckHandlerHandlerDetails', {
        requestingUrl: `${origin}/index.html`,
        isMainFrame: true,
        embeddingOrigin: origin,
      }),
    )
    return { request: granted === true, check: check === true }
  }

  /**
   * Test control: Windows shuts down or logs off. Electron emits 'query-session-end' and
   * 'session-end' on each window and no 'before-quit'; then the system ends the process,
   * so nothing the app left for later (a timer, a window 'close') happens.
   */
  endSession(): void {
    for (const win of this.windows) win.endSession()
    for (const win of this.windows) win.destroy()
    this.exit(0)
  }

  exit(code: number): void {
    if (this.exitCode !== null) return
    this.exitCode = code
    for (const hook of this.atExit) hook(code)
    this.resolveExit(code)
  }

  /** The one window, once created. */
  get window(): FakeBrowserWindow | undefined {
    return this.windows[0]
  }
}

/** The `electron` module the app's require() gets: only what electron.d.ts exports. */
function electronModule(world: FakeWorld): Record<string, unknown> {
  const rec = world.rec
  const app = rec.watch('App', world.app)
  const ipcMain = rec.watch('IpcMain', world.ipcMain)
  const protocol = rec.watch('Protocol', world.protocol)
  const session = rec.watch(
    'Session',
    {
      get defaultSession(): FakeSession {
        if (!rec.ready) throw new TypeError('Session can only be received when app is ready')
        return rec.watch('Session', world.session)
      },
    },
    'static',
  )
  const dialog = rec.watch('Dialog', {
    showErrorBox(title: string, content: string): void {
      rec.record('dialog.showErrorBox', title, content)
      world.errorBoxes.push({
        title,
        content,
        visible: rec.ready || process.platform !== 'linux',
      })
    },
  })
  const screen = rec.watch('Screen', world.screen)
  const Menu = rec.watch(
    'Menu',
    {
      buildFromTemplate(template: unknown): FakeMenu {
        rec.record('Menu.buildFromTemplate', template)
        return rec.watch('Menu', new FakeMenu(world.checkMenu(template, 'template')))
      },
      setApplicationMenu(menu: FakeMenu | null): void {
        rec.record('Menu.setApplicationMenu', menu)
        world.applicationMenu = menu
      },
      getApplicationMenu: (): FakeMenu | null => world.applicationMenu,
    },
    'static',
  )
  const BrowserWindow = new Proxy(FakeBrowserWindow, {
    construct: (_target, args: unknown[]) =>
      rec.watch(
        'BrowserWindow',
        new FakeBrowserWindow(rec, world, args[0] as Record<string, unknown>),
      ),
    get: (target, prop) => {
      if (typeof prop === 'string' && prop !== 'prototype') {
        if (!rec.api.hasStatic('BrowserWindow', prop)) {
          rec.violation(`BrowserWindow.${prop} is not in electron.d.ts`)
        }
      }
      return Reflect.get(target, prop)
    },
  })
  const values: Record<string, unknown> = {
    app,
    BrowserWindow,
    dialog,
    ipcMain,
    Menu,
    protocol,
    session,
  }
  return new Proxy(values, {
    get: (target, prop) => {
      if (typeof prop === 'symbol') return undefined
      rec.touched.add(`electron.${prop}`)
      if (!rec.api.mainExports.has(prop)) {
        rec.violation(`require('electron').${prop} is not in electron.d.ts`)
        return undefined
      }
      if (prop === 'screen') {
        if (!rec.ready) {
          throw new Error("The 'screen' module can't be used before the app 'ready' event")
        }
        return screen
      }
      if (!(prop in target)) rec.violation(`the fake Electron lacks electron.${prop}`)
      return target[prop]
    },
  })
}
