import type { PlayerIndex, RoundRecord } from '@common/match'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * The seat a round's reason speaks of: who went over 20, else who won it (on the higher total,
 * a full table or the tiebreaker); null for a tie, which is nobody's doing.
 */
export function roundSubject(round: Pick<RoundRecord, 'winner' | 'reason'>): PlayerIndex | null {
  const { winner, reason } = round
  if (winner === null) return null
  return reason === 'bust' ? (winner === 0 ? 1 : 0) : winner
}

/**
 * Why a round ended, in words that say who did it: "Vessa went over 20", "you filled the
 * table", "Vessa had the higher total". A bust is the loser's doing, the rest the winner's, so
 * the reason reads right from either side of the table. `you` is the seat spoken to as "you"
 * (null where both seats are named: the hot-seat), `nameOf` names any other seat. The table's
 * note after a round, its result screen and the replay say it so.
 */
export function roundWhy(
  t: Translate,
  round: Pick<RoundRecord, 'winner' | 'reason'>,
  you: PlayerIndex | null,
  nameOf: (seat: PlayerIndex) => string,
): string {
  const who = roundSubject(round)
  if (who === null) return t('table.reason.tie')
  return who === you
    ? t(`table.reason.${round.reason}You`)
    : t(`table.reason.${round.reason}`, { name: nameOf(who) })
}

/**
 * The reason with both totals, "(Vessa had the higher total, 12 to −2)": the totals start with
 * the seat the reason names, so the first number is that person's whichever side reads it (a
 * tie's with `you`'s, or the left seat's). `total` writes a total (a true minus sign).
 */
export function roundWhyWithTotals(
  t: Translate,
  round: Pick<RoundRecord, 'winner' | 'reason'> & { totals: readonly [number, number] },
  you: PlayerIndex | null,
  nameOf: (seat: PlayerIndex) => string,
  total: (value: number) => string,
): string {
  const first = roundSubject(round) ?? you ?? 0
  return t('table.lastRoundWhy', {
    reason: roundWhy(t, round, you, nameOf),
    a: total(round.totals[first]),
    b: total(round.totals[first === 0 ? 1 : 0]),
  })
}
