/**
 * The table's banners (a round's, set's or match's end, who opens, a muck, a tiebreaker) and the
 * one left on the table under reduced motion. That one is its own part because it outlives the
 * update that put it up: the presenter leaves it as an update ends, and the next update, the
 * player's next call to main or leaving the table takes it away, so both reach it here.
 */
import type { ShallowRef } from 'vue'
import type { MatchUpdate } from '@preload/contract'
import type { MatchEvent } from '@common/match'
import { BANNER_READING } from '@/fx/pacing'

export type BannerEvent = Extract<
  MatchEvent,
  { type: 'roundEnd' | 'setEnd' | 'matchEnd' | 'opener' | 'muck' | 'tiebreaker' }
>

const BANNER_TYPES = new Set(['roundEnd', 'setEnd', 'matchEnd', 'opener', 'muck', 'tiebreaker'])

/** Whether `event` puts a banner up as it is shown. */
export function isBannerEvent(event: MatchEvent): event is BannerEvent {
  return BANNER_TYPES.has(event.type)
}

/** The store's refs a banner is shown in. */
export interface BannerRefs {
  banner: ShallowRef<BannerEvent | null>
}

/** What the lingering banner asks of the settings. */
export interface LingerSettings {
  readonly reducedMotion: boolean
}

/** The banner left on the table: leaving it as an update ends, and taking it away. */
export interface LingeringBanner {
  /** Leaves `lastBanner`, the last banner `shownUpdate` showed, where it lingers. */
  leave(shownUpdate: MatchUpdate, lastBanner: BannerEvent | null): void
  /** Takes a banner left on the table under reduced motion away (the player moves, or leaves). */
  dismissBanner(): void
}

/** The banner an update leaves on the table under reduced motion, over the store's `refs`. */
export function useLingeringBanner(refs: BannerRefs, settings: LingerSettings): LingeringBanner {
  const { banner } = refs

  /**
   * Under reduced motion every beat is 0, so a banner would go in the tick it came and never be
   * seen: the last one of an update stays on the table, still, for its reading time. Nothing
   * waits for it; the next update, the player's next move or leaving the table takes it sooner.
   * (A round's end before the next deal is not left here: the presenter holds the table still
   * under it, as the round finished, and it goes before the next round is dealt.)
   */
  let lingering: ReturnType<typeof setTimeout> | null = null

  /** Whether the update just shown leaves its last banner on the table. */
  function lingers(shownUpdate: MatchUpdate): boolean {
    // the hand chooser lies under the banner's place (it is what the player acts on), and a
    // finished match leaves the table for the result at once
    return settings.reducedMotion && shownUpdate.view.phase !== 'choose' && !shownUpdate.result
  }

  /** Leaves `event` on the table for its reading time, or until something takes it sooner. */
  function linger(event: BannerEvent): void {
    banner.value = event
    lingering = setTimeout(dismissBanner, BANNER_READING)
  }

  function leave(shownUpdate: MatchUpdate, lastBanner: BannerEvent | null): void {
    if (lastBanner && lingers(shownUpdate)) linger(lastBanner)
  }

  function dismissBanner(): void {
    if (lingering === null) return
    clearTimeout(lingering)
    lingering = null
    banner.value = null
  }

  return { leave, dismissBanner }
}
