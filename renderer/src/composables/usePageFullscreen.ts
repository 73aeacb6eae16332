import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'
import { knowHost } from '@/composables/browser-host'
import { useSettingsStore } from '@/stores/settings'

/** Whether this page fills the screen, as the browser says now. */
function pageFills(): boolean {
  return document.fullscreenElement != null
}

/**
 * In the browser host, makes the fullscreen setting say whether the page fills the screen, and
 * saves it through main as any change is. A browser goes fullscreen only on a click, so a stored
 * "on" cannot be applied when a page opens: it is put right to "off", and one click turns it on.
 * In Electron main follows its window (main/shell/app.ts), so the page leaves the setting to main.
 */
export async function followPage(): Promise<void> {
  const store = useSettingsStore()
  if (!(await knowHost())) return
  const filled = pageFills()
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

/**
 * For a component's setup: whether this page fills the screen, kept as the browser says while
 * the component lives. In the browser host each tab fills the screen or not on its own, and the
 * one saved setting says what the last of them did: a tab's box shows the tab. `read` takes the
 * browser's word at once: a request to enter or leave has settled before the browser's event
 * comes (later still in a tab in the background), and the box must not show the old state
 * meanwhile.
 */
export function usePageFilled(): { filled: Readonly<Ref<boolean>>; read: () => void } {
  const filled = ref(pageFills())
  const read = (): void => void (filled.value = pageFills())
  onMounted(() => {
    read()
    document.addEventListener('fullscreenchange', read)
  })
  onBeforeUnmount(() => document.removeEventListener('fullscreenchange', read))
  return { filled, read }
}
