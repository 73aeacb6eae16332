import { computed, watch, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { CardCode } from '@common/cards'
import { useMatchStore } from '@/stores/match'

/** What the tutorial coach points at: a place in the hand, or the End Turn or Stand button. */
export interface Coached {
  card: number | null
  button: 'end' | 'stand' | null
}

/**
 * The tutorial coach's side of the table: in the tutorial main's advice is asked for whenever it
 * is the player's move, without a key press, and the card or button it names is ringed.
 */
export function useCoach(
  slots: Ref<readonly (CardCode | null)[]>,
  choosing: Ref<boolean>,
): {
  tutorial: ComputedRef<boolean>
  coached: ComputedRef<Coached>
  theirs: ComputedRef<{ total: number; standing: boolean }>
} {
  const match = useMatchStore()
  const { update, advice, hintLoading } = storeToRefs(match)
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
    if (!a) return { card: null, button: null }
    if (a.type === 'play') return { card: slots.value.indexOf(a.card), button: null }
    return { card: null, button: a.type === 'end' || a.type === 'stand' ? a.type : null }
  })

  const theirs = computed(() => {
    const view = update.value?.view
    const seat = view?.players[view.you === 0 ? 1 : 0]
    return { total: seat?.total ?? 0, standing: seat?.standing ?? false }
  })

  return { tutorial, coached, theirs }
}
