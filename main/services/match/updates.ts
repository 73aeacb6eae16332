import type { MatchEvent, MatchStart, MatchUpdate } from '@preload/contract'
import { view, type MatchState, type PlayerIndex } from '@main/engine'
import type { ProfileData, StoredMatch } from '@main/store'
import { seatToAct } from '@common/seat-to-act'
import { opponentById, opponentInfo } from '../world'
import { opponentRemembers } from './ai-turns'
import { habitRemark } from './habits'
import { hotseatOpponent, hotseatPortraits, hotseatShown, type HotseatRecord } from './hotseat'
import { matchPosition } from './position'
import { quickOpponent } from './quick'

/**
 * The update the renderer gets after every call on a match: the view of one seat, the events
 * to animate, who sits opposite and how to play the match again. Its own part because it is
 * the one door out of main for a match, so what a seat may see is decided here and nowhere
 * else (in hot-seat, nothing of a hand before its owner has the table).
 */

/**
 * The answer for the renderer; `seat`: in hot-seat, who last had the table (see hotseat.ts);
 * `profile`: its remembered habits, for what an opponent who remembers them says, and its
 * portrait, which the save's player wears at a hot-seat table.
 */
export function matchUpdate(
  match: StoredMatch,
  state: MatchState,
  events: MatchEvent[],
  seat?: PlayerIndex,
  profile?: Pick<ProfileData, 'habits' | 'portrait'>,
): MatchUpdate {
  if (match.hotseat) {
    const portraits = hotseatPortraits(profile?.portrait)
    return hotseatUpdate(match, match.hotseat, state, events, seat, portraits)
  }
  const opponent =
    match.mode === 'campaign' && match.opponentId !== null
      ? opponentById(match.opponentId)
      : undefined
  const remark = opponentRemembers(match) ? habitRemark(profile?.habits) : null
  return {
    matchId: match.id,
    mode: match.mode,
    you: 0,
    events,
    view: view(state, 0),
    opponent: opponent
      ? { ...opponentInfo(opponent), ...(remark ? { remark } : {}) }
      : quickOpponent(match.tier ?? 'rookie'),
    wager: match.wager,
    replay: replayOf(match),
    locationId: opponent?.locationId ?? null,
    result: null,
    ...(match.daily ? { daily: { ...match.daily } } : {}),
    position: matchPosition(match),
  }
}

/** A hot-seat answer: only the acting seat's own view, and only once they hold the table. */
function hotseatUpdate(
  match: StoredMatch,
  record: HotseatRecord,
  state: MatchState,
  events: MatchEvent[],
  seat: PlayerIndex | undefined,
  portraits: [string, string],
): MatchUpdate {
  const lastSeat = seat ?? seatToAct(state) ?? 0
  const shown = hotseatShown({ ...match, state }, record, lastSeat, portraits)
  return {
    matchId: match.id,
    mode: 'hotseat',
    you: shown.you,
    events,
    view: shown.view,
    opponent: hotseatOpponent(record, shown.you, portraits),
    wager: 0,
    replay: replayOf(match),
    locationId: null,
    result: null,
    hotseat: shown.info,
    position: matchPosition(match),
  }
}

/** How to start the same match again, as the renderer would ask (no seed: a new deal). */
function replayOf(match: StoredMatch): MatchStart {
  if (match.mode === 'tutorial') return { mode: 'tutorial' }
  // the same day's deal again: refused once that day is over, never the next day's unseen
  if (match.mode === 'daily')
    return match.daily ? { mode: 'daily', date: match.daily.date } : { mode: 'daily' }
  if (match.mode === 'hotseat' && match.hotseat) {
    const { names, deckIds } = match.hotseat
    return {
      mode: 'hotseat',
      rules: match.state.rules,
      players: [
        { name: names[0], deckId: deckIds[0] },
        { name: names[1], deckId: deckIds[1] },
      ],
    }
  }
  if (match.mode === 'campaign' && match.opponentId !== null && match.deckId !== null) {
    return {
      mode: 'campaign',
      opponentId: match.opponentId,
      deckId: match.deckId,
      wager: match.wager,
    }
  }
  return {
    mode: 'quick',
    rules: match.state.rules,
    tier: match.tier ?? 'rookie',
    deckId: match.deckId,
  }
}
