import type { LedgerEntry, LedgerNote, LedgerPage, Wallet } from '@preload/contract'
import {
  foldLedger,
  ledgerLineNumber,
  ledgerLinesEver,
  linesCarried,
  MAX_CREDITS,
  type ProfileData,
} from '@main/store'
import { refuse } from './errors'

/**
 * Credits move only through `changeCredits`: whole numbers, never below zero, each change a
 * ledger line with its reason, so the ledger always sums to the balance. The ledger keeps its
 * newest lines: older ones are carried forward into its first line (main/store/carried.ts).
 */
export function changeCredits(
  profile: ProfileData,
  amount: number,
  reason: LedgerEntry['reason'],
  note: LedgerNote,
  at: string,
): void {
  if (!Number.isSafeInteger(amount)) throw new Error(`A credit change must be whole: ${amount}`)
  if (amount === 0) return
  const balance = profile.wallet.credits + amount
  if (balance < 0) {
    refuse('insufficient-credits', 'errors.wallet.short', {
      need: -amount,
      have: profile.wallet.credits,
    })
  }
  if (balance > MAX_CREDITS) refuse('rejected', 'errors.wallet.full')
  profile.wallet.credits = balance
  profile.wallet.ledger.push({ at, amount, reason, note, balance })
  // the lines before this one kept the running sum (the save's invariant), so the fold succeeds
  profile.wallet.ledger = foldLedger(profile.wallet.ledger) ?? profile.wallet.ledger
}

/** The credits alone: what the credits chip shows, without a line of the ledger. */
export function walletOf(profile: ProfileData): Wallet {
  return { credits: profile.wallet.credits }
}

/**
 * Up to `limit` ledger lines older than line number `before` (ledgerLineNumber; the newest when
 * absent), newest first, and the `before` of the page after them. Refuses a line the ledger
 * never reached: a number past its newest line's next.
 */
export function ledgerPage(
  profile: ProfileData,
  before: number | undefined,
  limit: number,
): LedgerPage {
  const ledger = profile.wallet.ledger
  const last = ledgerLinesEver(ledger)
  const from = before ?? last + 1
  if (from > last + 1) refuse('not-found', 'errors.wallet.noSuchLine', { line: from, last })
  // lines numbered below `from`: the carried line (number 1), then those after it
  const end = from <= 1 ? 0 : Math.min(ledger.length, Math.max(1, from - linesCarried(ledger)))
  const start = Math.max(0, end - limit)
  return {
    entries: ledger
      .slice(start, end)
      .reverse()
      .map((entry): LedgerEntry => ({ ...entry })),
    before: start > 0 ? ledgerLineNumber(ledger, start) : null,
    older: start,
  }
}
