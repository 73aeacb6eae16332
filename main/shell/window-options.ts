/**
 * The main window's options, kept free of Electron at runtime so a unit test can hold them to
 * the security checklist: an isolated, sandboxed renderer with no Node, no <webview> and web
 * security on.
 */
import type { BrowserWindowConstructorOptions } from 'electron'
import type { WindowState } from './window-state'

export interface MainWindowInput {
  /** absolute path of out/preload/index.js */
  preloadPath: string
  /** absolute path of the app icon (a PNG): the window's and, on Linux, the taskbar's */
  iconPath: string
  /** where the window was last time, already clamped to the current screens */
  state: WindowState
  /** the least size the window may take on the current screens (minimumWindowSize) */
  minimum: { width: number; height: number }
  /** packaged builds ship without DevTools */
  isPackaged: boolean
}

/** The main window: its saved size and place, a sandboxed page, no DevTools when packaged. */
export function mainWindowOptions(input: MainWindowInput): BrowserWindowConstructorOptions {
  const { state } = input
  return {
    title: 'Pazaak',
    icon: input.iconPath,
    width: state.width,
    height: state.height,
    ...(state.x !== null && state.y !== null ? { x: state.x, y: state.y } : { center: true }),
    minWidth: input.minimum.width,
    minHeight: input.minimum.height,
    // The theme's background, so the window does not flash white before the first paint.
    backgroundColor: '#0b1418',
    // Shown on 'ready-to-show' to avoid an empty frame; maximised and full screen only then.
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: !input.isPackaged,
    },
  }
}
