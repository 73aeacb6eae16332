import type { LedgerEntry, LedgerNote, Wallet } from '@preload/contract'
import { MAX_CREDITS, type ProfileData } from '@main/store'
import { refuse } from './errors'

/**
 * Credits move only through `changeCredits`: whole numbers, never below zero, each change a
 * ledger line with its reason, so the ledger always sums to the balance.
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
}

export function walletOf(profile: ProfileData): Wallet {
  return {
    credits: profile.wallet.credits,
    ledger: profile.wallet.ledger.map((entry) => ({ ...entry })),
  }
}
