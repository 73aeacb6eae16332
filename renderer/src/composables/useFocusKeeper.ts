import { onBeforeUnmount, onMounted } from 'vue'
import { eachPageChange } from './page-change'

/** A screen: the root each view renders into the app's main element. */
const SCREEN = 'main.app > [data-screen]'
/** A dialog over a screen (its own frame, the table's menu, the hot-seat curtain). */
export const DIALOG = '[aria-modal="true"]'
/**
 * A part of a screen that keeps its own round for Tab, not in the page's order, and takes
 * Shift+Tab from the page into it too (the table: useTableKeyboard).
 */
const OWN_ROUND = '[data-tab-round]'
/** What the keyboard can stop on (disabled or not). */
export const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])'
/** How many of the controls last focused are remembered. */
const TRAIL = 8

/** Whether the player last pressed a key (the gamepad presses keys too) or used the mouse. */
let byKeyboard = true
/** The element that took the focus last, wherever it is. */
let latest: HTMLElement | null = null
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (byKeyboard = true), true)
  document.addEventListener('pointerdown', () => (byKeyboard = false), true)
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return
    latest = event.target
    remember(event.target)
  })
}

/**
 * The element that last took the focus. A button that opens a dialog often turns itself off
 * while main answers (the share code, a purchase), which drops its focus to the page before the
 * dialog opens; the dialog gives the focus back to this one then.
 */
export const lastFocused = (): HTMLElement | null => latest

/**
 * The control the player was on last on the screen itself, not in a dialog over it: where the
 * keyboard was on the screen when a dialog took it (the open-match question's Back to the table,
 * over the Play that asked it).
 */
export const lastOnScreen = (): HTMLElement | null =>
  [...trail].reverse().find((c) => c.isConnected && !c.closest(DIALOG)) ?? null

/**
 * Whether the keyboard is what the player is using now. Focus moved by the game (into a panel
 * that opens, away from a control that went) is for keyboard players only: a mouse player never
 * sees it, and a key they press later would land on a control they did not choose.
 */
export const keyboardInUse = (): boolean => byKeyboard

/**
 * Where a control stood when it last had the focus: its screen, the controls around it, its list
 * and its group (a part of the screen marked `data-focus-group`: each of the shop's two columns).
 */
interface Place {
  screen: Element
  around: HTMLElement[]
  at: number
  list: Element | null
  group: Element | null
  /** its `data-test` name and which of the screen's controls of that name it was */
  name: string | null
  nth: number
}
const places = new WeakMap<HTMLElement, Place>()
/** The last controls focused, the latest last. */
const trail: HTMLElement[] = []

function remember(control: HTMLElement): void {
  const screen = control.closest(SCREEN)
  if (!screen) return
  const around = Array.from(screen.querySelectorAll<HTMLElement>(FOCUSABLE))
  const list = control.closest('li')?.parentElement ?? null
  const group = control.closest('[data-focus-group]')
  const name = control.dataset.test ?? null
  const nth = name ? Array.from(named(screen, name)).indexOf(control) : -1
  places.set(control, { screen, around, at: around.indexOf(control), list, group, name, nth })
  const at = trail.indexOf(control)
  if (at >= 0) trail.splice(at, 1)
  trail.push(control)
  if (trail.length > TRAIL) trail.shift()
}

/** The screen's controls of one `data-test` name. */
const named = (screen: Element, name: string): NodeListOf<HTMLElement> =>
  screen.querySelectorAll<HTMLElement>(`[data-test="${CSS.escape(name)}"]`)

/**
 * Puts the keyboard back near `gone`, a control that left, turned off or went inert while the
 * player was on it (or that a dialog would give the focus back to, and cannot). In order: the
 * same control drawn anew (the same `data-test` name, the same one of them), if it is on; the
 * nearest control that is on in the same list (the card that took a removed one's place, else
 * the one before), then in the same group; the screen's own place for the keyboard
 * (`data-focus-home`, lowest number first: at the table End turn, else a card that can be
 * played, else the menu, each if it is shown); the nearest control that is on anywhere on the screen; the control
 * the player was on before.
 * Judged a frame later, once the screen has followed the change. Nothing happens if the player
 * has the focus somewhere already, or if `gone`'s screen went as a whole (the next screen, or
 * useScreenFocus going back, decides where the keyboard starts), unless `elseHome` asks for
 * the home of the screen shown now then (a dialog closing over a screen drawn anew).
 */
export function refocusNear(gone: HTMLElement, { elseHome = false } = {}): void {
  const place = places.get(gone)
  requestAnimationFrame(() => {
    // the screen puts the keyboard itself once it is ready (holdKeyboard)
    if (holds > 0) return
    if (document.activeElement && document.activeElement !== document.body) return
    if (!place?.screen.isConnected) {
      if (elseHome) enterScreen()
      return
    }
    const again = place.name ? named(place.screen, place.name)[place.nth] : undefined
    const near = outward(place)
    const next =
      (again && on(again) ? again : undefined) ??
      near.find((c) => on(c) && !!place.list?.contains(c)) ??
      near.find((c) => on(c) && !!place.group?.contains(c)) ??
      homes().find(usable) ??
      near.find(on) ??
      [...trail].reverse().find(usable)
    if (!next) return
    next.focus()
    // put on a lesser home while the first was off: to the first as it comes on
    if (next.dataset.focusHome !== undefined) promote(next)
  })
}

/**
 * Runs `step` once a frame, from the next, until it says it is done or `ms` have passed (then
 * `timedOut`, if given); without `ms`, until it says so. The waits of the keyboard's moves on
 * something other than the page: for the table to have shown the deal, for a control coming
 * back to show again within its screen's load (useScreenFocus).
 */
export function everyFrame(step: () => boolean, ms = Infinity, timedOut?: () => void): void {
  const until = performance.now() + ms
  const attempt = (): void => {
    if (step()) return
    if (performance.now() < until) requestAnimationFrame(attempt)
    else timedOut?.()
  }
  requestAnimationFrame(attempt)
}

/** Counts the screens gone to, so a wait for one screen's home ends when another comes. */
let entries = 0

/** Ends any wait for a screen's home: the player is going somewhere else. */
export function leaveScreen(): void {
  entries++
}

/**
 * A screen the player has just gone on to: the keyboard starts on its home (`data-focus-home`),
 * the first the screen shows (lowest number first), and moves to the first of all as it comes
 * on (End turn, after the opening deal). A screen without one starts at the top, as pages do.
 * Only for the keyboard, and never over a control the player has focused already. It waits for
 * a home as long as it takes (a long deal, a slow opponent), until the player acts meanwhile.
 */
export function enterScreen(): void {
  const entry = ++entries
  if (byKeyboard) homeOnceOn(entry)
}

/**
 * Puts the keyboard on the screen's first home that is on, as soon as one is, unless the player
 * acts first: goes on (or back) to another screen than the `entry`th, puts the focus somewhere
 * (a dialog opening takes it) or takes the mouse. Then it is theirs to say.
 */
function homeOnceOn(entry: number): void {
  eachPageChange(() => {
    if (entry !== entries || !nowhere() || !byKeyboard) return true
    const home = homes().find(usable)
    if (!home) return false
    home.focus()
    promote(home)
    return true
  })
}

/**
 * How many waits will put the keyboard somewhere themselves: a screen that shows something
 * first (homeWhenReady), a screen coming back that focuses the control the player left from
 * (useScreenFocus). Meanwhile a control that went is not followed by `refocusNear`.
 */
let holds = 0

/**
 * Says that the caller will put the keyboard somewhere itself: until the release it returns is
 * called (once is enough, more do nothing), a control going away is not followed by
 * `refocusNear`. The menu at the table closing as the player leaves the table put the keyboard
 * on the screen coming back's home before that screen could focus the control the player had
 * left from.
 */
export function holdKeyboard(): () => void {
  holds++
  let released = false
  return () => {
    if (!released) holds--
    released = true
  }
}

/**
 * The keyboard's control goes away with the part of the screen it lies in, and the screen shows
 * something before the player can act again (the hand chooser closes as the hands are dealt).
 * Put on a lesser home meanwhile and moved on as the first came on, the focus stopped twice, and
 * a screen reader says every stop: it goes once instead, when `ready` says the screen is ready
 * (however long the deal takes), to the screen's home, as `enterScreen` would. Nothing happens
 * if the player has put it somewhere meanwhile, taken the mouse or left the screen. Call it
 * before the control goes; only for the keyboard.
 */
export function homeWhenReady(ready: () => boolean): void {
  if (!byKeyboard) return
  const entry = entries
  const release = holdKeyboard()
  everyFrame(() => {
    // the player went on, or put the keyboard somewhere, or took the mouse: theirs to say
    if (entry !== entries || !nowhere() || !byKeyboard) {
      release()
      return true
    }
    if (!ready()) return false
    release()
    homeOnceOn(entry)
    return true
  })
}

/** Whether no control has the focus: it is on the page, or on a control taken off it. */
export const nowhere = (): boolean => {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/**
 * Catches the keyboard when the control it is on goes away under it: a played card leaves the
 * hand, the hand chooser or the advisor closes, a sold card leaves the list. The browser then
 * drops the focus to the page and the next Tab starts from the top of the screen; `refocusNear`
 * puts it near where it was instead.
 *
 * Only a control that vanished, turned off or went inert counts: focus the player moves away
 * (a click on the page, another window) is theirs, and a dialog gives the focus back itself.
 * Only for the keyboard: a mouse player's focus, which they never see, stays on the page, so a
 * key pressed later (Space to hurry the table along) lands on no button they did not choose.
 */
export function useFocusKeeper(): void {
  function onFocusOut(event: FocusEvent): void {
    const left = event.target
    if (event.relatedTarget || !byKeyboard || !(left instanceof HTMLElement)) return
    // the browser says focusout before it takes the control away: judged once it has
    requestAnimationFrame(() => {
      if (!usable(left)) refocusNear(left)
    })
  }
  onMounted(() => {
    document.addEventListener('focusout', onFocusOut)
    // tabAround first: it acts only with the keyboard on a control, and the Tab that
    // tabFromPage takes from the page to the home must not go round from there too
    document.addEventListener('keydown', tabAround)
    document.addEventListener('keydown', tabFromPage)
  })
  onBeforeUnmount(() => {
    document.removeEventListener('focusout', onFocusOut)
    document.removeEventListener('keydown', tabFromPage)
    document.removeEventListener('keydown', tabAround)
  })
}

/**
 * Tab with the keyboard on the page goes to the screen's home, not to the top of the screen. A
 * screen moves the keyboard for a player on the keys only, so after a click (Play on the day's
 * screen, a forfeit confirmed with the pointer, the result's way back) it stays on the page; a
 * player going on by keys then began at Back, or on the table at the opponent's pool.
 *
 * Shift+Tab from the page goes to the screen's last stop, as it does round from the first. The
 * browser's own left the page when the control last clicked had gone with its screen, or after
 * a click on the page itself: in the browser host the keyboard went up to the address bar, and
 * only a second Shift+Tab came back in at the end. A dialog keeps its own Tab, and so does a
 * part that keeps its own round (the table's Shift+Tab from the page comes in at its end).
 */
function tabFromPage(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return
  if (event.defaultPrevented || !nowhere() || document.querySelector(DIALOG)) return
  if (event.shiftKey && document.querySelector(OWN_ROUND)) return
  const to = event.shiftKey ? tabStops().at(-1) : homes().find(usable)
  if (!to) return
  event.preventDefault()
  to.focus()
  if (!event.shiftKey) promote(to)
}

/**
 * Tab on the last control comes round to the first, and Shift+Tab on the first to the last, as
 * in a desktop program: the game has no address bar for the keyboard to go on to. The browser
 * put the focus on the page instead, and the next Tab went to the screen's home (tabFromPage),
 * so a player going forward came back to Play again and again and never reached Back or the
 * header's buttons. The notices' Dismiss buttons, after the screen, are in the round too; a
 * dialog keeps its own Tab.
 */
export function tabAround(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return
  if (event.defaultPrevented || nowhere() || document.querySelector(DIALOG)) return
  const stops = tabStops()
  const first = stops[0]
  const last = stops[stops.length - 1]
  const active = document.activeElement
  const to = event.shiftKey ? active === first && last : active === last && first
  if (!to) return
  event.preventDefault()
  to.focus()
}

/**
 * The page's stops for Tab, in its order: controls that can take the focus and are not taken
 * out of the order (tabindex -1), a group of radios once (its checked one, else its first), as
 * the browser goes through them.
 */
function tabStops(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.tabIndex >= 0 && usable(control) && radioStop(control),
  )
}

/** Whether `control` is its radio group's stop for Tab; any other control is its own. */
function radioStop(control: HTMLElement): boolean {
  if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.name)
    return true
  const group = Array.from(
    document.querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(control.name)}"]`,
    ),
  ).filter(usable)
  return control === (group.find((radio) => radio.checked) ?? group[0])
}

/** The screen's controls from `place` outwards: the next, the one before, the one after that... */
function outward({ around, at }: Place): HTMLElement[] {
  const order: HTMLElement[] = []
  for (let step = 1; step < around.length; step++) {
    const after = around[at + step]
    const before = around[at - step]
    if (after) order.push(after)
    if (before) order.push(before)
  }
  return order
}

/** Whether a control can take the focus now: on the page, shown, not disabled and not inert. */
export function usable(control: HTMLElement): boolean {
  return (
    control.isConnected &&
    control.getClientRects().length > 0 &&
    !control.matches(':disabled') &&
    !control.closest('[inert]')
  )
}

/** Whether a control can take the focus and do something there (not only marked off). */
const on = (control: HTMLElement): boolean =>
  usable(control) && control.getAttribute('aria-disabled') !== 'true'

/** The screen's own places for the keyboard, lowest `data-focus-home` number first. */
function homes(): HTMLElement[] {
  const rank = (control: HTMLElement): number => Number(control.dataset.focusHome) || 0
  return Array.from(document.querySelectorAll<HTMLElement>(`${SCREEN} [data-focus-home]`)).sort(
    (a, b) => rank(a) - rank(b),
  )
}

/**
 * The keyboard was put on `placed`, a lesser home, while the screen's first was off (End turn,
 * while the opponent plays): it moves there as soon as it comes on, however long that takes,
 * unless the player has moved on or the first has gone.
 */
function promote(placed: HTMLElement): void {
  const best = homes()[0]
  if (!best || best === placed) return
  eachPageChange(() => {
    if (document.activeElement !== placed || !best.isConnected) return true
    if (!on(best)) return false
    best.focus()
    return true
  })
}
