import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import type { CardCode } from '@common/cards'
import type { PlayerIndex } from '@common/match'
import type { Scene } from '@common/scene'

/** The opponent's pool at the table: what may be shown, and whether it is open. */
export interface TheirPool {
  /** the pool as the view gives it (their side deck less what the muck set aside), or null */
  cards: ComputedRef<readonly CardCode[] | null>
  /** the control is on the table: a set is being played and the rules make the pool public */
  shown: ComputedRef<boolean>
  open: Ref<boolean>
  /** Opens the pool, or closes it when open: the control's press and its key. */
  toggle(): void
}

/** What the pool is read from, as the table view holds it. */
export interface TheirPoolSource {
  scene: Readonly<Ref<Scene | null>>
  /** the seat across the table: the opponent, or at the hot-seat the person not on turn */
  them: Readonly<Ref<PlayerIndex>>
  /** hot-seat: the curtain is up while the screen changes hands */
  curtained: Readonly<Ref<boolean>>
}

/**
 * The opponent's pool during a set (docs/rules.md: public in the tournament, while choosing and
 * while playing). Only what main's view gives is shown: a pool the view hides (classic, the
 * cantina) is null and the control is not there. While hands are chosen the chooser shows the
 * pool itself, so the control is on only while a set is played. It closes as the seat across
 * changes (a hot-seat pass), as the curtain rises and as the set ends, so it never opens again
 * on another person's pool or over the chooser.
 */
export function useTheirPool(from: TheirPoolSource): TheirPool {
  const cards = computed(() => from.scene.value?.players[from.them.value].pool ?? null)
  const shown = computed(() => cards.value !== null && from.scene.value?.phase === 'turn')
  const open = ref(false)
  const close = (): void => {
    open.value = false
  }
  watch(shown, (now) => {
    if (!now) close()
  })
  watch(from.them, close)
  watch(from.curtained, (up) => {
    if (up) close()
  })
  return {
    cards,
    shown,
    open,
    toggle() {
      open.value = shown.value && !open.value
    },
  }
}
