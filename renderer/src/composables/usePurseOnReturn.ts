import { onBeforeUnmount, onMounted } from 'vue'
import { useProfileStore } from '@/stores/profile'

/**
 * Asks main for the purse afresh whenever the window comes back (shown again, or focused):
 * in the browser host another tab of the same game may have bought or won meanwhile, and the
 * credits shown here would stay the old figure until this window's next call. One question at
 * a time: a switch back to the tab fires both events.
 */
export function watchPurseOnReturn(target: Window): () => void {
  const profiles = useProfileStore()
  let asking = false
  function onReturn(): void {
    if (asking || target.document.visibilityState !== 'visible' || !profiles.current) return
    asking = true
    profiles
      .refreshWallet()
      // a failed question changes nothing shown; a page gone stale says so by its own dialog
      .catch(() => undefined)
      .finally(() => (asking = false))
  }
  target.document.addEventListener('visibilitychange', onReturn)
  target.addEventListener('focus', onReturn)
  return () => {
    target.document.removeEventListener('visibilitychange', onReturn)
    target.removeEventListener('focus', onReturn)
  }
}

/** Keeps the purse fresh on the window's return while the app is mounted (watchPurseOnReturn). */
export function usePurseOnReturn(): void {
  let stop = (): void => {}
  onMounted(() => (stop = watchPurseOnReturn(window)))
  onBeforeUnmount(() => stop())
}
