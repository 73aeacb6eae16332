import { onMounted, shallowRef, type ShallowRef } from 'vue'
import type { MatchUpdate } from '@preload/contract'
import { call } from '@/bridge'
import { buttonSound } from '@/components/ui/sfx'
import { resumeMatch } from '@/stores/launch'

/**
 * The open match as one screen asked main for it: a screen that reads it itself (the cantina)
 * hands it to its header, so main is asked once as the screen opens.
 */
export interface OpenMatch {
  open: ShallowRef<MatchUpdate | null>
  returnToIt: () => Promise<void>
}

/**
 * The match the loaded save left open ("Leave the table" keeps it), read from main as a screen
 * opens, and the way back to its table. A screen a match is started from offers it, so the
 * player need not start another match to be reminded of the one they left.
 */
export function useOpenMatch(enabled: () => boolean): OpenMatch {
  const open = shallowRef<MatchUpdate | null>(null)

  onMounted(async () => {
    if (!enabled()) return
    // a failure to ask only means the screen offers no way back; the match stays open in main
    open.value = await call('match.resume').catch(() => null)
  })

  /** Back to the open match's table, over this screen: leaving it again lands here. */
  async function returnToIt(): Promise<void> {
    buttonSound()
    const reopened = await resumeMatch().catch(() => false)
    if (!reopened) open.value = null
  }

  return { open, returnToIt }
}
