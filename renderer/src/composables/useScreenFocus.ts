import { onBeforeUnmount, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Route } from '@/stores/navigation'
import {
  DIALOG,
  enterScreen,
  everyFrame,
  holdKeyboard,
  keyboardInUse,
  lastOnScreen,
  leaveScreen,
  usable,
} from './useFocusKeeper'

/** How long a screen coming back may take to show the control that had focus (its data loads). */
const RESTORE_MS = 2000
/** How long a screen's name waits for the keyboard to land on the screen before it is said. */
const SETTLE_MS = 500
/** A screen's heading: the header's, the title screen's, the result's. */
const HEADING = 'main.app > [data-screen] h1'

/**
 * Says which screen the player arrived on, and names the window after it. The keyboard starts on
 * a screen's home control (useScreenFocus), not on its heading, so that Enter or a gamepad's A
 * does the screen's main thing at once; a screen reader then reads only that control. So the
 * heading is said too, in a polite live region that is always on the page (one appearing already
 * filled is often not read), after the control: "Play again, button … Victory". The window's
 * title follows the screen and the language ("Settings – Pazaak", "Einstellungen – Pazaak"), and
 * so does the name left in the region, where a screen reader may read it again at any time.
 */
export function useScreenName(stack: Ref<Route[]>): void {
  const { t, locale } = useI18n()
  const region = document.createElement('div')
  region.className = 'visually-hidden'
  region.setAttribute('role', 'status')
  region.dataset.test = 'screen-name'
  document.body.append(region)
  onBeforeUnmount(() => region.remove())

  /** The screen's name: its heading, or for the table (which has none) a name of its own. */
  const name = (heading: Element | null | undefined): string | null =>
    stack.value.at(-1)?.screen === 'table'
      ? t('common.app.table')
      : heading?.textContent?.trim() || null
  // the title screen's heading is the game's name: said once, not "Pazaak – Pazaak"
  const title = (screen: string | null): string =>
    !screen || screen === t('common.app.name')
      ? t('common.app.name')
      : t('common.app.window', { screen })

  let arrival = 0
  /** The arrival whose name the region holds: a new language rewords it, for that screen only. */
  let saidArrival = 0
  watch(
    () => [stack.value.length, stack.value.at(-1)] as const,
    () => {
      const mine = ++arrival
      // the heading on the page now is the screen's being left: wait for the next one's
      const before = document.querySelector(HEADING)
      let shown: number | null = null
      everyFrame(
        () => {
          if (mine !== arrival) return true
          const heading = document.querySelector(HEADING)
          const said = name(heading === before ? null : heading)
          if (said === null) return false
          document.title = title(said)
          // said once the keyboard is on the screen's home: a focus moved later cuts speech off
          shown ??= performance.now()
          const waiting = keyboardInUse() && document.activeElement === document.body
          if (waiting && performance.now() - shown < SETTLE_MS) return false
          // a new node, so the same name twice in a row (the result after a rematch) is said again
          const line = document.createElement('p')
          line.textContent = said
          region.replaceChildren(line)
          saidArrival = mine
          return true
        },
        RESTORE_MS + SETTLE_MS,
        () => {
          if (mine === arrival && shown === null) document.title = title(null)
        },
      )
    },
    { flush: 'pre' },
  )
  // Another language: the title follows (the heading is worded anew by then), and so does the
  // name in the region, which stays on the page to be read; one still to be said waits for it.
  watch(locale, () =>
    requestAnimationFrame(() => {
      const said = name(document.querySelector(HEADING))
      document.title = title(said)
      const line = region.firstElementChild
      if (said !== null && line && saidArrival === arrival) line.textContent = said
    }),
  )
}

/**
 * Where the keyboard goes as screens change. Going on to a screen, the control that had focus
 * on the one left behind is remembered (by the `data-test` names on its way up, which outlive
 * the elements); coming back, focus returns to it as soon as the screen shows it, so Esc or Back
 * leaves a keyboard player where they were instead of at the top of the page. Going on to a
 * screen, or one screen taking another's place, the keyboard starts on the new screen's home
 * (`enterScreen`), where it has one. Each screen arrived on is named too (`useScreenName`).
 */
export function useScreenFocus(stack: Ref<Route[]>): void {
  useScreenName(stack)
  /**
   * What had focus on each screen of the stack when the player went on from it, with that
   * screen's own route: only coming back to that very route (Back, Esc) is a return. A jump home
   * and on to the same screen anew (the result's way to the map after a cantina opened) pushes a
   * new route, and the keyboard starts on that screen's home, not where it was last time.
   */
  const remembered: ({ route: Route | undefined; spot: Spot | null } | undefined)[] = []

  watch(
    () => [stack.value.length, stack.value[stack.value.length - 1]] as const,
    ([depth, top], [before, topBefore]) => {
      if (depth > before) {
        remembered[before - 1] = { route: topBefore, spot: focusedSpot() }
        enterScreen()
      } else if (depth < before) {
        const kept = remembered[depth - 1]
        remembered.length = depth
        leaveScreen()
        if (kept?.spot && kept.route === top) restore(kept.spot)
        else enterScreen()
      } else if (top !== topBefore) enterScreen() // one screen in place of another
    },
    // before the screens change: the control that has focus is still on the page
    { flush: 'pre' },
  )
}

/** A control, named by the `data-test` names on its way up and which of their matches it is. */
interface Spot {
  path: string
  index: number
}

/**
 * The focused control as a spot, or null where it has no `data-test` name. A control in a dialog
 * goes with it (the open-match question's Back to the table): the spot is the screen's control the
 * dialog was asked from. A control the screen shows only for the moment (`data-focus-passing`:
 * the trader's way to the decks after a buy) is not there when the screen is drawn anew: none,
 * and coming back starts on the screen's home at once instead of on the page while it waits.
 */
function focusedSpot(): Spot | null {
  const active = document.activeElement
  const focused = active?.closest(DIALOG) ? lastOnScreen() : active
  if (!focused || focused.closest('[data-focus-passing]')) return null
  const names: string[] = []
  let at = focused.closest('[data-test]')
  while (at && names.length < 3) {
    names.unshift(`[data-test="${CSS.escape(at.getAttribute('data-test') ?? '')}"]`)
    at = at.parentElement?.closest('[data-test]') ?? null
  }
  if (names.length === 0) return null
  const path = names.join(' ')
  // a row of a list (a kept match's Replay) is told from the others by its place among them
  const index = Array.from(document.querySelectorAll(path)).findIndex((m) => m.contains(focused))
  return { path, index: Math.max(index, 0) }
}

/**
 * Focuses the control once it shows, unless the player has put the focus somewhere already. It
 * holds the keyboard meanwhile: a dialog closing with the screen left (the table's menu, as the
 * player leaves the table) would otherwise put it on this screen's home first.
 */
function restore({ path, index }: Spot): void {
  const release = holdKeyboard()
  everyFrame(
    () => {
      if (document.activeElement && document.activeElement !== document.body) {
        release()
        return true
      }
      const control = document.querySelectorAll<HTMLElement>(path)[index]
      // not yet: the screen still loads, or a dialog has it (the keeper's own test of a control)
      if (!control || !usable(control)) return false
      release()
      control.focus()
      return true
    },
    RESTORE_MS,
    () => {
      release()
      enterScreen()
    },
  )
}
