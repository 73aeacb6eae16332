import { onBeforeUnmount, onMounted } from 'vue'
import { useNavigationStore } from '@/stores/navigation'
import { HELP_KEYS } from './controls'

/**
 * F1 or ? opens How to play on its Controls page, while the screen that calls this is shown (the
 * title and the settings, where a player looks for the keys before a match). Not while typing,
 * with Ctrl, Alt or Meta held (a shortcut of the system's), or under an open dialog, whose own
 * question comes first. How to play itself passes its own `open`, which goes to its Controls tab:
 * the keys did nothing there, the one screen where the player was already looking for help.
 */
export function useHelpKey(open?: () => void): void {
  const navigation = useNavigationStore()
  const show = open ?? ((): void => navigation.go('rules', { tab: 'controls' }))
  function onKey(event: KeyboardEvent): void {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
    if (!HELP_KEYS.includes(event.key)) return
    const target = event.target as HTMLElement | null
    if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) {
      if (
        !(target instanceof HTMLInputElement) ||
        !['checkbox', 'radio', 'range'].includes(target.type)
      )
        return
    }
    if (document.querySelector('[aria-modal="true"]')) return
    // F1 is the browser's own help in a page: the game's is meant
    event.preventDefault()
    show()
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
