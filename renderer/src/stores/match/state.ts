/**
 * The match store's state: what the table shows, and what it has asked of main. Each ref is made
 * once per store; the store's parts read and write them, and the store returns them as its state.
 */
import { ref, shallowRef } from 'vue'
import type { Hint, MatchStart, MatchUpdate, PlayerAction } from '@preload/contract'
import type { OpenerEvent } from '@common/opener'
import type { Scene } from '@common/scene'
import type { BannerEvent } from './banner'
import type { Cue } from './beats'

/** What the table shows: main's latest update, played on it event by event. */
export function tableState() {
  /** The latest update from main (its view is the truth once the events have played). */
  const update = shallowRef<MatchUpdate | null>(null)
  /** What the table shows now: the previous view moved forward by the events shown so far. */
  const scene = ref<Scene | null>(null)
  const cue = shallowRef<Cue | null>(null)
  const banner = shallowRef<BannerEvent | null>(null)
  /**
   * The match's opener event, where this table saw the match start: the first round's high
   * card or coin, which the view does not keep (a match picked up again has none).
   */
  const opening = shallowRef<OpenerEvent | null>(null)
  const presenting = ref(false)
  /** The opponent is deciding its next move (shown on its nameplate while the table waits). */
  const thinking = ref(false)
  /** How many of the latest update's events have been shown. */
  const shown = ref(0)
  /**
   * How many of them the table has shown whole: a card once it has landed and its total has
   * counted up to the new figure, any other event as it is shown. The tutorial coach follows
   * it, so its words never speak of a total the table does not show yet.
   */
  const landed = ref(0)
  /** Bumped by skip(): components finish their running animation at once. */
  const skipToken = ref(0)
  return {
    update,
    scene,
    cue,
    banner,
    opening,
    presenting,
    thinking,
    shown,
    landed,
    skipToken,
  }
}

/** What the table has asked of main: the call under way, its failure, the advisor's answer. */
export function callState() {
  /** Waiting for main to answer. */
  const pending = ref(false)
  /**
   * The player's move while main answers it (null otherwise): a stand or an end of turn ends the
   * turn the table still shows, and the turn light says so at once (useTableStatus), where the
   * AI's answer to it can take main a few seconds.
   */
  const sending = shallowRef<PlayerAction | null>(null)
  /** Why the last call failed: main's refusal (a BridgeError) or anything else thrown. */
  const failure = shallowRef<unknown>(null)
  /**
   * Main has no such match any more: another window or tab on the same save forfeited or
   * finished it. The table offers nothing to play and only the way out (MatchEndedElsewhere).
   */
  const endedElsewhere = ref(false)
  /** The advisor's last hint, shown until the next action. */
  const advice = shallowRef<Hint | null>(null)
  const hintLoading = ref(false)
  /** How the match was started, so "play again" can start the same one. */
  const lastStart = shallowRef<MatchStart | null>(null)
  return { pending, sending, failure, endedElsewhere, advice, hintLoading, lastStart }
}

/** Every ref of the match store's state. */
export type MatchState = ReturnType<typeof tableState> & ReturnType<typeof callState>
