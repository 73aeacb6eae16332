/**
 * Taking a save up to play: a new one created in a slot (with the portraits it can pick from),
 * or one loaded, which then is the save played. Their own part because both end the same way,
 * the save adopted as the one played, where slots.ts only keeps the list in step with main.
 */
import type { ProfileSummary, SlotId } from '@preload/contract'
import { call } from '@/bridge'
import { useNoticesStore } from '@/stores/notices'
import type { ProfileState } from './state'

/** Creating and loading saves, over the store's `state`. */
export function usePlaying(
  state: Pick<ProfileState, 'slots' | 'current' | 'credits' | 'portraits'>,
): {
  loadPortraits: () => Promise<void>
  create: (slotId: SlotId, name: string, portrait?: number) => Promise<ProfileSummary>
  load: (slotId: SlotId) => Promise<ProfileSummary>
} {
  const { slots, current, credits, portraits } = state

  /** The save main answered with is the one played now, and takes its place in the list. */
  function adopt(profile: ProfileSummary): void {
    // loading a save may have recovered it from its backup: main says so in a notice
    void useNoticesStore().fetchFromMain()
    current.value = profile
    credits.value = profile.credits
    const others = slots.value.filter((s) => s.slot !== profile.slot)
    slots.value = [...others, profile].sort((a, b) => a.slot - b.slot)
  }

  /** The portraits a new save can pick from, asked of main once. */
  async function loadPortraits(): Promise<void> {
    if (portraits.value.length === 0) portraits.value = await call('profiles.portraits')
  }

  /** A new save in `slotId`, played from now on. */
  async function create(slotId: SlotId, name: string, portrait = 0): Promise<ProfileSummary> {
    const profile = await call('profiles.create', { slot: slotId, name, portrait })
    adopt(profile)
    return profile
  }

  /** The save in `slotId`, played from now on. */
  async function load(slotId: SlotId): Promise<ProfileSummary> {
    const profile = await call('profiles.load', { slot: slotId })
    adopt(profile)
    return profile
  }

  return { loadPortraits, create, load }
}
