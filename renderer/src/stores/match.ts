import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { Hint, MatchStart, MatchUpdate, PlayerAction } from '@preload/contract'
import type { CardCode } from '@common/cards'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { OpenerEvent } from '@common/opener'
import type { Refusal } from '@common/messages'
import { RULESETS } from '@common/rulesets'
import { BridgeError, call } from '@/bridge'
import { advanceScene, cloneScene, openingScene, roundInSet, type Scene } from '@common/scene'
import {
  BANNER_READING,
  BEATS,
  beatFor,
  decidedBy,
  effectsFor,
  landingFor,
  thinkingBeat,
} from '@/fx/pacing'
import { playEffect, type EffectName } from '@/fx/sound'
import { finishAll } from '@/fx/motion'
import { i18n } from '@/i18n'
import { errorText } from './errors'
import { useNavigationStore } from './navigation'
import { useFeatsStore } from './feats'
import { useSettingsStore } from './settings'

/**
 * What the table is animating now. Components watch it and run their own transform/opacity
 * animation for `duration` ms; `id` changes with every cue so the same kind twice still fires.
 */
export type Cue =
  | { id: number; kind: 'lift'; player: PlayerIndex; card: CardCode; duration: number }
  | { id: number; kind: 'event'; event: MatchEvent; duration: number }

export type BannerEvent = Extract<
  MatchEvent,
  { type: 'roundEnd' | 'setEnd' | 'matchEnd' | 'opener' | 'muck' | 'tiebreaker' }
>

/** A round's end left on the table after the next round was dealt: both rounds, by set. */
export interface BannerRound {
  /** the round the banner speaks of, by its number in its set */
  ended: number
  /** the round the table shows now */
  next: number
}

type RoundStart = Extract<MatchEvent, { type: 'roundStart' }>

const BANNER_TYPES = new Set(['roundEnd', 'setEnd', 'matchEnd', 'opener', 'muck', 'tiebreaker'])

/** Main's refusal of a call about a match it does not have (over, or never started). */
const MATCH_GONE = 'errors.match.notFound'

/** The engine's reason for any move of a player who stands. */
const STANDING: Refusal = { reason: 'standing' }

/**
 * The match on the table: talks to main (start, act, resign, hint) and plays the events main
 * returns one by one, in order, so the table can animate and sound them. It holds no rules:
 * what may be done comes from `view.legal`, totals from the view and the events.
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

  let cueId = 0
  let wake: (() => void) | null = null
  /** The rest of the update is being shown at once (finish()): no waits, no sounds. */
  let rushing = false
  /** What a duration is now: scaled by the settings, or nothing while the table rushes. */
  const scaled = (ms: number): number => (rushing ? 0 : ms * settings.durationScale)

  /**
   * Under reduced motion every beat is 0, so a banner would go in the tick it came and never be
   * seen: the last one of an update stays on the table, still, for its reading time. Nothing
   * waits for it; the next update, the player's next move or leaving the table takes it sooner.
   */
  let lingering: ReturnType<typeof setTimeout> | null = null

  /** Whether the update just shown leaves its last banner on the table. */
  function lingers(shownUpdate: MatchUpdate): boolean {
    // the hand chooser lies under the banner's place (it is what the player acts on), and a
    // finished match leaves the table for the result at once
    return settings.reducedMotion && shownUpdate.view.phase !== 'choose' && !shownUpdate.result
  }

  /** Leaves `event` on the table for its reading time, or until something takes it sooner. */
  function linger(event: BannerEvent, rounds: BannerRound | null): void {
    banner.value = event
    bannerRound.value = rounds
    lingering = setTimeout(dismissBanner, BANNER_READING)
  }

  /** The round `shownBanner` ended and the next, where `shownUpdate` dealt that one after it. */
  function roundAfter(shownUpdate: MatchUpdate, shownBanner: BannerEvent): BannerRound | null {
    if (shownBanner.type !== 'roundEnd') return null
    const { events, view } = shownUpdate
    const dealt = events
      .slice(events.indexOf(shownBanner) + 1)
      .find((e): e is RoundStart => e.type === 'roundStart')
    if (!dealt) return null
    // the round ended is the one before the round dealt: the match counts every round, from 1
    const record = view.rounds[dealt.round - 2]
    if (!record) return null
    const { rounds } = view
    return {
      ended: roundInSet({ round: dealt.round - 1, set: record.set, rounds }),
      next: roundInSet({ round: dealt.round, set: dealt.set, rounds }),
    }
  }

  /** Takes a banner left on the table under reduced motion away (the player moves, or leaves). */
  function dismissBanner(): void {
    if (lingering === null) return
    clearTimeout(lingering)
    lingering = null
    banner.value = null
    bannerRound.value = null
  }

  /** Holds the scene for `ms` (scaled); skip() cuts the wait short. */
  function hold(ms: number): Promise<void> {
    const wait = scaled(ms)
    if (wait <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const timer = setTimeout(done, wait)
      function done(): void {
        clearTimeout(timer)
        wake = null
        resolve()
      }
      wake = done
    })
  }

  /** A click on the table: finish the current animation now and move to the next event. */
  function skip(): void {
    if (!presenting.value) return
    skipToken.value += 1
    finishAll()
    wake?.()
  }

  /**
   * Esc while cards move: the rest of the update is shown at once, without its sounds, so the
   * menu opens over the table as main left it. Every event still goes through the scene and its
   * cue (the narration says each one), only nothing waits.
   */
  function finish(): void {
    if (!presenting.value) return
    rushing = true
    skip()
  }

  function setCue(
    next: Omit<Extract<Cue, { kind: 'lift' }>, 'id'> | Omit<Extract<Cue, { kind: 'event' }>, 'id'>,
  ): void {
    cueId += 1
    cue.value = { ...next, id: cueId, duration: scaled(next.duration) } as Cue
  }

  /**
   * The opponent's pause before a decision, at its own tempo: its nameplate says it is thinking
   * meanwhile.
   */
  async function think(): Promise<void> {
    thinking.value = true
    try {
      await hold(thinkingBeat(update.value?.opponent.tempo))
    } finally {
      thinking.value = false
    }
  }

  /**
   * Shows one event at its pace, with `sounds` (its place in the update chooses them); answers
   * the banner it put up, if any. A `quiet` event goes by without its banner or beat (its cue
   * still tells the log).
   */
  async function showEvent(
    event: MatchEvent,
    seat: PlayerIndex,
    current: Scene,
    sounds: EffectName[],
    quiet = false,
  ): Promise<BannerEvent | null> {
    const decider = decidedBy(event)
    if (decider !== null && decider !== seat) await think()
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
    if (!rushing) for (const effect of sounds) playEffect(effect)
    const shownBanner = !quiet && BANNER_TYPES.has(event.type) ? (event as BannerEvent) : null
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
    }
    if (banner.value === event) banner.value = null
    return shownBanner
  }

  /**
   * `players`' hands as they are chosen or dealt (`at`: the event's place in the update). The
   * event names no cards, so they come from main's view at the update's end, with the cards
   * played later in the same update put back (only the opponent's: the player's next move is not
   * in it). Without this a chosen hand showed only once the whole opening turn had played.
   */
  function dealHands(current: Scene, next: MatchUpdate, at: number, players: PlayerIndex[]): void {
    for (const player of players) {
      const final = next.view.players[player]
      const later = next.events
        .slice(at + 1)
        .flatMap((e) => (e.type === 'play' && e.player === player ? [e.card] : []))
      const seat = current.players[player]
      seat.handSize = final.handSize + later.length
      seat.hand = final.hand ? [...final.hand, ...later] : null
    }
  }

  /**
   * The match's opener event, shown without its banner while the hand chooser came up (a coin
   * rules its first opener then), until the hands are brought and its first round starts.
   */
  let owedOpener: OpenerEvent | null = null

  /**
   * Puts up the banner of who opens the match, owed since the hand chooser came up, for its
   * beat, as classic shows it at its start. No cue: the log said it as the match began.
   */
  async function tellOpener(seat: PlayerIndex): Promise<BannerEvent | null> {
    const owed = owedOpener
    owedOpener = null
    if (!owed) return null
    banner.value = owed
    await hold(beatFor(owed, seat))
    if (banner.value === owed) banner.value = null
    return owed
  }

  /** Plays an update's events in order, then shows main's view as it is. */
  async function present(next: MatchUpdate): Promise<void> {
    const sameMatch = update.value?.matchId === next.matchId
    dismissBanner()
    update.value = next
    advice.value = null
    shown.value = 0
    landed.value = 0
    if (!sameMatch || !scene.value) {
      // a new match starts from an empty table, so the opening deal never shows ahead of itself
      scene.value = next.events.length > 0 ? openingScene(next.view) : cloneScene(next.view)
    }
    if (!sameMatch) {
      opening.value = next.events.find((e): e is OpenerEvent => e.type === 'opener') ?? null
      owedOpener = null
    }
    // a coin tossed as the hand chooser comes up is shown once the hands are brought: the
    // chooser lies over the banner's place, and the player reads who opens as play starts
    const chooserNext = next.events.some((e) => e.type === 'chooseHands')
    rushing = false
    presenting.value = true
    let lastBanner: BannerEvent | null = null
    try {
      const current = scene.value
      for (const [at, event] of next.events.entries()) {
        if (update.value !== next) return // a newer update took over
        if (event.type === 'handsDealt') dealHands(current, next, at, [0, 1])
        if (event.type === 'handChosen') dealHands(current, next, at, [event.player])
        if (event.type === 'opener' && chooserNext) owedOpener = event
        const owed = event === owedOpener
        const sounds = effectsFor(next.events, at, next.you)
        lastBanner = (await showEvent(event, next.you, current, sounds, owed)) ?? lastBanner
        if (event.type === 'roundStart') lastBanner = (await tellOpener(next.you)) ?? lastBanner
      }
    } finally {
      if (update.value === next) {
        // the cards that flew on their own pace while the table rushed land with the rest
        if (rushing) finishAll()
        rushing = false
        scene.value = cloneScene(next.view)
        shown.value = next.events.length
        landed.value = next.events.length
        cue.value = null
        banner.value = null
        thinking.value = false
        presenting.value = false
        if (lastBanner && lingers(next)) linger(lastBanner, roundAfter(next, lastBanner))
      }
    }
    if (next.result) {
      useFeatsStore().announce(next.result.achievements)
      useNavigationStore().replace('result', { matchId: next.matchId })
    }
  }

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
