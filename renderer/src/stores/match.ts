import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Hint, MatchStart, MatchUpdate, PlayerAction } from '@preload/contract'
import type { PlayerIndex } from '@common/match'
import type { OpenerEvent } from '@common/opener'
import type { Refusal } from '@common/messages'
import { BridgeError, call } from '@/bridge'
import { cloneScene, type Scene } from '@common/scene'
import { i18n } from '@/i18n'
import { errorText } from './errors'
import { useNavigationStore } from './navigation'
import { useFeatsStore } from './feats'
import { useSettingsStore } from './settings'
import { useLingeringBanner, type BannerEvent, type BannerRound } from './match/banner'
import { usePresenter, type Cue } from './match/presenter'

export type { Cue } from './match/presenter'
export type { BannerEvent, BannerRound } from './match/banner'

/** Main's refusal of a call about a match it does not have (over, or never started). */
const MATCH_GONE = 'errors.match.notFound'

/** The engine's reason for any move of a player who stands. */
const STANDING: Refusal = { reason: 'standing' }

/**
 * The match on the table: talks to main (start, act, resign, hint) and plays the events main
 * returns one by one, in order, so the table can animate and sound them. It holds the table's
 * state and its calls to main; the playing is its presenter's (match/presenter.ts), the banner
 * left on the table its own part (match/banner.ts). It holds no rules: what may be done comes
 * from `view.legal`, totals from the view and the events.
 */
export const useMatchStore = defineStore('match', () => {
  const settings = useSettingsStore()

  /** The latest update from main (its view is the truth once the events have played). */
  const update = shallowRef<MatchUpdate | null>(null)
  /** What the table shows now: the previous view moved forward by the events shown so far. */
  const scene = ref<Scene | null>(null)
  const cue = shallowRef<Cue | null>(null)
  const banner = shallowRef<BannerEvent | null>(null)
  /**
   * The rounds around a round's end banner left on the table under reduced motion, where the
   * same update went on to deal the next round: the banner then stands over the new round's
   * table, and the table names the round it speaks of. Null with any other banner, or none.
   */
  const bannerRound = shallowRef<BannerRound | null>(null)
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
  /**
   * The failure in the player's language, following a change of language; a card it names is
   * named as the match's ruleset draws it.
   */
  const error = computed(() =>
    failure.value === null
      ? null
      : errorText(failure.value, i18n.global.t('common.errors.generic'), update.value?.view.rules),
  )
  /** The code main refused the last call with ('match-open' asks the player first). */
  const errorCode = computed(() =>
    failure.value instanceof BridgeError ? failure.value.error.code : null,
  )
  /** The advisor's last hint, shown until the next action. */
  const advice = shallowRef<Hint | null>(null)
  const hintLoading = ref(false)
  /** How the match was started, so "play again" can start the same one. */
  const lastStart = shallowRef<MatchStart | null>(null)
  /** Bumped by skip(): components finish their running animation at once. */
  const skipToken = ref(0)

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

  const lingering = useLingeringBanner({ banner, bannerRound }, settings)
  const { dismissBanner } = lingering
  const { present, skip, finish } = usePresenter(
    {
      update,
      scene,
      cue,
      banner,
      opening,
      presenting,
      thinking,
      shown,
      landed,
      advice,
      skipToken,
    },
    settings,
    lingering,
    (id, result) => {
      // a finished match goes on to its result once the table has shown how it ended
      useFeatsStore().announce(result.achievements)
      useNavigationStore().replace('result', { matchId: id })
    },
  )

  /** Whether a call failed because the rules engine refused the move (not the transport). */
  const refusedByRules = (e: unknown): boolean =>
    e instanceof BridgeError && e.error.key.startsWith('refusal.')

  async function send<T>(work: () => Promise<T>): Promise<T | null> {
    failure.value = null
    pending.value = true
    try {
      return await work()
    } catch (e) {
      fail(e)
      return null
    } finally {
      pending.value = false
    }
  }

  /**
   * Keeps why a call failed; a match main no longer has is not an error to dismiss but the end
   * of this table, and is told as such instead. A page gone stale (the game restarted, another
   * save loaded) is told once, by its dialog (StalePageDialog), not again at the table's foot.
   */
  function fail(e: unknown): void {
    const code = e instanceof BridgeError ? e.error.code : null
    const gone = code === 'not-found' && (e as BridgeError).error.key === MATCH_GONE
    if (code === 'restarted' || code === 'profile-changed') return
    if (gone && update.value) endedElsewhere.value = true
    else failure.value = e
  }

  /**
   * Starts a match in main and opens the table on it: over the current screen, or `instead` of
   * it (Play again: the new table takes the result screen's place only once main has started it).
   */
  async function start(how: MatchStart, instead = false): Promise<MatchUpdate | null> {
    const first = await send(() => call('match.start', how))
    if (!first) return null
    lastStart.value = how
    endedElsewhere.value = false
    scene.value = null
    const navigation = useNavigationStore()
    if (instead) navigation.replace('table', { matchId: first.matchId })
    else navigation.go('table', { matchId: first.matchId })
    void present(first)
    return first
  }

  /** Picks up the match in progress in the loaded profile (after a restart). */
  async function resume(): Promise<MatchUpdate | null> {
    const found = await send(() => call('match.resume'))
    if (found) {
      // "Play again" after a resumed match starts the same match, as after any other.
      lastStart.value = found.replay
      endedElsewhere.value = false
      scene.value = null
      await present({ ...found, events: [] })
    }
    return found
  }

  async function act(action: PlayerAction): Promise<boolean> {
    const id = matchId.value
    if (!id || presenting.value || pending.value) return false
    dismissBanner()
    sending.value = action
    const next = await send(() => call('match.act', { matchId: id, action }))
    sending.value = null
    if (!next) {
      if (refusedByRules(failure.value)) await catchUp(id)
      return false
    }
    await present(next)
    return true
  }

  /**
   * The table offers only moves the rules allow, so a move the rules refuse means the table is
   * behind main: another tab on the same save moved meanwhile. It is drawn again from main's
   * match (the refusal stays shown), instead of offering the same stale move again. A hot-seat
   * table is drawn per seat behind its curtain and is left as it is.
   */
  async function catchUp(id: string): Promise<void> {
    if (update.value?.hotseat) return
    const found = await call('match.resume').catch(() => null)
    if (!found || found.matchId !== id || matchId.value !== id) return
    scene.value = null
    await present({ ...found, events: [] })
  }

  /**
   * Hot-seat: the next person confirms they have the table; main answers with their own view,
   * drawn from their side (the table turns to face them).
   */
  async function reveal(): Promise<boolean> {
    const id = matchId.value
    if (!id || presenting.value || pending.value) return false
    dismissBanner()
    const next = await send(() => call('match.reveal', { matchId: id }))
    if (!next) return false
    scene.value = cloneScene(next.view)
    await present(next)
    return true
  }

  async function resign(): Promise<boolean> {
    const id = matchId.value
    if (!id || pending.value) return false
    dismissBanner()
    const next = await send(() => call('match.resign', { matchId: id }))
    if (!next) return false
    await present(next)
    return true
  }

  async function askHint(): Promise<Hint | null> {
    const id = matchId.value
    if (!id || hintLoading.value) return null
    // asking is the player turning to their move: the banner has been read, as with a move
    dismissBanner()
    hintLoading.value = true
    const asked = update.value
    try {
      const hint = await call('match.hint', { matchId: id })
      // an answer about a position the player has already moved on from is dropped
      if (update.value !== asked) return null
      advice.value = hint
      return hint
    } catch (e) {
      fail(e)
      return null
    } finally {
      hintLoading.value = false
    }
  }

  function dismissError(): void {
    failure.value = null
  }

  return {
    update,
    scene,
    cue,
    banner,
    bannerRound,
    opening,
    presenting,
    thinking,
    shown,
    landed,
    pending,
    sending,
    failure,
    endedElsewhere,
    error,
    errorCode,
    advice,
    hintLoading,
    lastStart,
    skipToken,
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
    reveal,
    start,
    resume,
    act,
    resign,
    hint: askHint,
    skip,
    finish,
    present,
    dismissError,
    dismissBanner,
  }
})
