/**
 * The player of main's updates: it steps through an update's events in order, each shown at its
 * beat (match/beats.ts) on the table's clock (match/clock.ts), then shows the view main sent. Its
 * own part because it is the table's time, not its state nor its calls to main: it writes the
 * store's refs it is given and keeps only the stepping (which update is showing, the opener owed
 * to a hand chooser, the banner it leaves).
 */
import type { MatchResult, MatchUpdate } from '@preload/contract'
import type { MatchEvent, PlayerIndex } from '@common/match'
import { RULESETS } from '@common/rulesets'
import type { OpenerEvent } from '@common/opener'
import { cloneScene, openingScene, type Scene } from '@common/scene'
import { effectsFor } from '@/fx/pacing'
import type { BannerEvent, LingerSettings, LingeringBanner } from './banner'
import { useBeats } from './beats'
import { useTableClock, type ClockSettings } from './clock'
import { useOwedOpener } from './opener'
import type { MatchState } from './state'

export type { Cue } from './beats'

/** The store's refs the presenter shows an update in (the store documents each). */
export type PresenterRefs = Pick<
  MatchState,
  | 'update'
  | 'scene'
  | 'cue'
  | 'banner'
  | 'opening'
  | 'presenting'
  | 'thinking'
  | 'shown'
  | 'landed'
  | 'advice'
  | 'skipToken'
>

/** What the presenter asks of the settings. */
export type PresenterSettings = ClockSettings & LingerSettings

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
 * Under reduced motion, the places in `events` of the round's ends to hold still for reading:
 * every beat is 0 there, and the next deal (or the hand chooser) in the same update would clear
 * the finished round before anyone saw how it ended, the opponent's last cards too. The last
 * round's or set's end before each deal (a set's only where the match has sets); none where
 * nothing is dealt after it (the match's end goes to the result, which lists the rounds).
 */
function endsToRead(events: readonly MatchEvent[], sets: boolean): Set<number> {
  const read = new Set<number>()
  let end: number | null = null
  for (const [at, event] of events.entries()) {
    if (event.type === 'roundEnd' || (event.type === 'setEnd' && sets)) end = at
    if ((event.type === 'roundStart' || event.type === 'chooseHands') && end !== null) {
      read.add(end)
      end = null
    }
  }
  return read
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
  const { advice } = refs
  const clock = useTableClock(refs, settings)
  const { showEvent } = useBeats(refs, clock)
  const opener = useOwedOpener(refs, clock)

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
      opener.forget()
    }
    // a coin tossed as the hand chooser comes up is shown once the hands are brought: the
    // chooser lies over the banner's place, and the player reads who opens as play starts
    const chooserNext = next.events.some((e) => e.type === 'chooseHands')
    clock.steady()
    presenting.value = true
    let lastBanner: BannerEvent | null = null
    const reading = settings.reducedMotion
      ? endsToRead(next.events, RULESETS[next.view.rules].setsToWin > 1)
      : new Set<number>()
    try {
      const current = scene.value
      for (const [at, event] of next.events.entries()) {
        if (update.value !== next) return // a newer update took over
        if (event.type === 'handsDealt') dealHands(current, next, at, [0, 1])
        if (event.type === 'handChosen') dealHands(current, next, at, [event.player])
        if (event.type === 'opener' && chooserNext) opener.owe(event)
        const owed = opener.owes(event)
        const sounds = effectsFor(next.events, at, next.you)
        const read = reading.has(at)
        const shownBanner = await showEvent(event, next.you, current, sounds, { quiet: owed, read })
        // a round's end read over its own table is not left over the next round's as well
        lastBanner = read ? null : (shownBanner ?? lastBanner)
        if (event.type === 'roundStart') lastBanner = (await opener.tell(next.you)) ?? lastBanner
      }
    } finally {
      if (update.value === next) {
        clock.landRush()
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

  return { present, skip: clock.skip, finish: clock.finish }
}
