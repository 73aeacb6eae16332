/**
 * What the player may do at the table now, read from main's latest view and from what the table
 * is doing: nothing while events play, main answers or a hot-seat curtain is up. It holds no
 * rules: what may be done comes from `view.legal`, why not from `view.blocked`.
 */
import { computed } from 'vue'
import type { PlayerIndex } from '@common/match'
import type { Refusal } from '@common/messages'
import type { MatchState } from './state'

/** The engine's reason for any move of a player who stands. */
const STANDING: Refusal = { reason: 'standing' }

/** The turn as the table shows it, over the store's `state`. */
export function useTurn(
  state: Pick<MatchState, 'update' | 'scene' | 'presenting' | 'pending' | 'endedElsewhere'>,
) {
  const { update, scene, presenting, pending, endedElsewhere } = state

  const matchId = computed(() => update.value?.matchId ?? null)
  const you = computed<PlayerIndex>(() => update.value?.you ?? 0)
  const view = computed(() => update.value?.view ?? null)
  /**
   * Main's latest view, while the table shows it as it is and waits for the player: null while
   * events play or main is answering, when what main says may be done is not what is shown.
   */
  const waiting = computed(() =>
    presenting.value || pending.value || endedElsewhere.value || !update.value
      ? null
      : update.value.view,
  )
  /** Legal actions, only while the player may act (not while events play or main thinks). */
  const legal = computed(() => waiting.value?.legal ?? [])
  const canAct = computed(() => legal.value.length > 0)
  /**
   * Hot-seat: the seat the table has been passed to, while its curtain is up (after the events
   * have played). Null in every other mode and once that person has taken the table.
   */
  const curtain = computed<PlayerIndex | null>(() =>
    presenting.value ? null : (update.value?.hotseat?.curtain ?? null),
  )
  /**
   * What the player may not do now and main's reason for each, while the table waits for them
   * as `legal` does (none while events play, main thinks or a hot-seat curtain is up).
   */
  const blocked = computed(() => (curtain.value !== null ? null : (waiting.value?.blocked ?? null)))
  /**
   * The player stands in the round the table is showing, and the round goes on: the opponent
   * plays on. Against the AI its moves come in the same update as the stand, so the table shows
   * them with nothing of main's to wait on; the scene (main's events, shown) says it instead.
   */
  const standingShown = computed(() => {
    const shownNow = scene.value
    return (
      presenting.value &&
      shownNow !== null &&
      shownNow.phase === 'turn' &&
      shownNow.turn !== null &&
      shownNow.players[you.value].standing
    )
  })
  /**
   * Why ending the turn or standing is refused now: main's reason while the table waits, or,
   * while the opponent plays on after the player stood, the engine's answer to any move of a
   * player who stands (`refuse` asks it before whose turn it is).
   */
  const turnRefused = computed<Refusal | null>(
    () => blocked.value?.turn ?? (standingShown.value ? STANDING : null),
  )

  return {
    matchId,
    you,
    view,
    waiting,
    legal,
    canAct,
    curtain,
    blocked,
    standingShown,
    turnRefused,
  }
}
