/**
 * Which host serves this page, as main says (`app.info`): the one answer to "is this the browser
 * host?". Not the bridge's presence: a test installs `window.pazaak` over a browser host's main,
 * and the page's transport says nothing of which host answers. The title screen (or a reload's
 * restored place) asks `app.info` before anything else, so the answer is in the app store by
 * the time a player can click; a click that must act in its own gesture (the page's fullscreen)
 * reads it synchronously.
 */
import { useAppStore } from '@/stores/app'

/** Whether main said this page is the browser host's; false until it has said. */
export function inBrowserHost(): boolean {
  return useAppStore().info?.host === 'web'
}

/**
 * Whether this page is the browser host's, asking main if it has not said yet; false when main
 * cannot answer (asked again next time).
 */
export async function knowHost(): Promise<boolean> {
  const app = useAppStore()
  if (app.info) return inBrowserHost()
  try {
    await app.refreshInfo()
  } catch {
    return false
  }
  return inBrowserHost()
}
