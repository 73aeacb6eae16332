import type { Hint, MatchEvent, MatchUpdate, MatchStart, PlayerAction } from '@preload/contract'
import { message, refusalMessage } from '@common/messages'
import { seatToAct } from '@common/seat-to-act'
import { apply, type PlayerIndex } from '@main/engine'
import type { ProfileData, StoredMatch } from '@main/store'
import { withSeat } from '../actions'
import { GameError, refuse, refuseWith } from '../errors'
import { noteEvents } from '../feats'
import { appendMove } from '../history/moves'
import type { Profiles } from '../profile/profiles'
import { playAiTurns } from './ai-turns'
import { closeOpen, finishMatch, resignation } from './endings'
import { matchHint } from './hints'
import { matchPosition } from './position'
import { opener, openMatch, type Opening, type StartOptions } from './starts'
import { matchUpdate } from './updates'

/** Where a match's seeds come from and the daily's clock (starts.ts). */
export type MatchesOptions = StartOptions

/**
 * Matches against the AI, where the human is player 0, and hot-seat matches, where two people
 * take the seats in turn (hotseat.ts). Each call applies the action of the seat that moves,
 * then, against the AI, the AI's actions until it is the human's turn again (or the match is
 * over), and saves the match in the profile, so a relaunch resumes it and quitting cannot dodge
 * a lost wager.
 */
export class Matches {
  constructor(
    private readonly profiles: Profiles,
    private readonly options: MatchesOptions,
  ) {}

  /**
   * Starts a match of any mode as the profile's open match, saved with the AI's first moves;
   * refuses an unplayable deck, a wager the table does not take, or an open match not forfeited.
   */
  start(start: MatchStart): Promise<MatchUpdate> {
    const opening = opener(start, this.options)
    return this.profiles.mutate((profile, at) => {
      closeOpen(profile, start.forfeit, at)
      const update = this.begin(profile, at, opening(profile))
      // the one answer whose curtain comes before anybody has had the screen
      if (start.mode === 'hotseat' && update.hotseat) update.hotseat.opening = true
      return update
    })
  }

  /**
   * What every start ends with: the new match (starts.ts) becomes the profile's open match, and
   * the AI plays up to the first human move.
   */
  private begin(profile: ProfileData, at: string, opening: Opening): MatchUpdate {
    const stored = openMatch(profile, at, opening)
    return this.advance(profile, stored, opening.created.events, at)
  }

  /**
   * Hot-seat: the person the table was passed to confirms they have it. From then on the
   * answers carry their own view, until the turn passes to the other seat.
   */
  reveal(matchId: string, seen?: number): Promise<MatchUpdate> {
    return this.profiles.mutate((profile) => {
      const match = this.find(profile, matchId, seen)
      const record = match.hotseat
      if (match.mode !== 'hotseat' || !record) refuse('rejected', 'errors.match.notHotseat')
      const actor = seatToAct(match.state)
      if (actor === null) refuse('rejected', 'errors.match.notYourMove')
      record.revealed = actor
      return matchUpdate(match, match.state, [], actor, profile)
    })
  }

  /**
   * Makes the acting seat's move, then the AI's until the human must act, and saves; refuses an
   * illegal move, or in hot-seat a move before its person has lifted the curtain, or a move
   * from a page that did not show the match's position `seen` (see `find`).
   */
  act(matchId: string, action: PlayerAction, seen?: number): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId, seen)
      const seat = this.actingSeat(match)
      const move = withSeat(action, seat)
      const result = apply(match.state, move)
      if (!result.ok) refuseWith('rejected', refusalMessage(result.error))
      match.state = result.state
      if (match.moves !== undefined) match.moves = appendMove(match.moves, move)
      // the turn passed to the other person: the curtain comes down until they confirm
      if (match.hotseat && seatToAct(match.state) !== seat) match.hotseat.revealed = null
      return this.advance(profile, match, result.events, at, seat)
    })
  }

  /**
   * Ends the match as lost by the seat that resigns, settled and saved as any end (stake lost).
   * A page behind the match is refused as for a move: the player chose to give the stake up in
   * the position they were shown, and the match may stand otherwise now (they may lead), so
   * they see where it stands and decide again rather than lose credits on a position never shown.
   */
  resign(matchId: string, seen?: number): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId, seen)
      // The final view shows the match as over, won by the opponent (in hot-seat: by the
      // person who does not have the table).
      const { loser, winner, state } = resignation(match)
      const events: MatchEvent[] = [{ type: 'matchEnd', winner }]
      const update = matchUpdate(match, state, events, loser, profile)
      update.result = finishMatch(profile, { ...match, state }, true, at)
      return update
    })
  }

  /** The open match as it stands, for a relaunch or a reload, or null; it changes nothing. */
  resume(): MatchUpdate | null {
    const profile = this.profiles.require()
    return profile.match ? standing(profile, profile.match) : null
  }

  /**
   * Whose action a call makes: the human (seat 0) against the AI; in hot-seat the seat to act,
   * and only once that person has lifted the curtain.
   */
  private actingSeat(match: StoredMatch): PlayerIndex {
    if (!match.hotseat) return 0
    const actor = seatToAct(match.state)
    if (actor === null) refuse('rejected', 'errors.match.notYourMove')
    if (match.hotseat.revealed !== actor) refuse('rejected', 'errors.match.curtainUp')
    return actor
  }

  /**
   * The advisor's move for the human with its reason (the coach's in the tutorial); saves nothing.
   * Refused in hot-seat, where both people would see it, and when it is not the human's move.
   */
  hint(matchId: string): Hint {
    return matchHint(this.find(this.profiles.require(), matchId))
  }

  /**
   * The profile's open match if `matchId` names it; refused as not found otherwise. `seen`: the
   * position the calling page shows; when the match has moved on from it (another tab on the
   * save moved), refused with 'moved-on' and the match as it stands, before anything changes.
   */
  private find(profile: ProfileData, matchId: string, seen?: number): StoredMatch {
    const match = profile.match
    if (!match || match.id !== matchId) refuse('not-found', 'errors.match.notFound')
    if (seen !== undefined && seen !== matchPosition(match)) {
      throw new GameError('moved-on', message('errors.match.movedOn'), standing(profile, match))
    }
    return match
  }

  /**
   * Plays the AI's moves until the human must act, then settles the match if it is over.
   * `seat`: who just acted (hot-seat: the side the table is drawn from while the curtain is up).
   */
  private advance(
    profile: ProfileData,
    match: StoredMatch,
    events: MatchEvent[],
    at: string,
    seat?: PlayerIndex,
  ): MatchUpdate {
    const all = [...events, ...playAiTurns(match, profile.habits)]
    if (match.tally) match.tally = noteEvents(match.tally, all)
    const update = matchUpdate(match, match.state, all, seat, profile)
    if (match.state.phase === 'over') update.result = finishMatch(profile, match, false, at)
    return update
  }
}

/** The open match as it stands, with no events; a hot-seat match on the curtain, whoever had it. */
function standing(profile: ProfileData, match: StoredMatch): MatchUpdate {
  const shown = match.hotseat ? { ...match, hotseat: { ...match.hotseat, revealed: null } } : match
  return matchUpdate(shown, match.state, [], undefined, profile)
}
