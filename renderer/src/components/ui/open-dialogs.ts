/**
 * The modal dialogs open now, the newest last, and the one rule for Esc while any is: it closes
 * the newest dialog and nothing else, wherever the focus is. A button clicked in a dialog can turn
 * off (directives/off.ts) and drop the focus to the page; the Esc pressed then went past the
 * dialog to the screen's own Esc, which left the screen under the dialog.
 */
const closers: (() => void)[] = []

/**
 * Listens on the document in its capture phase, added once a dialog opens: after the listeners
 * that only watch the keys (the focus keeper's, the notices'), before any screen's or the app's.
 */
function onKey(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.isComposing) return
  const close = closers.at(-1)
  if (!close) return
  event.preventDefault()
  event.stopPropagation()
  close()
}

/** Counts a dialog as open until the function returned is called; `close` is its Esc. */
export function holdDialog(close: () => void): () => void {
  if (closers.length === 0) document.addEventListener('keydown', onKey, true)
  closers.push(close)
  return () => {
    const at = closers.lastIndexOf(close)
    if (at >= 0) closers.splice(at, 1)
    if (closers.length === 0) document.removeEventListener('keydown', onKey, true)
  }
}
