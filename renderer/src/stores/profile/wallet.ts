/**
 * The loaded save's purse: its credits afresh, and its ledger page by page. Its own part because
 * the ledger's paging (where the next older page starts, a page on its way) is kept here alone.
 */
import { call } from '@/bridge'
import type { ProfileState } from './state'

/** How many ledger lines the stats screen asks for at a time. */
export const LEDGER_PAGE = 50

/** The credits and the ledger's pages, over the store's `state`. */
export function useWallet(state: Pick<ProfileState, 'credits' | 'ledger' | 'ledgerOlder'>): {
  refreshWallet: () => Promise<void>
  refreshLedger: () => Promise<void>
  olderLedger: () => Promise<void>
} {
  const { credits, ledger, ledgerOlder } = state
  /** where the next older page starts (main's line number); null once line 1 is here */
  let ledgerBefore: number | null = null
  /** a page on its way: a second press of "Show older" must not ask for the same page twice */
  let ledgerAsking: Promise<void> | null = null

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

  return { refreshWallet, refreshLedger, olderLedger }
}
