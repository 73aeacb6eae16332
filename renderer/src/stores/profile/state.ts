/**
 * The profile store's state: the save slots, the save being played and its purse, as main last
 * said them. Each ref is made once per store; the store's parts read and write them, and the
 * store returns them as its state.
 */
import { ref } from 'vue'
import type { LedgerEntry, ProfileSummary } from '@preload/contract'

/** The saves, the one loaded, its credits and ledger, and the portraits a new save can take. */
export function profileState() {
  const slots = ref<ProfileSummary[]>([])
  const current = ref<ProfileSummary | null>(null)
  const credits = ref<number | null>(null)
  /** the ledger lines asked for so far, newest first (the stats screen's pages) */
  const ledger = ref<LedgerEntry[]>([])
  /** how many of the ledger's lines are older than those asked for */
  const ledgerOlder = ref(0)
  /** the portraits a new profile can pick from (SVG documents from main) */
  const portraits = ref<string[]>([])
  return { slots, current, credits, ledger, ledgerOlder, portraits }
}

/** Every ref of the profile store's state. */
export type ProfileState = ReturnType<typeof profileState>
