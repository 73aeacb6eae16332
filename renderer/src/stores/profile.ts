import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { LedgerEntry, ProfileSummary, SlotId } from '@preload/contract'
import { call } from '@/bridge'
import { useNoticesStore } from './notices'

/** The save slots and the loaded profile (main owns them; this mirrors what main says). */
export const useProfileStore = defineStore('profile', () => {
  const slots = ref<ProfileSummary[]>([])
  const current = ref<ProfileSummary | null>(null)
  const credits = ref<number | null>(null)
  const ledger = ref<LedgerEntry[]>([])
  /** the portraits a new profile can pick from (SVG documents from main) */
  const portraits = ref<string[]>([])

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

  function slot(id: SlotId): ProfileSummary | undefined {
    return slots.value.find((s) => s.slot === id)
  }

  async function refresh(): Promise<void> {
    const [list, loaded] = await Promise.all([call('profiles.list'), call('profiles.current')])
    slots.value = list
    current.value = loaded
    if (loaded) credits.value = loaded.credits
  }

  async function refreshWallet(): Promise<void> {
    const wallet = await call('wallet.get')
    credits.value = wallet.credits
    ledger.value = wallet.ledger
  }

  function adopt(profile: ProfileSummary): void {
    // loading a save may have recovered it from its backup: main says so in a notice
    void useNoticesStore().fetchFromMain()
    current.value = profile
    credits.value = profile.credits
    const others = slots.value.filter((s) => s.slot !== profile.slot)
    slots.value = [...others, profile].sort((a, b) => a.slot - b.slot)
  }

  async function loadPortraits(): Promise<void> {
    if (portraits.value.length === 0) portraits.value = await call('profiles.portraits')
  }

  async function create(slotId: SlotId, name: string, portrait = 0): Promise<ProfileSummary> {
    const profile = await call('profiles.create', { slot: slotId, name, portrait })
    adopt(profile)
    return profile
  }

  async function load(slotId: SlotId): Promise<ProfileSummary> {
    const profile = await call('profiles.load', { slot: slotId })
    adopt(profile)
    return profile
  }

  async function rename(slotId: SlotId, name: string): Promise<void> {
    const profile = await call('profiles.rename', { slot: slotId, name })
    const others = slots.value.filter((s) => s.slot !== slotId)
    slots.value = [...others, profile].sort((a, b) => a.slot - b.slot)
    if (current.value?.slot === slotId) current.value = profile
  }

  async function remove(slotId: SlotId, confirm: string): Promise<void> {
    await call('profiles.delete', { slot: slotId, confirm })
    slots.value = slots.value.filter((s) => s.slot !== slotId)
    if (current.value?.slot === slotId) {
      current.value = null
      credits.value = null
    }
  }

  return {
    slots,
    current,
    credits,
    ledger,
    portraits,
    latest,
    slot,
    refresh,
    refreshWallet,
    loadPortraits,
    create,
    load,
    rename,
    remove,
  }
})
