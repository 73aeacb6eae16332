/**
 * The result's rows of rounds: one row where a match is one set, else a row per set under its
 * name and who took it; the sets' score beside the opponent, and each row's name for a screen
 * reader. Their own part because they group the match's rounds, which chips.ts words one by one.
 */
import { computed, type ComputedRef } from 'vue'
import type { PlayerIndex, RoundRecord } from '@common/match'
import type { useFormat } from '@/components/ui/format'
import type { Translate } from '@/i18n/names'
import type { ResultSeat } from './seat'

/** A row of the rounds' table: a set under its name and who took it, or all the rounds. */
export interface RoundRow {
  label: string
  outcome: { word: string; mine: boolean | null } | null
  rounds: RoundRecord[]
}

/** The rows of rounds of the match `read`, worded with `t` and `format`. */
export function useRoundRows(
  read: ResultSeat,
  t: Translate,
  format: Pick<ReturnType<typeof useFormat>, 'score'>,
): {
  setScore: ComputedRef<string | null>
  roundRows: ComputedRef<RoundRow[]>
  mostRounds: ComputedRef<number>
  setsLeft: ComputedRef<RoundRow[]>
  rowName: (row: RoundRow) => string
} {
  const { update, rounds, hotseat, seat, manySets, mostSets } = read

  /**
   * The rounds as the match played them: one row where a match is one set, else a row per
   * set under its name and who took it, so a tournament's sets read apart.
   */
  const roundRows = computed((): RoundRow[] => {
    if (!manySets.value)
      return [{ label: t('table.result.rounds'), outcome: null, rounds: rounds.value }]
    const sets = [...new Set(rounds.value.map((r) => r.set))]
    return sets.map((set) => {
      const played = rounds.value.filter((r) => r.set === set)
      return { label: t('table.set', { n: set }), outcome: setOutcome(set), rounds: played }
    })
  })
  /**
   * Who took a set, in words beside its name (the chips' colours alone do not say it), as main's
   * view names its winner; a set main names no winner for is one a forfeit ended.
   */
  function setOutcome(set: number): { word: string; mine: boolean | null } {
    const taker: PlayerIndex | undefined = update()?.view.setWinners[set - 1]
    if (taker === undefined) return { word: t('table.result.set.unfinished'), mine: null }
    const mine = taker === seat.value
    // at the hot-seat by name, as its chips say who took each round
    const seats = hotseat.value
    if (seats) return { word: t('table.result.set.to', { name: seats.names[taker] }), mine }
    return { word: t(mine ? 'table.result.set.won' : 'table.result.set.lost'), mine }
  }
  /** The sets' score as main counts them, the player's (at the hot-seat the winner's) first. */
  const setScore = computed(() => {
    const players = update()?.view.players
    if (!manySets.value || !players) return null
    const other = seat.value === 0 ? 1 : 0
    return format.score(players[seat.value].setWins, players[other].setWins)
  })
  /**
   * The sets the match ended before, each a row with its name and "not played" and no rounds:
   * the table of rounds has a row for every set its rules can take, so a 2–0 in sets is as tall
   * as a match that went to the third and the result's buttons stay where they were.
   */
  const setsLeft = computed((): RoundRow[] => {
    const played = roundRows.value.length
    if (!manySets.value || played >= mostSets.value) return []
    const outcome = { word: t('table.result.set.unplayed'), mine: null }
    return Array.from({ length: mostSets.value - played }, (_, i) => ({
      label: t('table.set', { n: played + i + 1 }),
      outcome,
      rounds: [],
    }))
  })
  /** The rounds of the longest row: the grid's columns, so each row's n-th round lines up. */
  const mostRounds = computed(() => Math.max(0, ...roundRows.value.map((row) => row.rounds.length)))
  /** A row of rounds as a screen reader names its list: the set and who took it, or "Rounds". */
  function rowName(row: RoundRow): string {
    return row.outcome
      ? t('table.result.setRow', { set: row.label, outcome: row.outcome.word })
      : row.label
  }
  return { setScore, roundRows, mostRounds, setsLeft, rowName }
}
