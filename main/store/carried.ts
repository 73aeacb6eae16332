/**
 * The wallet's ledger and the card log keep their newest lines only: older lines are carried
 * forward, summed, into lines that open the log (docs/reliability.md, "Logs that stay small").
 * A carried line keeps the invariants as they are: the ledger's carried line holds the sum of
 * the lines it stands for and the running balance after them, and the card log's carried lines,
 * one per card, hold each card's count after them. So the credits still equal the ledger's sum,
 * each line's balance is still the running sum, and each card's count still equals its lines.
 *
 * Pure: the wallet and the collection fold after each line they add, and the v2 -> v3 migration
 * folds the long logs of older saves.
 */
import { MAX_COPIES } from './schemas/fields'
import type { CardLogEntry, LedgerEntryData } from './schemas/profile'

/**
 * The newest ledger lines kept besides the carried line: ten of the stats screen's pages of 50,
 * and at about 150 bytes a line a save of well under 100 KB however long the player plays.
 */
export const LEDGER_KEPT = 500
/** The newest card-log lines kept besides the carried lines (at most one per card). */
export const CARD_LOG_KEPT = 500

/** Whether a ledger line stands for older lines carried forward. */
export function isCarriedLine(entry: LedgerEntryData): boolean {
  return entry.reason === 'carried'
}

/** How many lines the ledger's first line stands for: its own count if carried, else one. */
export function linesCarried(ledger: readonly LedgerEntryData[]): number {
  const first = ledger[0]
  if (!first || !isCarriedLine(first)) return ledger.length === 0 ? 0 : 1
  const note = first.note
  const lines =
    typeof note === 'object' && note.key === 'ledger.carriedForward' ? note.params.lines : 1
  return Math.max(1, lines)
}

/**
 * The number of the ledger's line at `index` among every line the ledger ever held, from 1:
 * the carried line is line 1, and the lines after it keep their numbers as older ones fold in.
 */
export function ledgerLineNumber(ledger: readonly LedgerEntryData[], index: number): number {
  return index === 0 ? 1 : linesCarried(ledger) + index
}

/** Every line the ledger ever held: the carried line's count and the lines after it. */
export function ledgerLinesEver(ledger: readonly LedgerEntryData[]): number {
  return ledger.length === 0 ? 0 : linesCarried(ledger) + ledger.length - 1
}

/**
 * The ledger with all but its newest `kept` lines carried forward into one line; the same
 * ledger when there is nothing to fold, and null when the lines to fold do not keep the running
 * sum (a damaged ledger is left for the invariants to report, never hidden in a sum).
 */
export function foldLedger(
  ledger: LedgerEntryData[],
  kept = LEDGER_KEPT,
): LedgerEntryData[] | null {
  const folded = ledger.length - kept
  if (folded <= 1) return ledger
  let running = 0
  for (const entry of ledger.slice(0, folded)) {
    running += entry.amount
    if (entry.balance !== running) return null
  }
  const last = ledger[folded - 1]!
  const lines = linesCarried(ledger) + folded - 1
  const carried: LedgerEntryData = {
    at: last.at,
    amount: running,
    reason: 'carried',
    note: { key: 'ledger.carriedForward', params: { lines } },
    balance: running,
  }
  return [carried, ...ledger.slice(folded)]
}

/**
 * The card log with all but its newest `kept` lines carried forward, one line per card still
 * owned; the same log when there is nothing to fold, and null when a card's folded lines sum to
 * a count no collection can hold (left for the invariants to report).
 */
export function foldCardLog(log: CardLogEntry[], kept = CARD_LOG_KEPT): CardLogEntry[] | null {
  let head = 0
  while (head < log.length && log[head]!.reason === 'carried') head++
  const folded = log.length - kept
  if (folded <= head) return log
  const counts = new Map<CardLogEntry['card'], number>()
  for (const line of log.slice(0, folded))
    counts.set(line.card, (counts.get(line.card) ?? 0) + line.delta)
  const at = log[folded - 1]!.at
  const carried: CardLogEntry[] = []
  const note = { key: 'cardLog.carriedForward' } as const
  for (const [card, count] of counts) {
    if (count < 0 || count > MAX_COPIES) return null
    if (count > 0) carried.push({ at, card, delta: count, reason: 'carried', note })
  }
  return [...carried, ...log.slice(folded)]
}
