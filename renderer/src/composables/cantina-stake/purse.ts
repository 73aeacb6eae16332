/**
 * What the purse covers at a cantina's table: what the player would still hold once seated, the
 * most they can stake, and where the wager slider stops. Its own part because every other part
 * of the stake (the slider, its words) reads the table's range through it.
 */
import { computed, type ComputedRef, type Ref } from 'vue'
import type { CampaignOpponent } from '@preload/contract'
import { wagerStops } from '@/components/ui/wager-stops'

/** The purse at this table and the stakes it covers. */
export interface StakeRange {
  purse: ComputedRef<number>
  wagerMax: ComputedRef<number>
  canCover: ComputedRef<boolean>
  stops: ComputedRef<number[]>
}

/** The range of stakes against `opponent` that `credits`, less the forfeited `openStake`, cover. */
export function useStakeRange(
  opponent: Ref<CampaignOpponent | null>,
  credits: Ref<number | null>,
  openStake: Ref<number>,
): StakeRange {
  /** What the player would still hold once seated here: their credits, less the forfeited stake. */
  const purse = computed(() => Math.max(0, (credits.value ?? 0) - openStake.value))

  /** The stake the player can afford: never above what they would hold, never outside the range. */
  const wagerMax = computed(() =>
    opponent.value ? Math.min(opponent.value.stake.max, purse.value) : 0,
  )
  const canCover = computed(() => !!opponent.value && wagerMax.value >= opponent.value.stake.min)
  const wagerStep = computed(() => {
    const span = (opponent.value?.stake.max ?? 0) - (opponent.value?.stake.min ?? 0)
    return span <= 1000 ? 50 : span <= 10_000 ? 100 : 500
  })

  /** Where the wager slider stops: round steps, the table's least and the most affordable. */
  const stops = computed(() =>
    opponent.value ? wagerStops(opponent.value.stake.min, wagerMax.value, wagerStep.value) : [0],
  )
  return { purse, wagerMax, canCover, stops }
}
