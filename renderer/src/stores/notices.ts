import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Notice } from '@preload/contract'
import { call } from '@/bridge'
import type { Wordable } from '@/i18n/words'

/** A notice on screen: main's (a message key) or the renderer's own (one of its keys). */
export interface ShownNotice {
  id: string
  message: Wordable
  severity: Notice['severity']
}

/** What holds a notice on screen: the pointer resting on it, or the keyboard's focus inside it. */
export type NoticeHold = 'pointer' | 'focus'

/** How long a notice stays before it dismisses itself: news briefly, a warning a little longer. */
export const NOTICE_MS: Readonly<Record<Notice['severity'], number>> = {
  info: 5000,
  warning: 9000,
  error: 12000,
}

/**
 * Messages for the player that outlive a screen: main's notices (a save that was recovered
 * from its backup …) and confirmations such as "Deck saved". Each dismisses itself a few seconds
 * (NOTICE_MS) after the player's next key or click, or earlier by its button: its time waits for
 * the player, who may be reading the screen it came with (`acted`). Not while it is held
 * (hovered, or the focus in it: `hold`, `release`); and each Tab gives it its whole time again,
 * so the keyboard on its way to the ✕ gets there. Both are keys with parameters, worded when
 * shown, so they follow a change of language.
 */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<ShownNotice[]>([])
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** What keeps each held notice on screen. */
  const holds = new Map<string, Set<NoticeHold>>()
  let counter = 0

  /** A notice on screen, its time not yet running: it waits for the player's next key or click. */
  function show(notice: ShownNotice): void {
    notices.value.push(notice)
  }

  function start(notice: ShownNotice): void {
    clearTimeout(timers.get(notice.id))
    timers.set(
      notice.id,
      setTimeout(() => dismiss(notice.id), NOTICE_MS[notice.severity] ?? NOTICE_MS.info),
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
    for (const notice of notices.value)
      if (!holds.has(notice.id) && (moving || !timers.has(notice.id))) start(notice)
  }

  function push(message: Wordable, severity: Notice['severity'] = 'info'): void {
    counter += 1
    show({ id: `local-${counter}`, message, severity })
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

  return { notices, push, dismiss, hold, release, acted, fetchFromMain }
})
