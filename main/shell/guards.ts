/**
 * The renderer's fences (SECURITY.md): it may not leave the app, open windows, or be granted
 * any permission. Plain functions with Electron's handler signatures, so tests can call them.
 */

/** `will-navigate` / `will-frame-navigate`: every navigation away is cancelled. In-page hash
 * changes do not fire these events, and the app never needs a real navigation. */
export function preventNavigation(event: { preventDefault(): void }): void {
  event.preventDefault()
}

/** `setWindowOpenHandler`: no new windows, and nothing is handed to the system browser. */
export function denyWindowOpen(): { action: 'deny' } {
  return { action: 'deny' }
}

/** `setPermissionRequestHandler`: the game needs no camera, notifications, clipboard … */
export function denyPermissionRequest(
  _webContents: unknown,
  _permission: string,
  callback: (granted: boolean) => void,
): void {
  callback(false)
}

/** `setPermissionCheckHandler`: every synchronous permission check answers no. */
export function denyPermissionCheck(): boolean {
  return false
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
