/**
 * Who opens the match, owed to the hand chooser: a coin tossed as the chooser comes up is shown
 * without its banner then (the chooser lies over the banner's place) and told once the hands are
 * brought and the first round starts, as the player reads who opens as play starts. Its own part
 * because the debt outlives the update that ran into it.
 */
import type { ShallowRef } from 'vue'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { OpenerEvent } from '@common/opener'
import { beatFor } from '@/fx/pacing'
import type { BannerEvent } from './banner'
import type { TableClock } from './clock'

/** The opener's banner the table owes, and its telling. */
export interface OwedOpener {
  /** Owes `event`'s banner until the first round starts. */
  owe(event: OpenerEvent): void
  /** Whether `event` is the opener owed (it goes by quietly now). */
  owes(event: MatchEvent): boolean
  /** A new match on the table owes nothing. */
  forget(): void
  /** Tells the opener owed, if any, for its beat; answers the banner it put up. */
  tell(seat: PlayerIndex): Promise<BannerEvent | null>
}

/** The opener owed, put up in the store's `banner` and held by `clock`. */
export function useOwedOpener(
  refs: { banner: ShallowRef<BannerEvent | null> },
  clock: TableClock,
): OwedOpener {
  const { banner } = refs

  /**
   * The match's opener event, shown without its banner while the hand chooser came up (a coin
   * rules its first opener then), until the hands are brought and its first round starts.
   */
  let owedOpener: OpenerEvent | null = null

  /**
   * Puts up the banner of who opens the match, owed since the hand chooser came up, for its
   * beat, as classic shows it at its start. No cue: the log said it as the match began.
   */
  async function tell(seat: PlayerIndex): Promise<BannerEvent | null> {
    const owed = owedOpener
    owedOpener = null
    if (!owed) return null
    banner.value = owed
    await clock.hold(beatFor(owed, seat))
    if (banner.value === owed) banner.value = null
    return owed
  }

  return {
    owe: (event) => {
      owedOpener = event
    },
    owes: (event) => event === owedOpener,
    forget: () => {
      owedOpener = null
    },
    tell,
  }
}
