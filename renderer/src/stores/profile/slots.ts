/**
 * The save slots as main lists them: which save "Continue" loads, each slot by its id, and a
 * save renamed or deleted. Their own part because they keep the list in step with main, where
 * playing.ts takes one save up to play.
 */
import { computed, type ComputedRef } from 'vue'
import type { ProfileSummary, SlotId } from '@preload/contract'
import { call } from '@/bridge'
import type { ProfileState } from './state'

/** The slots' list and what changes it from the profiles screen, over the store's `state`. */
export function useSlots(state: Pick<ProfileState, 'slots' | 'current' | 'credits'>): {
  latest: ComputedRef<ProfileSummary | null>
  slot: (id: SlotId) => ProfileSummary | undefined
  refresh: () => Promise<void>
  rename: (slotId: SlotId, name: string) => Promise<void>
  remove: (slotId: SlotId, confirm: string) => Promise<void>
} {
  const { slots, current, credits } = state

  /**
   * What "Continue" on the title screen loads: the save being played (the title's footer names
   * it), else the one played last (its `updatedAt`, which renaming a save leaves alone).
   */
  const latest = computed<ProfileSummary | null>(() => {
    const playing = current.value && slot(current.value.slot)
    if (playing) return playing
    let best: ProfileSummary | null = null
    for (const slot of slots.value) {
      if (!best || slot.updatedAt > best.updatedAt) best = slot
    }
    return best
  })

  /** The save in slot `id`, if there is one. */
  function slot(id: SlotId): ProfileSummary | undefined {
    return slots.value.find((s) => s.slot === id)
  }

  /** The slots and the save loaded, as main has them now. */
  async function refresh(): Promise<void> {
    const [list, loaded] = await Promise.all([call('profiles.list'), call('profiles.current')])
    slots.value = list
    current.value = loaded
    if (loaded) credits.value = loaded.credits
  }

  /** Renames the save in `slotId`, in the list and, if it is the one played, as played. */
  async function rename(slotId: SlotId, name: string): Promise<void> {
    const profile = await call('profiles.rename', { slot: slotId, name })
    const others = slots.value.filter((s) => s.slot !== slotId)
    slots.value = [...others, profile].sort((a, b) => a.slot - b.slot)
    if (current.value?.slot === slotId) current.value = profile
  }

  /** Deletes the save in `slotId`; deleting the one played leaves none loaded. */
  async function remove(slotId: SlotId, confirm: string): Promise<void> {
    await call('profiles.delete', { slot: slotId, confirm })
    slots.value = slots.value.filter((s) => s.slot !== slotId)
    if (current.value?.slot === slotId) {
      current.value = null
      credits.value = null
    }
  }

  return { latest, slot, refresh, rename, remove }
}
