import { onBeforeUnmount, onMounted } from 'vue'

/**
 * A key held down acts only on what it was pressed on. The keyboard repeats a held key, and a
 * browser presses the focused button with every repeated Enter: a player holding Enter on the
 * tutorial's Next would go on through Start (which takes Next's place, and the focus) into the
 * match, and one holding it on End turn as the match ends would press the result's Play again.
 * A repeat that reaches another control than the press it repeats is cancelled, so it presses
 * nothing; a repeat on the same control (Next through the steps) works as always, and a new
 * press acts wherever it lands.
 */
export function guardHeldKeys(target: Window): () => void {
  let pressedOn: EventTarget | null = null
  function onKey(event: KeyboardEvent): void {
    // Enter alone: it presses on keydown (Space presses on release, once), and a held Tab or
    // arrow must go on moving through the controls
    if (event.key !== 'Enter') return
    if (!event.repeat) pressedOn = event.target
    else if (event.target !== pressedOn) event.preventDefault()
  }
  // capture: before any control's own handler sees the key
  target.addEventListener('keydown', onKey, true)
  return () => target.removeEventListener('keydown', onKey, true)
}

/** Guards held keys while the app is mounted (guardHeldKeys). */
export function useHeldKeys(): void {
  let stop = (): void => {}
  onMounted(() => (stop = guardHeldKeys(window)))
  onBeforeUnmount(() => stop())
}
