import { computed, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { Sign } from '@common/cards'
import type { Hint } from '@preload/contract'
import type { HandSlots } from './hand-slots'
import { controlOf } from './controls'
import { hintPlace } from './status/hint-action'
import { useKeyCaps } from './useKeyCaps'
import { useLabels } from './useLabels'
import { useTouchOnly } from './useTouchOnly'
import { useInputStore } from '@/stores/input'

/**
 * The advisor's move in words with the key that makes it, as the hand's cap prints it: "Play −1
 * (3)", where the advice names a card the player plays by its place's key. Not under a gamepad,
 * whose cards wear no number, nor for a player by touch alone, who has no keys.
 */
export function useHintText(
  words: Ref<string>,
  advice: Ref<Hint | null | undefined>,
  hand: { slots: Ref<HandSlots>; signs: Ref<Sign[]> },
): ComputedRef<string> {
  const { t } = useLabels()
  const { keyCap } = useKeyCaps()
  const { mode } = storeToRefs(useInputStore())
  const touchOnly = useTouchOnly()
  return computed(() => {
    const place = hintPlace(advice.value?.action, hand.slots.value, hand.signs.value)
    const key = place === null ? undefined : controlOf('play').keys[place]
    if (key === undefined || mode.value === 'gamepad' || touchOnly.value) return words.value
    return t('table.hint.keyed', { action: words.value, key: keyCap(key) })
  })
}
