/**
 * The page's changes that can turn a control on, off, shown or hidden: controls drawn or taken
 * away, and their attributes (`disabled`, `inert`, `aria-disabled`, a class, a style, a home's
 * rank). Text changes none of that.
 */
const CHANGES: MutationObserverInit = { subtree: true, childList: true, attributes: true }

/**
 * What else can change a step's answer: the window's size (a control shown at one width only)
 * and the focus (the player moving it ends the wait).
 */
const EVENTS = ['resize', 'focusin'] as const

/**
 * Runs `step` on the next frame, and again on the frame after each change to the page, the
 * window's size or the focus, until it says it is done. No clock ends it: the keyboard's waits
 * for a control to come on (End turn, after the deal and the opponent's turn however long they
 * take). A control comes on only by such a change, so between them the wait costs nothing: a
 * screen whose home never comes on runs no frames while the player is there. The step ends
 * itself when the player has acted meanwhile (moved the focus, left the screen).
 */
export function eachPageChange(step: () => boolean): void {
  let asked = false
  let done = false
  const ask = (): void => {
    if (asked || done) return
    asked = true
    requestAnimationFrame(attempt)
  }
  const watcher = new MutationObserver(ask)
  const attempt = (): void => {
    asked = false
    if (done || !step()) return
    done = true
    watcher.disconnect()
    for (const event of EVENTS) window.removeEventListener(event, ask, true)
  }
  watcher.observe(document.body, CHANGES)
  for (const event of EVENTS) window.addEventListener(event, ask, true)
  ask()
}
