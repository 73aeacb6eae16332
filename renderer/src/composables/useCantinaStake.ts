/**
 * The stake set at a cantina's table: the wager on the slider's stops, kept for the session
 * against each opponent, brought into the table's range and the purse; and the words under the
 * slider (what the stake does, or why the purse cannot cover it and where it can). Its own part
 * because the stake's rules (docs/rules.md) are one concern, apart from picking the opponent.
 */
import { storeToRefs } from 'pinia'
import { computed, ref, type ComputedRef, type Ref, type WritableComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { CampaignOpponent } from '@preload/contract'
import { useFormat } from '@/components/ui/format'
import { nearestStop, wagerStops } from '@/components/ui/wager-stops'
import { useCampaignStore } from '@/stores/campaign'
import { useNavigationStore } from '@/stores/navigation'
import { useProfileStore } from '@/stores/profile'

/** The stake against `opponent`, kept under `pickKey`, with `openStake` forfeited on sitting down. */
export function useCantinaStake(
  opponent: Ref<CampaignOpponent | null>,
  pickKey: Ref<string>,
  openStake: Ref<number>,
): {
  wager: Ref<number>
  wagerMax: ComputedRef<number>
  canCover: ComputedRef<boolean>
  stops: ComputedRef<number[]>
  stop: WritableComputedRef<number>
  keptStake: (opponentId: string) => number | null
  keepStake: () => void
  clampWager: () => void
  wagerHint: ComputedRef<string>
  cannotCover: ComputedRef<string>
} {
  const { t } = useI18n()
  const format = useFormat()
  const navigation = useNavigationStore()
  const campaign = useCampaignStore()
  const { credits } = storeToRefs(useProfileStore())
  const wager = ref(0)

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

  /**
   * What the stake does at this table: the pot, less the house's cut where it takes one, what a
   * loss costs (the stake set, as main settles it: the cut comes off a win only), and what a win
   * here pays besides (a bounty, the house's purse), then what the player holds.
   */
  const wagerHint = computed((): string => {
    const o = opponent.value
    if (!o) return ''
    const prize = format.credits(o.prize.credits)
    const lines: string[] = []
    if (wager.value === 0) {
      lines.push(
        t(o.prize.credits > 0 ? 'screens.cantina.hint.freePrize' : 'screens.cantina.hint.free', {
          prize,
        }),
      )
    } else {
      const cut = format.percent(o.houseCut)
      lines.push(
        t(o.houseCut > 0 ? 'screens.cantina.hint.cut' : 'screens.cantina.hint.pot', { cut }),
      )
      lines.push(t('screens.cantina.hint.loss', { stake: format.credits(wager.value) }))
      if (o.prize.credits > 0) lines.push(t('screens.cantina.hint.prize', { prize }))
    }
    const held = format.credits(credits.value ?? 0)
    lines.push(
      openStake.value > 0
        ? t('screens.cantina.hint.holdStaked', {
            credits: held,
            staked: format.credits(openStake.value),
            left: format.credits(purse.value),
          })
        : t('screens.cantina.hint.hold', { credits: held }),
    )
    return lines.join(' ')
  })

  /**
   * Why the player cannot sit down at this table, and where they can: the cheapest table open to
   * them that their purse covers (the Rusted Anchor's free table, whose minimum is 0).
   */
  const cannotCover = computed((): string => {
    const o = opponent.value
    if (!o) return ''
    const min = format.credits(o.stake.min)
    const have = format.credits(purse.value)
    const first = t(
      openStake.value > 0 ? 'screens.cantina.cannotCoverStaked' : 'screens.cantina.cannotCover',
      { min, have },
    )
    const tables = (campaign.view?.locations ?? [])
      .filter((l) => l.unlocked)
      .flatMap((l) => l.opponents.map((other) => ({ other, location: l })))
      .filter(({ other }) => other.available && other.stake.min <= purse.value && other.id !== o.id)
    const cheapest = tables.reduce<(typeof tables)[number] | null>(
      (best, next) => (best && best.other.stake.min <= next.other.stake.min ? best : next),
      null,
    )
    const then = cheapest
      ? t('screens.cantina.tryTable', {
          opponent: cheapest.other.name,
          location: cheapest.location.name,
          from: format.credits(cheapest.other.stake.min),
        })
      : t('screens.cantina.sellCards')
    return `${first} ${then}`
  })

  return {
    wager,
    wagerMax,
    canCover,
    stops,
    stop,
    keptStake,
    keepStake,
    clampWager,
    wagerHint,
    cannotCover,
  }
}
