/**
 * One event of an update at its beat: the opponent's pause before it, the cue the table animates,
 * its sounds, the banner it puts up and, for a card, its landing before the total counts. Its own
 * part because it is what the table shows of one event, where the presenter steps through them.
 */
import type { CardCode } from '@common/cards'
import type { MatchEvent, PlayerIndex } from '@common/match'
import { RULESETS } from '@common/rulesets'
import { advanceScene, type Scene } from '@common/scene'
import { BANNER_READING, BEATS, beatFor, decidedBy, landingFor } from '@/fx/pacing'
import { playEffect, type EffectName } from '@/fx/sound'
import { isBannerEvent, type BannerEvent } from './banner'
import type { TableClock } from './clock'
import type { MatchState } from './state'

/**
 * What the table is animating now. Components watch it and run their own transform/opacity
 * animation for `duration` ms; `id` changes with every cue so the same kind twice still fires.
 */
export type Cue =
  | { id: number; kind: 'lift'; player: PlayerIndex; card: CardCode; duration: number }
  | { id: number; kind: 'event'; event: MatchEvent; duration: number }

/** The store's refs an event is shown in (the store documents each). */
export type BeatRefs = Pick<
  MatchState,
  'update' | 'cue' | 'banner' | 'shown' | 'landed' | 'skipToken'
>

/** Shows one event of an update at a time, each at its beat. */
export interface Beats {
  /**
   * Shows one event at its pace, with `sounds` (its place in the update chooses them); answers
   * the banner it put up, if any. A `quiet` event goes by without its banner or beat (its cue
   * still tells the log); one to `read` keeps its banner over the still table for its reading
   * time after its beat, unscaled (the presenter asks it under reduced motion, where every beat
   * is 0, of a round's end before the next deal).
   */
  showEvent(
    event: MatchEvent,
    seat: PlayerIndex,
    current: Scene,
    sounds: EffectName[],
    how?: { quiet?: boolean; read?: boolean },
  ): Promise<BannerEvent | null>
}

/** The beats over the store's `refs`, each held by `clock`. */
export function useBeats(refs: BeatRefs, clock: TableClock): Beats {
  const { update, cue, banner, shown, landed, skipToken } = refs
  const { hold, scaled } = clock

  let cueId = 0

  function setCue(
    next: Omit<Extract<Cue, { kind: 'lift' }>, 'id'> | Omit<Extract<Cue, { kind: 'event' }>, 'id'>,
  ): void {
    cueId += 1
    cue.value = { ...next, id: cueId, duration: scaled(next.duration) } as Cue
  }

  async function showEvent(
    event: MatchEvent,
    seat: PlayerIndex,
    current: Scene,
    sounds: EffectName[],
    how: { quiet?: boolean; read?: boolean } = {},
  ): Promise<BannerEvent | null> {
    const quiet = how.quiet === true
    const decider = decidedBy(event)
    if (decider !== null && decider !== seat) await clock.think()
    if (event.type === 'play') {
      // The card lifts out of the hand first, then lands on the table.
      setCue({ kind: 'lift', player: event.player, card: event.card, duration: BEATS.lift })
      await hold(BEATS.lift)
    }
    advanceScene(current, event)
    shown.value += 1
    // a match of one set ends with the match, not a set: nothing to show for the set
    if (event.type === 'setEnd' && RULESETS[current.rules].setsToWin <= 1) return null
    const beat = quiet ? 0 : beatFor(event, seat)
    setCue({ kind: 'event', event, duration: beat })
    if (!clock.rushing) for (const effect of sounds) playEffect(effect)
    const shownBanner = !quiet && isBannerEvent(event) ? event : null
    if (shownBanner) banner.value = shownBanner
    const landing = Math.min(landingFor(event), beat)
    if (landing > 0) {
      // a click on the table during the landing skips the whole beat, the flourish too
      const skips = skipToken.value
      const showing = update.value
      await hold(landing)
      // (a newer update that took over meanwhile counts its own events)
      if (update.value === showing) landed.value = shown.value
      if (skipToken.value === skips) await hold(beat - landing)
    } else {
      landed.value = shown.value
      await hold(beat)
      if (how.read && shownBanner) await clock.read(BANNER_READING)
    }
    if (banner.value === event) banner.value = null
    return shownBanner
  }

  return { showEvent }
}
