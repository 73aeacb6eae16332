import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Notice } from '@preload/contract'
import { call } from '@/bridge'

/**
 * Messages for the player that outlive a screen: main's notices (a save that was recovered
 * from its backup …) and confirmations such as "Deck saved".
 */
export const useNoticesStore = defineStore('notices', () => {
  const notices = ref<Notice[]>([])
  let counter = 0

  function push(message: string, severity: Notice['severity'] = 'info'): void {
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
