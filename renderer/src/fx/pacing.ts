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
  thinkBeforePlay: 380,
  flip: 520,
  endTurnYours: 180,
  endTurnTheirs: 520,
  stand: 650,
  bust: 1000,
  fill: 1000,
  tiebreaker: 1000,
  roundStart: 500,
  roundEnd: 2000,
  setEnd: 2400,
  matchEnd: 1800,
  opener: 1100,
  muck: 1400,
} as const

/** Milliseconds to hold the scene after this event lands (before scaling). */
export function beatFor(event: MatchEvent, you: PlayerIndex): number {
  const mine = 'player' in event && event.player === you
  switch (event.type) {
    case 'turn':
      return mine ? BEATS.turnYours : BEATS.turnTheirs
    case 'draw':
      return BEATS.draw
    case 'play':
      return BEATS.land
    case 'flip':
      return BEATS.flip
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

/** The sound an event makes, seen from `you`'s seat. */
export function effectFor(event: MatchEvent, you: PlayerIndex): EffectName | null {
  switch (event.type) {
    case 'draw':
      return 'draw'
    case 'play':
      return 'play'
    case 'flip':
      return 'flip'
    case 'stand':
      return 'stand'
    case 'bust':
      return 'bust'
    case 'roundEnd':
      if (event.winner === null) return null
      return event.winner === you ? 'roundWon' : 'roundLost'
    case 'matchEnd':
      return event.winner === you ? 'matchWon' : 'roundLost'
    default:
      return null
  }
}
