/**
 * The one game window: created from the saved window state, fenced in (navigation, new
 * windows), and its size and position written back to the settings when they change.
 */
import { BrowserWindow, screen } from 'electron'
import { APP_ENTRY_URL } from './app-url'
import type { GameApi } from '@main/serve/game-api'
import { denyWindowOpen, preventNavigation } from './guards'
import { mainWindowOptions } from './window-options'
import { recallWindowState, rememberWindowState } from './window-memory'
import { sameWindowState, windowStateFrom, type WindowState } from './window-state'

/** Moving or resizing fires many events; one save after the hand rests is enough. */
const SAVE_DELAY_MS = 500

export interface MainWindow {
  win: BrowserWindow
  /** queues a save of the current size and position (before-quit calls it before flushing) */
  saveState(): void
}

export async function createMainWindow(options: {
  api: GameApi
  preloadPath: string
  isPackaged: boolean
}): Promise<MainWindow> {
  const { api } = options
  const workAreas = screen.getAllDisplays().map((d) => d.workArea)
  const state = await recallWindowState(api, workAreas)
  const win = new BrowserWindow(
    mainWindowOptions({ preloadPath: options.preloadPath, state, isPackaged: options.isPackaged }),
  )
  if (state.maximized) win.maximize()

  // The app-wide 'web-contents-created' hook fences every page too; these are on the window
  // itself so it is fenced even if that hook is ever removed.
  win.webContents.on('will-navigate', preventNavigation)
  win.webContents.on('will-frame-navigate', preventNavigation)
  win.webContents.setWindowOpenHandler(denyWindowOpen)
  win.once('ready-to-show', () => win.show())

  let last: WindowState = state
  let timer: NodeJS.Timeout | undefined
  const save = (): void => {
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
  win.on('close', () => {
    clearTimeout(timer)
    save()
  })

  await win.loadURL(APP_ENTRY_URL)
  return { win, saveState: save }
}
