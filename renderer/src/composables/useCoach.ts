import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { CardCode, Sign } from '@common/cards'
import type { PlayerAction } from '@preload/contract'
import { useMatchStore } from '@/stores/match'
import { useInputStore } from '@/stores/input'

/**
 * What the tutorial coach points at: a place in the hand, or the End Turn or Stand button; and
 * the place whose sign toggle must turn first (the card is set the other way than advised). Not
 * under a gamepad: the pad turns a card with X on the card itself, never on its toggle, so the
 * coach points at the card alone, as its words say ("press X to turn it, then A").
 */
export interface Coached {
  card: number | null
  button: 'end' | 'stand' | null
  sign: number | null
}

/**
 * The tutorial coach's side of the table: in the tutorial main's advice is asked for whenever it
 * is the player's move, without a key press, and the card or button it names is ringed. Where it
 * asks for a flip card turned (F, or the sign toggle under it) and the player plays that card
 * set the other way, the coach holds the card back (`holds`) and says how to turn it first
 * (`heldBack`): the flip is the lesson, and played unturned the card would be gone for nothing.
 * The advice comes from main a moment after the position: a card with a sign played before it
 * is in is held too, as the coach cannot yet tell whether that card is the lesson.
 */
export function useCoach(
  slots: Ref<readonly (CardCode | null)[]>,
  choosing: Ref<boolean>,
  signs: Ref<readonly Sign[]>,
): {
  tutorial: ComputedRef<boolean>
  coached: ComputedRef<Coached>
  theirs: ComputedRef<{ total: number; standing: boolean }>
  /** how often the advised card was tried with the other sign since the advice came */
  heldBack: Ref<number>
  /** whether the coach holds `action` back (counted in `heldBack` once the advice is in) */
  holds(action: PlayerAction): boolean
} {
  const match = useMatchStore()
  const { update, advice, hintLoading } = storeToRefs(match)
  const { mode } = storeToRefs(useInputStore())
  const tutorial = computed(() => update.value?.mode === 'tutorial')

  watch(
    // hintLoading is watched too: an answer dropped as stale (the player moved on) asks again
    () => [tutorial.value, match.canAct, update.value, hintLoading.value] as const,
    ([on, can]) => {
      if (on && can && !choosing.value && !advice.value && !hintLoading.value) void match.hint()
    },
    { immediate: true },
  )

  const coached = computed<Coached>(() => {
    const a = tutorial.value && match.canAct ? advice.value?.action : undefined
    if (!a) return { card: null, button: null, sign: null }
    if (a.type === 'play') {
      const card = slots.value.indexOf(a.card)
      const turn = a.sign !== undefined && (signs.value[card] ?? '+') !== a.sign
      return { card, button: null, sign: turn && mode.value !== 'gamepad' ? card : null }
    }
    const button = a.type === 'end' || a.type === 'stand' ? a.type : null
    return { card: null, button, sign: null }
  })

  const heldBack = ref(0)
  watch(advice, () => (heldBack.value = 0))
  function holds(action: PlayerAction): boolean {
    // only a card played with a sign can be the flip the coach asks for; ending the turn or
    // standing is never held, with the advice in or not, so it need not wait for it
    if (!tutorial.value || !match.canAct || action.type !== 'play' || !action.sign) return false
    const a = advice.value?.action
    // the advice for this position is still on its way: the play is dropped, not kept to send
    // later (nothing happened, and the coach speaks in a moment); no "Almost", nothing was asked
    if (!a) return true
    if (a.type !== 'play' || a.card !== action.card || !a.sign || a.sign === action.sign)
      return false
    heldBack.value += 1
    return true
  }

  const theirs = computed(() => {
    const view = update.value?.view
    const seat = view?.players[view.you === 0 ? 1 : 0]
    return { total: seat?.total ?? 0, standing: seat?.standing ?? false }
  })

  return { tutorial, coached, theirs, heldBack, holds }
}
