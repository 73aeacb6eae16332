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
 * from its backup …) and confirmations such as "Deck saved". Each dismisses itself after a few
 * seconds (NOTICE_MS), or earlier by its button, but not while it is held (hovered, or the focus
 * in it: `hold`, `release`). Both are keys with parameters, worded when shown, so they follow a
 * change of language.
 */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<ShownNotice[]>([])
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  /** What keeps each held notice on screen. */
  const holds = new Map<string, Set<NoticeHold>>()
  let counter = 0

  function show(notice: ShownNotice): void {
    notices.value.push(notice)
    start(notice)
  }

  function start(notice: ShownNotice): void {
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

  return { notices, push, dismiss, hold, release, fetchFromMain }
})
