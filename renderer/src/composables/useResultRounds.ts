/**
 * The result's rounds as the player reads them and a screen reader says them: a row per set
 * (one row where a match is one set), who took each set, the sets' score, and each round chip's
 * words. Its own part because the result's heading (the sets' score beside the opponent) and its
 * table of rounds both read the match from the same seat.
 */
import { computed, type ComputedRef } from 'vue'
import type { MatchUpdate } from '@preload/contract'
import type { PlayerIndex, RoundRecord } from '@common/match'
import { RULESETS } from '@common/rulesets'
import { useFormat } from '@/components/ui/format'
import { useFlavour } from '@/i18n/flavour'
import { useNames } from '@/i18n/names'
import { roundWhy } from '@/i18n/round-why'

/** A row of the rounds' table: a set under its name and who took it, or all the rounds. */
export interface RoundRow {
  label: string
  outcome: { word: string; mine: boolean | null } | null
  rounds: RoundRecord[]
}

/** The rounds of a finished match, read from the player's seat (at the hot-seat the winner's). */
export function useResultRounds(update: () => MatchUpdate | null): {
  seat: ComputedRef<PlayerIndex>
  setScore: ComputedRef<string | null>
  roundRows: ComputedRef<RoundRow[]>
  mostRounds: ComputedRef<number>
  why: (round: RoundRecord) => string
  chipWhy: (round: RoundRecord) => string | null
  chipSaid: (round: RoundRecord, n: number) => string
  rowName: (row: RoundRow) => string
} {
  const { t } = useNames()
  const format = useFormat()
  const flavour = useFlavour()
  /** the opponent's name in the player's language (a house player named by what they are) */
  const opponentName = (): string => {
    const them = update()?.opponent
    return them ? flavour.opponentName(them) : ''
  }
  const rules = computed(() => update()?.view.rules ?? 'classic')
  const rounds = computed(() => update()?.view.rounds ?? [])
  /** Hot-seat: two people played; the rounds are told by their names. */
  const hotseat = computed(() => update()?.hotseat ?? null)
  /**
   * Whose rounds the chips show first and light: the player's; at the hot-seat, the winner's
   * (the heading names them), not whoever happened to hold the screen last.
   */
  const seat = computed<PlayerIndex>(() =>
    hotseat.value ? (update()?.result?.winner ?? 0) : (update()?.you ?? 0),
  )
  /** A match of more than one set: its rounds are shown set by set, with the sets' score. */
  const manySets = computed(() => RULESETS[rules.value].setsToWin > 1)
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
  /** The rounds of the longest row: the grid's columns, so each row's n-th round lines up. */
  const mostRounds = computed(() => Math.max(0, ...roundRows.value.map((row) => row.rounds.length)))
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
   * A round chip as a screen reader says it, one list item, each total beside its seat: "Round 1:
   * Mira won with 8; Jor went over 20 with 22". The chip's score puts the player's total first
   * (at the hot-seat the match winner's) whoever took the round, so a sentence giving its two
   * numbers after "Mira won" would hand her the other seat's. At the hot-seat both seats by
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
  /** A row of rounds as a screen reader names its list: the set and who took it, or "Rounds". */
  function rowName(row: RoundRow): string {
    return row.outcome
      ? t('table.result.setRow', { set: row.label, outcome: row.outcome.word })
      : row.label
  }
  return { seat, setScore, roundRows, mostRounds, why, chipWhy, chipSaid, rowName }
}
