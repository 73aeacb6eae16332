import type { PlayerIndex, RoundRecord } from '@common/match'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Why a round ended, in words that say who did it: "Vessa went over 20", "you filled the
 * table", "higher total". A bust is the loser's doing, a full table the winner's. `you` is the
 * seat spoken to as "you" (null where both seats are named: a hot-seat replay), `nameOf` names
 * any other seat. The table's note after a round, its result screen and the replay say it so.
 */
export function roundWhy(
  t: Translate,
  round: Pick<RoundRecord, 'winner' | 'reason'>,
  you: PlayerIndex | null,
  nameOf: (seat: PlayerIndex) => string,
): string {
  const { winner, reason } = round
  if (winner === null || (reason !== 'bust' && reason !== 'fill'))
    return t(`table.reason.${reason}`)
  const who: PlayerIndex = reason === 'bust' ? (winner === 0 ? 1 : 0) : winner
  return who === you
    ? t(`table.reason.${reason}You`)
    : t(`table.reason.${reason}`, { name: nameOf(who) })
}
