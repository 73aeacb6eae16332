/**
 * The wager slider at a cantina's table: its place over the stops, the stake kept for the
 * session against each opponent, and the wager brought back into the table's range. Its own part
 * because keeping a stake across detours is the navigation's business, not the words'.
 */
import { computed, type Ref, type WritableComputedRef } from 'vue'
import type { CampaignOpponent } from '@preload/contract'
import { nearestStop } from '@/components/ui/wager-stops'
import type { useNavigationStore } from '@/stores/navigation'
import type { StakeRange } from './purse'

/** What the slider needs of the table: the opponent, where stakes are kept, the wager, the range. */
export interface SliderTable {
  opponent: Ref<CampaignOpponent | null>
  pickKey: Ref<string>
  wager: Ref<number>
  range: Pick<StakeRange, 'wagerMax' | 'stops'>
  navigation: Pick<ReturnType<typeof useNavigationStore>, 'keptPick' | 'keepPick'>
}

/** The slider's place, and the stake it keeps, over the wager of `table`. */
export function useWagerSlider(table: SliderTable): {
  stop: WritableComputedRef<number>
  keptStake: (opponentId: string) => number | null
  keepStake: () => void
  clampWager: () => void
} {
  const { opponent, pickKey, wager, navigation } = table
  const { wagerMax, stops } = table.range

  /**
   * Where the navigation keeps the stake the player set against `opponentId` this session: a
   * detour to the decks or the trader, or a look at another player, must not undo it.
   */
  const stakeKey = (opponentId: string): string => `${pickKey.value}.wager.${opponentId}`
  /** The stake kept against this opponent this session, if any. */
  function keptStake(opponentId: string): number | null {
    const kept = Number(navigation.keptPick(stakeKey(opponentId)) ?? Number.NaN)
    return Number.isFinite(kept) ? kept : null
  }
  /** Keeps the wager on the slider as the stake against the opponent shown. */
  function keepStake(): void {
    if (opponent.value) navigation.keepPick(stakeKey(opponent.value.id), String(wager.value))
  }

  /** The slider moves over the stops; the wager is the stake at its place, kept for the session. */
  const stop = computed({
    get: () => nearestStop(stops.value, wager.value),
    set: (i: number) => {
      wager.value = stops.value[i] ?? wager.value
      keepStake()
    },
  })

  /**
   * Brings the wager into the table's range, onto the slider's nearest stop. A wager the purse no
   * longer covers (a match lost since, the stake of an open match) goes back to the table's
   * minimum, never up to the whole purse: going all-in is the player's own move.
   */
  function clampWager(): void {
    if (!opponent.value) return
    const { min } = opponent.value.stake
    const inRange = wager.value > wagerMax.value ? min : Math.max(min, wager.value)
    wager.value = stops.value[nearestStop(stops.value, inRange)] ?? inRange
  }

  return { stop, keptStake, keepStake, clampWager }
}
