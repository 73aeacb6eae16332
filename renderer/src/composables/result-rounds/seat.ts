/**
 * The finished match as the result reads it: its rounds, whether it was played at the hot-seat,
 * from whose seat it is told and whether it had more than one set. Its own part because the
 * rows of rounds and each chip's words read the match through it alike.
 */
import { computed, type ComputedRef } from 'vue'
import type { HotseatInfo, MatchUpdate } from '@preload/contract'
import type { PlayerIndex, RoundRecord } from '@common/match'
import { RULESETS } from '@common/rulesets'
import type { useFlavour } from '@/i18n/flavour'

/** The finished match, read from one seat. */
export interface ResultSeat {
  /** The match as main last sent it. */
  update: () => MatchUpdate | null
  opponentName: () => string
  rounds: ComputedRef<RoundRecord[]>
  hotseat: ComputedRef<HotseatInfo | null>
  seat: ComputedRef<PlayerIndex>
  manySets: ComputedRef<boolean>
  /** The most sets a match of its rules can take: a row each in the table of rounds. */
  mostSets: ComputedRef<number>
}

/** The match of `update`, told from the player's seat (at the hot-seat the winner's). */
export function useResultSeat(
  update: () => MatchUpdate | null,
  flavour: Pick<ReturnType<typeof useFlavour>, 'opponentName'>,
): ResultSeat {
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
  /** best of three: one set short of twice the sets that win it */
  const mostSets = computed(() => RULESETS[rules.value].setsToWin * 2 - 1)
  return { update, opponentName, rounds, hotseat, seat, manySets, mostSets }
}
