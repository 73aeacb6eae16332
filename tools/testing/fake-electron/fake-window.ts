/**
 * The fake BrowserWindow and its WebContents. They keep the state a player would see (shown,
 * painted, maximised, full screen, where the window is) and behave like Electron where the
 * app relies on it: no window before 'ready', `maximize()` shows a hidden window, full screen
 * changes are announced by events, `loadURL` goes through the app's own protocol handler and
 * paints before 'ready-to-show', and closing asks 'close' before 'closed'.
 */
import { existsSync } from 'node:fs'
import type { FakeWorld } from './fake-electron'
import { FakeEmitter, preventable } from './fake-emitter'
import type { Recorder } from './recorder'

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

export class FakeWebContents extends FakeEmitter {
  private static nextId = 1
  readonly id = FakeWebContents.nextId++
  url = ''
  windowOpenHandler: ((details: unknown) => unknown) | null = null
  destroyed = false

  constructor(rec: Recorder) {
    super(rec, 'WebContents')
  }

  setWindowOpenHandler(handler: (details: unknown) => unknown): void {
    this.rec.record('webContents.setWindowOpenHandler')
    this.windowOpenHandler = handler
  }

  getURL(): string {
    return this.url
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  /** Test control: the page tries to navigate; true when the app cancelled it. */
  tryNavigate(url: string, event = 'will-navigate'): boolean {
    const e = preventable(this.rec, 'Event', { url })
    this.fire(event, e, url)
    if (!e.defaultPrevented) this.url = url
    return e.defaultPrevented
  }

  /** Test control: the page calls window.open; the app's answer (checked against d.ts). */
  tryOpen(url: string): unknown {
    const handler = this.windowOpenHandler
    if (!handler) return { action: 'allow' }
    const answer = handler(this.rec.watch('HandlerDetails', { url, frameName: '', features: '' }))
    this.rec.checkKeys('WindowOpenHandlerResponse', answer, 'setWindowOpenHandler answer')
    this.rec.checkLiteral(
      'WindowOpenHandlerResponse',
      'action',
      (answer as { action?: unknown }).action,
      'setWindowOpenHandler answer',
    )
    return answer
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  readonly webContents: FakeWebContents
  readonly watchedContents: FakeWebContents
  readonly options: Record<string, unknown>
  /** what the player would see, and what happened to it, in order */
  readonly history: string[] = []
  visible: boolean
  painted = false
  maximized = false
  minimized = false
  fullScreen = false
  destroyed = false
  focused = false
  bounds: Bounds
  /** how small the player may make it (the options' minWidth and minHeight, or later calls) */
  minimumSize: [number, number]

  constructor(
    rec: Recorder,
    private readonly world: FakeWorld,
    options: Record<string, unknown> = {},
  ) {
    super(rec, 'BrowserWindow')
    if (!rec.ready) throw new Error('Cannot create BrowserWindow before app is ready')
    rec.record('BrowserWindow.new', options)
    rec.checkKeys('BrowserWindowConstructorOptions', options, 'new BrowserWindow(options)')
    if (options.webPreferences !== undefined) {
      rec.checkKeys('WebPreferences', options.webPreferences, 'options.webPreferences')
    }
    if (typeof options.icon === 'string' && !existsSync(options.icon)) {
      rec.violation(`the window icon ${options.icon} does not exist`)
    }
    this.options = options
    this.visible = options.show !== false
    const area = world.displays[0] ?? { x: 0, y: 0, width: 1920, height: 1080 }
    const width = Number(options.width ?? 800)
    const height = Number(options.height ?? 600)
    this.bounds = {
      x: typeof options.x === 'number' ? options.x : area.x + (area.width - width) / 2,
      y: typeof options.y === 'number' ? options.y : area.y + (area.height - height) / 2,
      width,
      height,
    }
    this.minimumSize = [Number(options.minWidth ?? 0), Number(options.minHeight ?? 0)]
    this.webContents = new FakeWebContents(rec)
    this.watchedContents = rec.watch('WebContents', this.webContents)
    world.windows.push(this)
    // Electron announces the new page's contents while the window is being built.
    world.app.fire('web-contents-created', preventable(rec, 'Event'), this.watchedContents)
  }

  private note(what: string): void {
    this.history.push(what)
    this.rec.record(`win.${what}`)
  }

  show(): void {
    this.note(this.painted ? 'show' : 'show (unpainted)')
    this.visible = true
    this.focused = true
  }

  focus(): void {
    this.note('focus')
    this.focused = true
  }

  restore(): void {
    this.note('restore')
    this.minimized = false
    this.visible = true
  }

  isMinimized(): boolean {
    return this.minimized
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  isVisible(): boolean {
    return this.visible
  }

  /** Like Electron: maximising a hidden window also shows it. */
  maximize(): void {
    this.note(this.painted ? 'maximize' : 'maximize (unpainted)')
    this.maximized = true
    this.visible = true
    setImmediate(() => this.fire('maximize', preventable(this.rec, 'Event')))
  }

  isMaximized(): boolean {
    return this.maximized
  }

  getNormalBounds(): Bounds {
    return { ...this.bounds }
  }

  getBounds(): Bounds {
    return { ...this.bounds }
  }

  /** Like Electron: the change is announced afterwards, by 'enter-/leave-full-screen'. */
  setFullScreen(flag: boolean): void {
    this.note(`setFullScreen(${flag})`)
    if (this.fullScreen === flag) return
    this.fullScreen = flag
    setImmediate(() => this.fire(flag ? 'enter-full-screen' : 'leave-full-screen'))
  }

  isFullScreen(): boolean {
    return this.fullScreen
  }

  /** Loads through the session's protocol handlers, as a real page load would. */
  async loadURL(url: string): Promise<void> {
    this.rec.record('win.loadURL', url)
    await this.world.loadGate
    if (this.destroyed) throw new Error(`ERR_ABORTED (-3) loading '${url}'`)
    if (this.world.failLoad) throw new Error(`ERR_FAILED (-2) loading '${url}'`)
    const response = await this.world.fetch(url)
    if (!response.ok) throw new Error(`ERR_HTTP_RESPONSE_CODE_FAILURE (-379) loading '${url}'`)
    this.webContents.url = url
    this.painted = true
    this.fire('ready-to-show', preventable(this.rec, 'Event'))
    this.webContents.fire('did-finish-load', preventable(this.rec, 'Event'))
  }

  /** Closes as a player would: 'close' may be prevented; then 'closed'. */
  close(): void {
    if (this.destroyed) return
    const event = preventable(this.rec, 'Event')
    this.fire('close', event)
    if (event.defaultPrevented) return
    this.destroy()
    if (!this.world.quitting && this.world.windows.every((w) => w.destroyed)) {
      this.world.app.fire('window-all-closed', preventable(this.rec, 'Event'))
    }
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroyed = true
    this.fire('closed', preventable(this.rec, 'Event'))
  }

  /** Test control: the player drags or resizes the window. */
  /** Like Electron: a window smaller than its new minimum grows to it. */
  setMinimumSize(width: number, height: number): void {
    this.note(`setMinimumSize(${width}, ${height})`)
    this.minimumSize = [width, height]
    this.bounds = {
      ...this.bounds,
      width: Math.max(this.bounds.width, width),
      height: Math.max(this.bounds.height, height),
    }
  }

  getMinimumSize(): number[] {
    return [...this.minimumSize]
  }

  moveTo(bounds: Bounds): void {
    this.bounds = { ...bounds }
    this.fire('move', preventable(this.rec, 'Event'))
    this.fire('resize', preventable(this.rec, 'Event'))
  }

  /** Test control: the player minimises it. */
  minimizeByPlayer(): void {
    this.minimized = true
    this.focused = false
  }

  /** Test control: Windows logs off or shuts down (WM_QUERYENDSESSION, then WM_ENDSESSION). */
  endSession(): void {
    const reasons = ['shutdown']
    this.fire('query-session-end', preventable(this.rec, 'WindowSessionEndEvent', { reasons }))
    this.fire('session-end', preventable(this.rec, 'WindowSessionEndEvent', { reasons }))
  }
}
