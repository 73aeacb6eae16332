/**
 * The one game window: created from the saved window state, fenced in (navigation, new
 * windows), shown only once painted (maximised and full screen applied then, not before), and
 * its size and position written back to the settings when they change.
 */
import { BrowserWindow, screen } from 'electron'
import { APP_ENTRY_URL } from './app-url'
import type { GameApi } from '@main/serve/game-api'
import { fenceContents } from './guards'
import { mainWindowOptions } from './window-options'
import { recallWindowState, rememberWindowState } from './window-memory'
import {
  minimumWindowSize,
  sameWindowState,
  windowStateFrom,
  type Rect,
  type WindowState,
} from './window-state'

/** Moving or resizing fires many events; one save after the hand rests is enough. */
const SAVE_DELAY_MS = 500

export interface MainWindowOptions {
  api: GameApi
  preloadPath: string
  /** the window's own icon (the taskbar's on Linux, and in development) */
  iconPath: string
  isPackaged: boolean
  /** the saved full-screen setting, applied when the window is shown */
  fullscreen: boolean
  /** the window is on screen (after its first paint) */
  onShown(win: BrowserWindow): void
  /** the window entered or left full screen, by the menu, F11, the OS or the setting */
  onFullScreen(fullscreen: boolean): void
}

export interface MainWindow {
  win: BrowserWindow
  /** queues a save of the current size and position (before quitting, flush after it) */
  saveState(): void
  /** loads the game page; rejects when the page cannot be loaded */
  load(): Promise<void>
}

/** Creates the window (hidden until painted) without loading the page yet. */
export async function createMainWindow(options: MainWindowOptions): Promise<MainWindow> {
  const { api } = options
  const workAreas = (): Rect[] => screen.getAllDisplays().map((d) => d.workArea)
  const state = await recallWindowState(api, workAreas())
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: options.preloadPath,
      iconPath: options.iconPath,
      state,
      minimum: minimumWindowSize(workAreas()),
      isPackaged: options.isPackaged,
    }),
  )
  // A screen plugged in, taken away or rescaled changes how small the window may be.
  const fitMinimum = (): void => {
    if (win.isDestroyed()) return
    const least = minimumWindowSize(workAreas())
    win.setMinimumSize(least.width, least.height)
  }
  for (const event of ['display-added', 'display-removed', 'display-metrics-changed'] as const) {
    screen.on(event as 'display-added', fitMinimum)
  }
  win.on('closed', () => {
    for (const event of ['display-added', 'display-removed', 'display-metrics-changed'] as const) {
      screen.off(event as 'display-added', fitMinimum)
    }
  })

  // The app-wide 'web-contents-created' hook fences every page too; these are on the window
  // itself so it is fenced even if that hook is ever removed.
  fenceContents(win.webContents)
  win.once('ready-to-show', () => {
    // maximize() shows a hidden window: called before the first paint it flashed an empty one.
    if (state.maximized) win.maximize()
    win.show()
    if (options.fullscreen) win.setFullScreen(true)
    options.onShown(win)
  })
  win.on('enter-full-screen', () => options.onFullScreen(true))
  win.on('leave-full-screen', () => options.onFullScreen(false))

  let last: WindowState = state
  let timer: NodeJS.Timeout | undefined
  const save = (): void => {
    clearTimeout(timer)
    if (win.isDestroyed()) return
    const next = windowStateFrom(win.getNormalBounds(), win.isMaximized())
    if (sameWindowState(next, last)) return
    last = next
    void rememberWindowState(api, next)
  }
  const saveSoon = (): void => {
    clearTimeout(timer)
    timer = setTimeout(save, SAVE_DELAY_MS)
  }
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) {
    win.on(event as 'resize', saveSoon)
  }
  win.on('close', save)

  return {
    win,
    saveState: save,
    load: () => win.loadURL(APP_ENTRY_URL),
  }
}
