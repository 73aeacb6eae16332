/**
 * The renderer is served from app://pazaak/ (not file://): a standard, secure custom scheme
 * instead of file://, so the page has a real origin that the IPC guard, the navigation guard
 * and the CSP can all reason about.
 */
import { resolveStaticPath, servedFile } from '@main/serve/static-files'

/** The scheme the shell registers as standard and secure, and answers (app-protocol.ts). */
export const APP_SCHEME = 'app'
/** The one host of the scheme; any other is not the app. */
export const APP_HOST = 'pazaak'
/** The page's origin, which the guards compare against. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
/** The page the window loads. */
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/** True for a URL on the app's own origin (exactly app://pazaak, no port, no credentials). */
export function isAppUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.hostname === APP_HOST &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  )
}

/**
 * The file an app:// request names inside the built renderer folder, or null to refuse it.
 * Works on the raw URL text, not on a parsed URL: the URL parser would quietly fold
 * `app://pazaak/../../etc/passwd` into `/etc/passwd`, hiding the attempt instead of refusing it.
 */
export function resolveAppRequest(url: string, rendererDir: string): string | null {
  const path = appRequestPath(url)
  return path === null ? null : resolveStaticPath(rendererDir, path)
}

/**
 * The file to serve for an app:// request, as resolveAppRequest names it once links are
 * followed: a link in the renderer folder that leads out of it is refused like a `../` path,
 * as the browser host refuses it. (Electron's fs follows links inside the app's asar too.)
 */
export function servedAppFile(url: string, rendererDir: string): Promise<string | null> {
  const path = appRequestPath(url)
  return path === null ? Promise.resolve(null) : servedFile(rendererDir, path)
}

/** The raw path of an app:// URL on the app's origin (from its first `/`), or null. */
function appRequestPath(url: string): string | null {
  return url.toLowerCase().startsWith(`${APP_ORIGIN}/`) ? url.slice(APP_ORIGIN.length) : null
}
