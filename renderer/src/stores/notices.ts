import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AchievementId, Notice } from '@preload/contract'
import { call } from '@/bridge'
import { word, type Wordable } from '@/i18n/words'
import type { Screen } from './navigation'

/** A notice on screen: main's (a message key) or the renderer's own (one of its keys). */
export interface ShownNotice {
  id: string
  message: Wordable
  severity: Notice['severity']
  /**
   * The screen it is about (a deck saved: the decks screen), if any: it leaves with the player,
   * and the screen's next notice takes its place. Without one (an achievement, main's news about
   * a save) it follows the player until its time is up.
   */
  screen?: Screen
  /**
   * An achievement's toast: drawn as its own moment (its star, its title, the names), one for
   * every achievement that came at once (a won match can unlock several) or while it showed.
   */
  feats?: readonly AchievementId[]
}

/**
 * The most notices on screen at once: one row of the strip the menu screens leave free holds
 * three side by side. A fourth sends the oldest of the least grave away (a toast gives way
 * before a damaged save's warning does); it was said when it came.
 */
export const MAX_NOTICES = 3

/**
 * Screens with no room a notice could take: at 16:10 the table's plates, hands and console fill
 * the window. There notices wait unseen, and the keys that play the match do not start their
 * time; a notice whose time had started (the click that left the result) runs out unseen.
 */
export const NO_NOTICES_ON: ReadonlySet<Screen> = new Set<Screen>(['table'])

/** How grave each severity is, for which notice gives way when too many are on screen. */
const GRAVITY: Readonly<Record<Notice['severity'], number>> = { info: 0, warning: 1, error: 2 }
const gravity = (notice: ShownNotice): number => GRAVITY[notice.severity] ?? 0

/** What holds a notice on screen: the pointer resting on it, or the keyboard's focus inside it. */
export type NoticeHold = 'pointer' | 'focus'

/** How long a notice stays before it dismisses itself: news briefly, a warning a little longer. */
export const NOTICE_MS: Readonly<Record<Notice['severity'], number>> = {
  info: 5000,
  warning: 9000,
  error: 12000,
}

/**
 * A longer notice stays longer: the time to read it at a screen reader's usual pace (about three
 * words a second) and a moment to find it, never less than its severity's few seconds.
 */
const READING_MS_PER_WORD = 350
const READING_START_MS = 2000

/** How long a notice stays once its time runs: its severity's time, or its reading time. */
export function noticeMs(notice: Pick<ShownNotice, 'message' | 'severity'>): number {
  const words = word(notice.message).split(/\s+/).filter(Boolean).length
  const reading = READING_START_MS + words * READING_MS_PER_WORD
  return Math.max(NOTICE_MS[notice.severity] ?? NOTICE_MS.info, reading)
}

/**
 * What an achievements' toast says whole, for the ear: the one name, or every name in one
 * sentence. The names go as keys, worded as the toast is drawn: it follows the player to
 * Settings, and a change of language there rewords it whole.
 */
function featsMessage(feats: readonly AchievementId[]): Wordable {
  const names = feats.map((id) => ({ key: `feats.list.${id}.name` }))
  return names.length === 1
    ? { key: 'feats.toast', params: { name: names[0]! } }
    : { key: 'feats.toastMany', params: { names } }
}

/**
 * Messages for the player that outlive a screen: main's notices (a save that was recovered
 * from its backup …) and confirmations such as "Deck saved". Each dismisses itself a few seconds
 * (NOTICE_MS) after the player's next key or click, or earlier by its button: its time waits for
 * the player, who may be reading the screen it came with (`acted`). Not while it is held
 * (hovered, or the focus in it: `hold`, `release`); and each Tab gives it its whole time again,
 * so the keyboard on its way to the ✕ gets there. Both are keys with parameters, worded when
 * shown, so they follow a change of language. At most MAX_NOTICES at once; a notice about a
 * screen leaves with it and gives way to that screen's next (`screen`); none is drawn on a
 * screen without room for one (NO_NOTICES_ON). Where each screen draws them: NoticeStack.vue.
 */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<ShownNotice[]>([])
  /** The screen the player is on (`at`), as the stack on the page last said. */
  const screen = ref<Screen | null>(null)
  /** The notices drawn on this screen: every one, or none where the screen has no room. */
  const shown = computed(() =>
    screen.value && NO_NOTICES_ON.has(screen.value) ? [] : notices.value,
  )
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** What keeps each held notice on screen. */
  const holds = new Map<string, Set<NoticeHold>>()
  let counter = 0

  /**
   * A notice on screen, its time not yet running: it waits for the player's next key or click.
   * A screen's notice replaces the ones that screen said before, whose time the key or click
   * that brought it has started: it says what the player's last act there did.
   */
  function show(notice: ShownNotice): void {
    for (const earlier of notices.value.filter((n) => n.screen && n.screen === notice.screen))
      dismiss(earlier.id)
    while (notices.value.length >= MAX_NOTICES) {
      const least = Math.min(...notices.value.map(gravity))
      dismiss(notices.value.find((n) => gravity(n) === least)!.id)
    }
    notices.value.push(notice)
  }

  /**
   * The player is on `next` now: the notices about another screen leave with them. On a screen
   * that draws none, nothing holds one: a notice taken off the page under the pointer hears no
   * mouseleave, and its hold would keep it on the result and every screen after it for good.
   */
  function at(next: Screen): void {
    screen.value = next
    if (NO_NOTICES_ON.has(next)) holds.clear()
    for (const notice of notices.value.filter((n) => n.screen && n.screen !== next))
      dismiss(notice.id)
  }

  function start(notice: ShownNotice): void {
    clearTimeout(timers.get(notice.id))
    timers.set(
      notice.id,
      setTimeout(() => dismiss(notice.id), noticeMs(notice)),
    )
  }

  /** Keeps a notice on screen while the player reads it (the pointer on it, or the focus in it). */
  function hold(id: string, by: NoticeHold): void {
    clearTimeout(timers.get(id))
    timers.delete(id)
    holds.set(id, (holds.get(id) ?? new Set()).add(by))
  }

  /** One hold let go; once none is left the notice goes after its whole time again, not at once. */
  function release(id: string, by: NoticeHold): void {
    const still = holds.get(id)
    still?.delete(by)
    if (still?.size) return
    holds.delete(id)
    const notice = notices.value.find((n) => n.id === id)
    if (notice && !timers.has(id)) start(notice)
  }

  /**
   * The player pressed a key or the pointer: the notices waiting for them start their time. A
   * Tab (`moving`), the keyboard on its way through the controls, perhaps to a notice's ✕, gives
   * every notice not held its whole time again.
   */
  function acted(moving: boolean): void {
    // only the notices drawn: one waiting unseen (at the table) is not read by a key there
    for (const notice of shown.value)
      if (!holds.has(notice.id) && (moving || !timers.has(notice.id))) start(notice)
  }

  /** A notice of the renderer's own; `about`, the screen it is about, if it is about one. */
  function push(message: Wordable, severity: Notice['severity'] = 'info', about?: Screen): void {
    counter += 1
    show({ id: `local-${counter}`, message, severity, ...(about ? { screen: about } : {}) })
  }

  /**
   * One toast for the achievements that came at once, apart from any other notice. A batch that
   * comes while an achievements' toast is on screen joins it (the names it does not hold yet,
   * after its own), and its time waits again for the player's next key or click, as a new
   * notice's does: two toasts side by side ran past the strip at 960×600.
   */
  function pushFeats(feats: readonly AchievementId[]): void {
    const showing = notices.value.find((n) => n.feats?.length)
    if (!showing) {
      counter += 1
      show({ id: `local-${counter}`, message: featsMessage(feats), severity: 'info', feats })
      return
    }
    const joined = [...showing.feats!, ...feats.filter((id) => !showing.feats!.includes(id))]
    const toast = { ...showing, feats: joined, message: featsMessage(joined) }
    notices.value = notices.value.map((n) => (n.id === showing.id ? toast : n))
    // a toast held stays held, its time starting as it is let go
    clearTimeout(timers.get(showing.id))
    timers.delete(showing.id)
  }

  function dismiss(id: string): void {
    clearTimeout(timers.get(id))
    timers.delete(id)
    holds.delete(id)
    notices.value = notices.value.filter((n) => n.id !== id)
  }

  /** Main hands each notice out once; a failure here must not stop the game from starting. */
  async function fetchFromMain(): Promise<void> {
    try {
      const fresh = await call('app.notices')
      for (const notice of fresh) show(notice)
    } catch {
      // no host yet or no notices: nothing to show
    }
  }

  return { notices, shown, push, pushFeats, dismiss, hold, release, acted, at, fetchFromMain }
})
