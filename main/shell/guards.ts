/**
 * The renderer's fences (the security checklist): it may not leave the app, open windows, or be granted
 * any permission but writing to the clipboard. Plain functions with Electron's handler
 * signatures, so tests can call them.
 */
import type { WebContents } from 'electron'
import { isAppUrl } from './app-url'

/** `will-navigate` / `will-frame-navigate`: every navigation away is cancelled. In-page hash
 * changes do not fire these events, and the app never needs a real navigation. */
export function preventNavigation(event: { preventDefault(): void }): void {
  event.preventDefault()
}

/** `setWindowOpenHandler`: no new windows, and nothing is handed to the system browser. */
export function denyWindowOpen(): { action: 'deny' } {
  return { action: 'deny' }
}

/**
 * Fences one page in: no navigation away (its own or a frame's), no `<webview>` attached (the
 * window has the tag off; this holds should a page ever get one), no new windows. The shell
 * calls it for every page Electron makes, so the rule cannot differ between them.
 */
export function fenceContents(contents: WebContents): void {
  contents.on('will-navigate', preventNavigation)
  contents.on('will-frame-navigate', preventNavigation)
  contents.on('will-attach-webview', preventNavigation)
  contents.setWindowOpenHandler(denyWindowOpen)
}

/**
 * The one permission the game uses: writing to the clipboard (the share code's Copy button,
 * `navigator.clipboard.writeText`). Chromium asks for it as `clipboard-sanitized-write`.
 * Reading the clipboard, and every other permission, stays denied.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write'])

/** True only for an allowed permission asked by the app's own page (app://pazaak). */
export function isPermissionAllowed(
  permission: string,
  origin: string | null | undefined,
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && typeof origin === 'string' && isAppUrl(origin)
}

/** `setPermissionRequestHandler`: no camera, notifications, clipboard reading …; see above. */
export function answerPermissionRequest(
  _webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details?: { requestingUrl?: string },
): void {
  callback(isPermissionAllowed(permission, details?.requestingUrl))
}

/** `setPermissionCheckHandler`: the synchronous check Chromium makes before (or instead of) asking. */
export function answerPermissionCheck(
  _webContents: unknown,
  permission: string,
  requestingOrigin: string,
): boolean {
  return isPermissionAllowed(permission, requestingOrigin)
}

/** `setDevicePermissionHandler`: no HID, serial or USB devices. */
export function denyDevicePermission(): boolean {
  return false
}

/** The part of a BrowserWindow the second-instance handler touches. */
export interface FocusableWindow {
  isDestroyed(): boolean
  isMinimized(): boolean
  restore(): void
  show(): void
  focus(): void
}

/**
 * A second launch of the app focuses the first window instead of opening another (two
 * processes writing the same saves would race). Returns false when there is no window to
 * focus, so the caller can create one.
 */
export function focusExistingWindow(win: FocusableWindow | null | undefined): boolean {
  if (!win || win.isDestroyed()) return false
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
  return true
}

/**
 * A second launch while the window is not on screen yet (the settings are still being read,
 * or the page is still loading) is not lost: the focus waits for the window to be shown.
 * Focusing earlier would show an unpainted window.
 */
export class SecondLaunchFocus {
  private window: FocusableWindow | null = null
  private pending = false

  /** A second launch: focus the window on screen, or remember to once it is shown. */
  request(): void {
    if (!focusExistingWindow(this.window)) this.pending = true
  }

  /** The window is on screen ('ready-to-show'); a focus asked for meanwhile happens now. */
  shown(win: FocusableWindow): void {
    this.window = win
    if (!this.pending) return
    this.pending = false
    focusExistingWindow(win)
  }

  /** The window is gone. */
  closed(): void {
    this.window = null
  }
}
