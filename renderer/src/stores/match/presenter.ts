/**
 * The player of main's updates: it shows an update's events one by one, each at its beat and
 * with its sounds, so the table can animate them, then the view main sent. Its own part because
 * it is the table's clock, not its state nor its calls to main: it writes the store's refs it is
 * given and keeps only its own timing (the wait a click cuts short, Esc's rush, the cue's count,
 * the opener owed to a hand chooser). Its waits are the store's `setTimeout`, which tests fake.
 */
import type { Ref, ShallowRef } from 'vue'
import type { Hint, MatchResult, MatchUpdate } from '@preload/contract'
import type { CardCode } from '@common/cards'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { OpenerEvent } from '@common/opener'
import { RULESETS } from '@common/rulesets'
import { advanceScene, cloneScene, openingScene, type Scene } from '@common/scene'
import { BEATS, beatFor, decidedBy, effectsFor, landingFor, thinkingBeat } from '@/fx/pacing'
import { playEffect, type EffectName } from '@/fx/sound'
import { finishAll } from '@/fx/motion'
import { isBannerEvent, type BannerEvent, type LingeringBanner } from './banner'

/**
 * What the table is animating now. Components watch it and run their own transform/opacity
 * animation for `duration` ms; `id` changes with every cue so the same kind twice still fires.
 */
export type Cue =
  | { id: number; kind: 'lift'; player: PlayerIndex; card: CardCode; duration: number }
  | { id: number; kind: 'event'; event: MatchEvent; duration: number }

/** The store's refs the presenter shows an update in (the store documents each). */
export interface PresenterRefs {
  update: ShallowRef<MatchUpdate | null>
  scene: Ref<Scene | null>
  cue: ShallowRef<Cue | null>
  banner: ShallowRef<BannerEvent | null>
  opening: ShallowRef<OpenerEvent | null>
  presenting: Ref<boolean>
  thinking: Ref<boolean>
  shown: Ref<number>
  landed: Ref<number>
  advice: ShallowRef<Hint | null>
  skipToken: Ref<number>
}

/** What the presenter asks of the settings. */
export interface PresenterSettings {
  readonly durationScale: number
}

/**
 * What the store does as a finished match has been shown whole: in the same tick as the table
 * stops presenting, so nothing sees the table idle over a match that is over.
 */
export type MatchEnded = (matchId: string, result: MatchResult) => void

/** Plays main's updates on the table: the store's `present`, `skip` and `finish`. */
export interface Presenter {
  /** Plays an update's events in order, then shows main's view as it is. */
  present(next: MatchUpdate): Promise<void>
  /** A click on the table: finish the current animation now and move to the next event. */
  skip(): void
  /** Esc while cards move: the rest of the update is shown at once, without its sounds. */
  finish(): void
}

/**
 * The presenter over the store's `refs`, leaving its last banner to `lingering` and a finished
 * match to `ended`.
 */
export function usePresenter(
  refs: PresenterRefs,
  settings: PresenterSettings,
  lingering: LingeringBanner,
  ended: MatchEnded,
): Presenter {
  const { update, scene, cue, banner, opening, presenting, thinking, shown, landed } = refs
  const { advice, skipToken } = refs

  let cueId = 0
  let wake: (() => void) | null = null
  /** The rest of the update is being shown at once (finish()): no waits, no sounds. */
  let rushing = false
  /** What a duration is now: scaled by the settings, or nothing while the table rushes. */
  const scaled = (ms: number): number => (rushing ? 0 : ms * settings.durationScale)

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

  async function present(next: MatchUpdate): Promise<void> {
    const sameMatch = update.value?.matchId === next.matchId
    lingering.dismissBanner()
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
        lingering.leave(next, lastBanner)
      }
    }
    if (next.result) ended(next.matchId, next.result)
  }

  return { present, skip, finish }
}
