/**
 * One call to main at a time, and why the last one failed: the moves on saved decks share it, so
 * a second click while one is on its way does nothing, and a refusal is worded on the screen.
 */
import { ref } from 'vue'
import { errorText } from '@/stores/errors'
import type { DeckWords } from './deck-words'

/** The guard and what it shows, as the builder's moves take them. */
export type Attempt = ReturnType<typeof useAttempt>

/** The builder's busy flag and error line, and the guard its calls to main go through. */
export function useAttempt({ t }: Pick<DeckWords, 't'>) {
  const error = ref<string | null>(null)
  const busy = ref(false)

  /** Runs `action` unless another is running; tells whether it went through. */
  async function attempt(action: () => Promise<void>): Promise<boolean> {
    if (busy.value) return false
    busy.value = true
    error.value = null
    try {
      await action()
      return true
    } catch (e) {
      error.value = errorText(e, t('common.errors.generic'))
      return false
    } finally {
      busy.value = false
    }
  }

  return { error, busy, attempt }
}
