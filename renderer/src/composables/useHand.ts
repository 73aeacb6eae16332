import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import type { Action, Blocked, Projection } from '@common/match'
import type { CardCode, Sign } from '@common/cards'
import { cardsLeadingBack } from '@common/comeback'
import type { Refusal } from '@common/messages'
import type { PlayerAction } from '@preload/contract'
import type { Scene } from '@common/scene'
import { fitSlots, type HandSlots } from './hand-slots'
import { keepPlaces, keptPlaces } from './hand-places'

/** The player's hand at the table: where each card sits, its chosen sign, what may be played. */
export interface Hand {
  /** the hand by place: key N is place N; a played card leaves its place empty */
  slots: Ref<HandSlots>
  /** the sign chosen for the card in each place */
  signs: Ref<Sign[]>
  /** the place under the mouse or focus (F flips it) */
  selected: Ref<number | null>
  /** the place the player last played from (its card lifts out) */
  playedFrom: Ref<number | null>
  /** per place: the card takes a sign (a flip card, the classic ±1T) */
  signed: ComputedRef<boolean[]>
  /**
   * per place: what the card would make of the total, per sign, from main; null while main's
   * projections do not speak of the table shown (events playing, main answering, not the
   * player's move)
   */
  outcomes: ComputedRef<(Projection[] | null)[]>
  /** the opponent's turn in the round shown, the player still in it: the hand waits for theirs */
  later: ComputedRef<boolean>
  /** per place: the card can be played now with its chosen sign */
  playable: ComputedRef<boolean[]>
  /**
   * per place: over 20, the card begins no way back to 20 or under (a plus card at 22). The
   * rules still let it be played; it only goes without the light of a card that can help.
   */
  noWayBack: ComputedRef<boolean[]>
  /** per place: why main refuses the card now (null where it may be played, or nothing is said) */
  refusals: ComputedRef<(Refusal | null)[]>
  /** the action that plays the card in a place, or null when it cannot be played now */
  playAction(place: number): PlayerAction | null
  toggleSign(place: number): void
  /**
   * F: flips the selected card's sign, or the first card that takes one; the place flipped, or
   * null where no card takes a sign
   */
  toggleSelectedSign(): number | null
}

/**
 * The hand as the table shows it, from the scene (what is on screen) and main's legal actions.
 * Which cards take a sign, what they would make and why one may not be played come from main's
 * view (its projections and refusals), so the table knows no rule of its own; which lead back
 * from over 20 comes from `common/comeback.ts`, the advisor's and the over-20 note's answer.
 * `match` is the match's id: the places are kept per match and seat for the table's next mount
 * (hand-places).
 */
export function useHand(
  scene: Ref<Scene | null>,
  you: Ref<0 | 1>,
  legal: Ref<readonly Action[]>,
  blocked: Ref<Blocked | null>,
  match: Ref<string | null>,
): Hand {
  const seat = computed(() => scene.value?.players[you.value] ?? null)
  const hand = computed<CardCode[]>(() => seat.value?.hand ?? [])
  const slots = ref<HandSlots>([])
  const signs = ref<Sign[]>([])
  const selected = ref<number | null>(null)
  const playedFrom = ref<number | null>(null)

  // while hands are chosen for a new set, the last set's hand is gone: its places, every one
  // emptied, showed as played places behind the hand chooser, and the new hand is laid out afresh
  const unchosen = computed(() => scene.value?.phase === 'choose' && hand.value.length === 0)
  // whose hand in which match the places are of: another (a new match, the other hot-seat
  // seat, a table mounted anew) starts from the places kept for it, not from these
  let placesOf: string | null = null
  watch(
    () => [match.value, you.value, hand.value.join(' '), unchosen.value] as const,
    ([id, seat, , unchosen]) => {
      const owner = `${id} ${seat}`
      const before = owner === placesOf ? slots.value : id ? keptPlaces(id, seat) : []
      placesOf = owner
      const next = unchosen ? [] : fitSlots(before, hand.value, playedFrom.value)
      if (id) keepPlaces(id, seat, next)
      // a card new to its place starts on +; the others keep the sign the player chose
      signs.value = next.map((code, i) =>
        code !== null && code === before[i] ? (signs.value[i] ?? '+') : '+',
      )
      slots.value = next
      if (selected.value !== null && next[selected.value] == null) selected.value = null
    },
    { immediate: true },
  )

  const projected = computed(() =>
    slots.value.map((code) => (code ? (seat.value?.projections?.[code] ?? []) : [])),
  )
  const signed = computed(() => projected.value.map((list) => list.some((p) => p.sign !== null)))
  /*
   * Main's projections are of the view it last sent, for the player's move: while events play
   * the scene has moved on from them (the opponent's cards, the player's own draw), so they are
   * told only while the table waits for the player, as `legal` does.
   */
  const outcomes = computed(() =>
    legal.value.length > 0 ? projected.value : projected.value.map(() => null),
  )
  const later = computed(() => {
    const shown = scene.value
    return (
      shown?.phase === 'turn' &&
      shown.turn !== null &&
      shown.turn !== you.value &&
      !shown.players[you.value].standing
    )
  })

  function playAction(place: number): PlayerAction | null {
    const code = slots.value[place]
    if (!code) return null
    const sign = signed.value[place] ? (signs.value[place] ?? '+') : undefined
    const ok = legal.value.some((a) => a.type === 'play' && a.card === code && a.sign === sign)
    if (!ok) return null
    return sign ? { type: 'play', card: code, sign } : { type: 'play', card: code }
  }
  const playable = computed(() => slots.value.map((_, i) => playAction(i) !== null))
  // asked only while the player may act: the scene is then main's view as it was sent
  const noWayBack = computed(() => {
    const shown = scene.value
    const leading =
      shown && legal.value.length > 0
        ? cardsLeadingBack({ ...shown, you: you.value, legal: [...legal.value] })
        : null
    return slots.value.map((code) => leading !== null && code !== null && !leading.has(code))
  })
  const refusals = computed(() =>
    slots.value.map((code) => (code ? (blocked.value?.cards[code] ?? null) : null)),
  )

  function toggleSign(place: number): void {
    if (!signed.value[place]) return
    signs.value[place] = signs.value[place] === '-' ? '+' : '-'
    selected.value = place
  }
  function toggleSelectedSign(): number | null {
    const place =
      selected.value !== null && signed.value[selected.value]
        ? selected.value
        : signed.value.findIndex(Boolean)
    if (place < 0) return null
    toggleSign(place)
    return place
  }

  return {
    slots,
    signs,
    selected,
    playedFrom,
    signed,
    outcomes,
    later,
    playable,
    noWayBack,
    refusals,
    playAction,
    toggleSign,
    toggleSelectedSign,
  }
}
