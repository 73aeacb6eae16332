/**
 * The result's rounds as the player reads them and a screen reader says them: a row per set
 * (one row where a match is one set), who took each set, the sets' score, and each round chip's
 * words. Its own part because the result's heading (the sets' score beside the opponent) and its
 * table of rounds both read the match from the same seat. It binds the language to the parts in
 * result-rounds/: the match read from a seat (seat), its rows of rounds (rows) and each round
 * chip's words (chips).
 */
import type { ComputedRef } from 'vue'
import type { MatchUpdate } from '@preload/contract'
import type { PlayerIndex, RoundRecord } from '@common/match'
import { useFormat } from '@/components/ui/format'
import { useFlavour } from '@/i18n/flavour'
import { useNames } from '@/i18n/names'
import { useChipWords } from './result-rounds/chips'
import { useRoundRows, type RoundRow } from './result-rounds/rows'
import { useResultSeat } from './result-rounds/seat'

export type { RoundRow } from './result-rounds/rows'

/** The rounds of a finished match, read from the player's seat (at the hot-seat the winner's). */
export function useResultRounds(update: () => MatchUpdate | null): {
  seat: ComputedRef<PlayerIndex>
  manySets: ComputedRef<boolean>
  setScore: ComputedRef<string | null>
  roundRows: ComputedRef<RoundRow[]>
  mostRounds: ComputedRef<number>
  setsLeft: ComputedRef<RoundRow[]>
  why: (round: RoundRecord) => string
  chipWhy: (round: RoundRecord) => string | null
  chipBrief: (round: RoundRecord) => string | null
  chipSaid: (round: RoundRecord, n: number) => string
  rowName: (row: RoundRow) => string
} {
  const { t } = useNames()
  const format = useFormat()
  const flavour = useFlavour()
  const read = useResultSeat(update, flavour)
  const { seat, manySets } = read
  const { setScore, roundRows, mostRounds, setsLeft, rowName } = useRoundRows(read, t, format)
  const { why, chipWhy, chipBrief, chipSaid } = useChipWords(read, t, format)
  return {
    seat,
    manySets,
    setScore,
    roundRows,
    mostRounds,
    setsLeft,
    why,
    chipWhy,
    chipBrief,
    chipSaid,
    rowName,
  }
}
