import { onBeforeUnmount, onMounted } from 'vue'
import { call } from '@/bridge'
import { useSettingsStore } from '@/stores/settings'

/**
 * Whether this page is the browser host's, as main says. There the page itself fills the screen
 * (the browser's own Esc leaves it); in Electron main follows its window (main/shell/app.ts), so
 * the page leaves the setting to main. Asked once; a failed question is asked again next time.
 */
let browserHost: Promise<boolean> | null = null
function inBrowserHost(): Promise<boolean> {
  browserHost ??= call('app.info').then(
    (info) => info.host === 'web',
    () => {
      browserHost = null
      return false
    },
  )
  return browserHost
}

/**
 * In the browser host, makes the fullscreen setting say whether the page fills the screen, and
 * saves it through main as any change is. A browser goes fullscreen only on a click, so a stored
 * "on" cannot be applied when a page opens: it is put right to "off", and one click turns it on.
 */
export async function followPage(): Promise<void> {
  const store = useSettingsStore()
  if (!(await inBrowserHost())) return
  const filled = document.fullscreenElement != null
  if (store.settings.fullscreen === filled) return
  // nothing to tell the player if main cannot save it: the box still shows the page as it is
  // once main answers the next change
  await store.update({ fullscreen: filled }).catch(() => undefined)
}

/**
 * For the app's whole life: the page left fullscreen by the browser's way (Esc on any screen)
 * or entered, the fullscreen setting follows, as Electron's does its window.
 */
export function usePageFullscreen(): void {
  const follow = (): void => void followPage()
  onMounted(() => document.addEventListener('fullscreenchange', follow))
  onBeforeUnmount(() => document.removeEventListener('fullscreenchange', follow))
}
