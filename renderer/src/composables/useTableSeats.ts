import { computed, toRef, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { PlayerIndex } from '@common/match'
import type { DailyMatchInfo, HotseatInfo, OpponentInfo } from '@preload/contract'
import { seatToAct } from '@common/seat-to-act'
import { useMatchStore } from '@/stores/match'
import { useProfileStore } from '@/stores/profile'
import { useLabels } from '@/composables/useLabels'
import { useFlavour } from '@/i18n/flavour'
import { useWords } from '@/i18n/words'

/** Who sits at the table, and what each seat is called under its name plate and in the menu. */
export interface TableSeats {
  you: ComputedRef<PlayerIndex>
  them: ComputedRef<PlayerIndex>
  opponent: ComputedRef<OpponentInfo | null>
  /** the opponent's name in the player's language (a house player named by what they are) */
  opponentName: ComputedRef<string>
  /** the opponent's line under its name (none in hot-seat) */
  opponentLine: ComputedRef<string>
  /** Hot-seat: both names and portraits come with the match, and the curtain between turns. */
  hotseat: ComputedRef<HotseatInfo | null>
  curtain: Readonly<Ref<PlayerIndex | null>>
  /** The curtain is up: nothing of the table may be used until the next person lifts it. */
  curtained: ComputedRef<boolean>
  playerName: ComputedRef<string>
  playerPortrait: ComputedRef<string | null>
  playerSubtitle: ComputedRef<string>
  /** A daily match: its day and whether it counts (the menu warns about a counted attempt). */
  daily: ComputedRef<DailyMatchInfo | null>
  forfeits: ComputedRef<{ loser: string; winner: string } | null>
  passingTo: ComputedRef<string | null>
}

/**
 * The seats of the table and their names, from the match store's latest update and the player's
 * profile. It is its own part because naming the seats (hot-seat names, a house player's title,
 * a daily match's note, a master's remark) has nothing to do with laying out the table.
 */
export function useTableSeats(): TableSeats {
  const { t } = useLabels()
  const flavour = useFlavour()
  const words = useWords()
  const match = useMatchStore()
  const profiles = useProfileStore()
  const { update } = storeToRefs(match)

  const you = computed<PlayerIndex>(() => update.value?.you ?? 0)
  const them = computed<PlayerIndex>(() => (you.value === 0 ? 1 : 0))
  const opponent = computed(() => update.value?.opponent ?? null)
  const opponentName = computed(() => (opponent.value ? flavour.opponentName(opponent.value) : ''))
  const hotseat = computed(() => update.value?.hotseat ?? null)
  const curtain = toRef(match, 'curtain')
  const curtained = computed(() => hotseat.value !== null && curtain.value !== null)
  const playerName = computed(
    () => hotseat.value?.names[you.value] ?? (profiles.current?.name || t('table.you')),
  )
  const playerPortrait = computed(
    () => hotseat.value?.portraits[you.value] ?? profiles.current?.portrait ?? null,
  )
  const daily = computed(() => update.value?.daily ?? null)
  /** Under the player's name: a daily match says quietly whether this is the counted attempt. */
  const playerSubtitle = computed(() =>
    hotseat.value
      ? t('modes.hotseat.you')
      : daily.value
        ? t(daily.value.counted ? 'modes.daily.tableCounted' : 'modes.daily.tableReplay')
        : t('table.you'),
  )
  /**
   * Hot-seat: who a forfeit is for, the person with the move (as main decides it, from main's
   * latest view), and who wins.
   */
  const forfeits = computed(() => {
    const seats = hotseat.value
    const seen = update.value?.view
    if (!seats || !seen) return null
    const loser = seatToAct(seen) ?? 0
    return { loser: seats.names[loser], winner: seats.names[loser === 0 ? 1 : 0] }
  })
  /**
   * Hot-seat: the person the turn has passed to, from main's answer on (before its events have
   * played and the curtain comes down). The menu, opened as the turn ended, is still the other
   * person's: it keeps the forfeit for the one who will have the table.
   */
  const passingTo = computed(() => {
    const seats = hotseat.value
    return seats && seats.curtain !== null ? seats.names[seats.curtain] : null
  })
  /**
   * The opponent's line under its name: its personality, or, from a master who remembers the
   * player, what it says of the player's habits (main decides when; the line is worded here).
   */
  const opponentLine = computed(() => {
    const them = opponent.value
    if (!them || hotseat.value) return ''
    return them.remark ? flavour.quoted(words(them.remark)) : flavour.opponentTitle(them)
  })

  return {
    you,
    them,
    opponent,
    opponentName,
    opponentLine,
    hotseat,
    curtain,
    curtained,
    playerName,
    playerPortrait,
    playerSubtitle,
    daily,
    forfeits,
    passingTo,
  }
}
