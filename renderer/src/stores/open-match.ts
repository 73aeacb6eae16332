import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { MatchStart, MatchUpdate } from '@preload/contract'
import { call } from '@/bridge'
import { errorText } from './errors'
import { launchMatch, resumeMatch } from './launch'

/**
 * Starting a match while another is open: main refuses until the player chooses (it never
 * throws the open match away). This holds the question the open-match dialog shows: the start
 * the player asked for and the open match, and carries out the answer.
 */
export const useOpenMatchStore = defineStore('open-match', () => {
  /** the start waiting on the player's answer, with the match that is open */
  const asking = shallowRef<{ start: MatchStart; open: MatchUpdate } | null>(null)
  const busy = ref(false)
  /** what went wrong with the answer: main's refusal worded, or '' for the screen's own fallback */
  const error = ref<string | null>(null)

  /** Asks about the open match main named (no question if it ended meanwhile: start at once). */
  async function ask(start: MatchStart): Promise<void> {
    error.value = null
    const open = await call('match.resume')
    if (!open) {
      await launchMatch(start)
      return
    }
    asking.value = { start, open }
  }

  async function answer(work: () => Promise<unknown>): Promise<void> {
    if (busy.value) return
    busy.value = true
    error.value = null
    try {
      await work()
      asking.value = null
    } catch (e) {
      // main's refusal (a wager the forfeit leaves uncovered …) in the player's words, never its key
      error.value = errorText(e, '')
    } finally {
      busy.value = false
    }
  }

  /** Back to the open match's table. */
  function returnToOpen(): Promise<void> {
    return answer(() => resumeMatch())
  }

  /** Forfeits the open match (a loss, its stake lost) and starts the one asked for, in one step. */
  function forfeitAndStart(): Promise<void> {
    const question = asking.value
    if (!question) return Promise.resolve()
    return answer(() => launchMatch({ ...question.start, forfeit: question.open.matchId }))
  }

  function cancel(): void {
    if (busy.value) return
    asking.value = null
    error.value = null
  }

  return { asking, busy, error, ask, returnToOpen, forfeitAndStart, cancel }
})
