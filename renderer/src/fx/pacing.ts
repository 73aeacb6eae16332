/**
 * How long each event is shown and which sound goes with it. The opponent's moves get longer
 * beats than the player's own so they can be followed (the AI answers at once in main; its
 * "thinking" is presentation, here). Every duration is multiplied by the settings' scale:
 * 0 under reduced motion, so nothing waits.
 */
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { EffectName } from './sound'

/** Base durations in milliseconds at animation speed 1. */
export const BEATS = {
  turnYours: 150,
  turnTheirs: 550,
  draw: 520,
  lift: 240,
  land: 460,
  /**
   * the opponent "thinks" before each decision it makes (a card, ending the turn, standing): at
   * a neutral tempo; thinkingBeat scales it by the opponent's own
   */
  think: 600,
  flip: 520,
  endTurnYours: 180,
  endTurnTheirs: 360,
  stand: 650,
  bust: 1100,
  fill: 1200,
  /** held after a card makes exactly 20, so its flourish can be seen */
  twenty: 700,
  tiebreaker: 1000,
  roundStart: 500,
  /**
   * a round's or a set's end: who took it, why and the score, read before the next deal or the
   * hand chooser (a click, Space or Enter moves on sooner)
   */
  roundEnd: 2400,
  setEnd: 3000,
  matchEnd: 1800,
  /** who opens the match and why, with its draws: words to read, while the table has just come */
  opener: 1800,
  muck: 1400,
} as const

/**
 * How long a banner stays on the table under reduced motion, where its beat is 0 and it would
 * go in the tick it came. Reading time, not motion: it is not scaled. A round's end before the
 * next deal holds the finished table still this long (a click, Space or Enter moves on sooner);
 * the last banner of any other update is left on the table this long, and nothing waits for it
 * (the player's next move, or the next update, takes it away).
 */
export const BANNER_READING = 2500

/** The tempo of an opponent that has none of its own (the house, the daily challenge). */
export const NEUTRAL_TEMPO = 0.5

/**
 * The opponent's pause before one of its decisions (before scaling), from its tempo (0..1,
 * OpponentInfo): from 0.4 times the neutral beat for one who plays at once to 1.6 times for one
 * who deliberates. Every decision of one opponent gets the same pause: the table knows its hand
 * size, not what it could have done, and a rhythm the player learns is the opponent's manner.
 */
export function thinkingBeat(tempo: number | undefined): number {
  const unit = Math.max(0, Math.min(1, tempo ?? NEUTRAL_TEMPO))
  return Math.round(BEATS.think * (0.4 + 1.2 * unit))
}

/** Milliseconds to hold the scene after this event lands (before scaling). */
export function beatFor(event: MatchEvent, you: PlayerIndex): number {
  const mine = 'player' in event && event.player === you
  switch (event.type) {
    case 'turn':
      return mine ? BEATS.turnYours : BEATS.turnTheirs
    case 'draw':
      return event.total === 20 ? BEATS.draw + BEATS.twenty : BEATS.draw
    case 'play':
      return event.total === 20 ? BEATS.land + BEATS.twenty : BEATS.land
    case 'flip':
      return event.total === 20 ? BEATS.flip + BEATS.twenty : BEATS.flip
    case 'endTurn':
      return mine ? BEATS.endTurnYours : BEATS.endTurnTheirs
    case 'stand':
      return BEATS.stand
    case 'bust':
      return BEATS.bust
    case 'fill':
      return BEATS.fill
    case 'tiebreaker':
      return BEATS.tiebreaker
    case 'roundStart':
      return BEATS.roundStart
    case 'roundEnd':
      return BEATS.roundEnd
    case 'setEnd':
      return BEATS.setEnd
    case 'matchEnd':
      return BEATS.matchEnd
    case 'opener':
      return BEATS.opener
    case 'muck':
      return BEATS.muck
    default:
      return 0
  }
}

/**
 * Of this event's beat, the part a card takes to land on the table and its total to count up to
 * the new figure (before scaling); the rest of the beat, a 20's flourish, comes after. 0 for an
 * event that moves no card: the table shows it as its beat starts.
 */
export function landingFor(event: MatchEvent): number {
  switch (event.type) {
    case 'draw':
      return BEATS.draw
    case 'play':
      return BEATS.land
    case 'flip':
      return BEATS.flip
    default:
      return 0
  }
}

/** Whether the opponent decided this event (and so is shown thinking before it). */
export function decidedBy(event: MatchEvent): PlayerIndex | null {
  switch (event.type) {
    case 'play':
    case 'endTurn':
    case 'bust':
      return event.player
    case 'stand':
      // standing on exactly 20 is automatic: nothing to think about
      return event.auto ? null : event.player
    default:
      return null
  }
}

/** The sounds one event makes on its own, seen from `you`'s seat, in the order they start. */
function ownEffects(event: MatchEvent, you: PlayerIndex): EffectName[] {
  switch (event.type) {
    case 'draw':
      return event.total === 20 ? ['draw', 'twenty'] : ['draw']
    case 'play':
      return event.total === 20 ? ['play', 'twenty'] : ['play']
    case 'flip':
      return event.total === 20 ? ['flip', 'twenty'] : ['flip']
    case 'stand':
      return ['stand']
    case 'bust':
      return ['bust']
    case 'fill':
      return ['fill']
    case 'tiebreaker':
      return ['tiebreaker']
    case 'roundEnd':
      if (event.winner === null) return ['roundTied']
      return [event.winner === you ? 'roundWon' : 'roundLost']
    case 'setEnd':
      return [event.winner === you ? 'setWon' : 'setLost']
    case 'matchEnd':
      return [event.winner === you ? 'matchWon' : 'matchLost']
    case 'muck':
      return ['muck']
    default:
      return []
  }
}

/**
 * The score's events, weakest first: main sends a round that ends a set, and a set that ends
 * the match, one after the other in the same update, and they are one moment to the ear.
 */
const SCORING: readonly MatchEvent['type'][] = ['roundEnd', 'setEnd', 'matchEnd']
const scoring = (event: MatchEvent | undefined): boolean =>
  event !== undefined && SCORING.includes(event.type)

/**
 * The sounds the event at `at` of an update makes, seen from `you`'s seat, in the order they
 * start. Where the score moves several steps at once (a round that ends a set, or the match),
 * only the strongest cue plays, as the round ends: the outcome is heard when it is decided, and
 * the set's and match's banners that follow are not stacked with a second fanfare (under reduced
 * motion they all come in the same instant).
 */
export function effectsFor(
  events: readonly MatchEvent[],
  at: number,
  you: PlayerIndex,
): EffectName[] {
  const event = events[at]
  if (!event) return []
  if (!scoring(event)) return ownEffects(event, you)
  if (scoring(events[at - 1])) return [] // its cue played with the step before it
  let strongest = event
  for (let next = at + 1; scoring(events[next]); next++) {
    const step = events[next] as MatchEvent
    if (SCORING.indexOf(step.type) > SCORING.indexOf(strongest.type)) strongest = step
  }
  return ownEffects(strongest, you)
}
