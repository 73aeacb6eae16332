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

/**
 * Messages for the player that outlive a screen: main's notices (a save that was recovered
 * from its backup …) and confirmations such as "Deck saved". Both are keys with parameters,
 * worded when shown, so they follow a change of language.
 */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<ShownNotice[]>([])
  let counter = 0

  function push(message: Wordable, severity: Notice['severity'] = 'info'): void {
    counter += 1
    notices.value.push({ id: `local-${counter}`, message, severity })
  }

  function dismiss(id: string): void {
    notices.value = notices.value.filter((n) => n.id !== id)
  }

  /** Main hands each notice out once; a failure here must not stop the game from starting. */
  async function fetchFromMain(): Promise<void> {
    try {
      const fresh = await call('app.notices')
      notices.value.push(...fresh)
    } catch {
      // no host yet or no notices: nothing to show
    }
  }

  return { notices, push, dismiss, fetchFromMain }
})
