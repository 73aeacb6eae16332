import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { LedgerEntry, ProfileSummary, SlotId } from '@preload/contract'
import { call } from '@/bridge'
import { useNoticesStore } from './notices'

/** How many ledger lines the stats screen asks for at a time. */
export const LEDGER_PAGE = 50

/** The save slots and the loaded profile (main owns them; this mirrors what main says). */
export const useProfileStore = defineStore('profile', () => {
  const slots = ref<ProfileSummary[]>([])
  const current = ref<ProfileSummary | null>(null)
  const credits = ref<number | null>(null)
  /** the ledger lines asked for so far, newest first (the stats screen's pages) */
  const ledger = ref<LedgerEntry[]>([])
  /** how many of the ledger's lines are older than those asked for */
  const ledgerOlder = ref(0)
  /** where the next older page starts (main's line number); null once line 1 is here */
  let ledgerBefore: number | null = null
  /** a page on its way: a second press of "Show older" must not ask for the same page twice */
  let ledgerAsking: Promise<void> | null = null
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

  /**
   * The credits afresh (the chip); the ledger is not asked for: it may be long. An answer that
   * finds the credits set meanwhile (a purchase's own answer) is older than them and left out.
   */
  async function refreshWallet(): Promise<void> {
    const asked = credits.value
    const wallet = await call('wallet.get')
    if (credits.value === asked) credits.value = wallet.credits
  }

  /** The ledger's newest page, in place of the lines asked for before. */
  async function refreshLedger(): Promise<void> {
    const page = await call('wallet.ledger', { limit: LEDGER_PAGE })
    ledger.value = page.entries
    ledgerOlder.value = page.older
    ledgerBefore = page.before
  }

  /** The next page of older lines, after those shown; nothing when line 1 is shown already. */
  function olderLedger(): Promise<void> {
    if (ledgerAsking) return ledgerAsking
    const before = ledgerBefore
    if (before === null) return Promise.resolve()
    ledgerAsking = call('wallet.ledger', { before, limit: LEDGER_PAGE })
      .then((page) => {
        ledger.value = [...ledger.value, ...page.entries]
        ledgerOlder.value = page.older
        ledgerBefore = page.before
      })
      .finally(() => (ledgerAsking = null))
    return ledgerAsking
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
    ledgerOlder,
    portraits,
    latest,
    slot,
    refresh,
    refreshWallet,
    refreshLedger,
    olderLedger,
    loadPortraits,
    create,
    load,
    rename,
    remove,
  }
})
