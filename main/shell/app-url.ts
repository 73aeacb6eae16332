/**
 * The renderer is served from app://pazaak/ (not file://): a standard, secure custom scheme
 * instead of file://, so the page has a real origin that the IPC guard, the navigation guard
 * and the CSP can all reason about.
 */
import { resolveStaticPath } from '@main/serve/static-files'

export const APP_SCHEME = 'app'
export const APP_HOST = 'pazaak'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
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
  const prefix = `${APP_ORIGIN}/`
  if (!url.toLowerCase().startsWith(prefix)) return null
  return resolveStaticPath(rendererDir, url.slice(APP_ORIGIN.length))
}
