/**
 * A round chip's words on the result: its tip (why the round ended), the words under its score
 * (whole, or brief where they do not fit), and the sentence a screen reader says for it. Their
 * own part because each names the round's two seats as the match was played, by name at the
 * hot-seat, else "you" and the opponent.
 */
import type { PlayerIndex, RoundRecord } from '@common/match'
import type { useFormat } from '@/components/ui/format'
import type { Translate } from '@/i18n/names'
import { roundWhy } from '@/i18n/round-why'
import type { ResultSeat } from './seat'

/** The words of each round chip of the match `read`, worded with `t` and `format`. */
export function useChipWords(
  read: ResultSeat,
  t: Translate,
  format: Pick<ReturnType<typeof useFormat>, 'total'>,
): {
  why: (round: RoundRecord) => string
  chipWhy: (round: RoundRecord) => string | null
  chipBrief: (round: RoundRecord) => string | null
  chipSaid: (round: RoundRecord, n: number) => string
} {
  const { update, opponentName, hotseat, seat } = read

  /** A round chip's tip: why it ended and who did it, seen from the player's seat. */
  function why(round: RoundRecord): string {
    const seats = hotseat.value
    if (seats) return roundWhy(t, round, null, (at) => seats.names[at])
    return roundWhy(t, round, update()?.you ?? 0, opponentName)
  }
  /**
   * The word under a chip's score for a round not won on the higher total: who went over 20,
   * filled the table or won on the tiebreaker (a bust and a full table in one colour read alike
   * without it), or that it was a tie.
   */
  function chipWhy(round: RoundRecord): string | null {
    if (round.reason === 'stand') return null
    return round.reason === 'tie' ? t('table.result.why.tie') : why(round)
  }
  /**
   * The word under a chip's score where chipWhy's does not fit the chip (a name as long as a
   * captain's, or a long match's narrower chips): what ended the round, "over 20", "full table".
   * Whose doing it was the chip says still: its colour is who took the round, and a total over
   * 20 is the bust.
   */
  function chipBrief(round: RoundRecord): string | null {
    return round.reason === 'stand' ? null : t(`table.result.brief.${round.reason}`)
  }
  /**
   * A round chip as a screen reader says it, one list item, each total beside its seat: "Round 1:
   * Maren won with 8; Jor went over 20 with 22". The chip's score puts the player's total first
   * (at the hot-seat the match winner's) whoever took the round, so a sentence giving its two
   * numbers after "Maren won" would hand her the other seat's. At the hot-seat both seats by
   * name, else "you" and the opponent's name.
   */
  function chipSaid(round: RoundRecord, n: number): string {
    const seats = hotseat.value
    const you = seats ? null : (update()?.you ?? 0)
    const name = (at: PlayerIndex): string => (seats ? seats.names[at] : opponentName())
    /** one of the round's keys, "you" or "…By" a name as the seat is spoken of */
    const said = (key: string, at: PlayerIndex, named: Record<string, unknown> = {}): string => {
      const total = format.total(round.totals[at])
      if (at === you) return t(`table.result.round.${key}`, { n, total, ...named })
      return t(`table.result.round.${key}By`, { n, total, name: name(at), ...named })
    }
    if (round.winner === null) {
      const first = seat.value
      return t('table.result.round.tie', {
        n,
        first: said('had', first),
        second: said('had', first === 0 ? 1 : 0),
      })
    }
    const loser = round.winner === 0 ? 1 : 0
    const how = round.reason === 'fill' || round.reason === 'tiebreaker' ? round.reason : 'won'
    return t('table.result.round.said', {
      winner: said(how, round.winner),
      other: said(round.reason === 'bust' ? 'bust' : 'had', loser),
    })
  }
  return { why, chipWhy, chipBrief, chipSaid }
}
