import type { HotseatInfo, MatchView, OpponentInfo, PlayerIndex } from '@preload/contract'
import { RULESETS, view, type MatchState } from '@main/engine'
import type { StoredMatch } from '@main/store'
import { seatToAct } from '@common/seat-to-act'
import { guestPortrait, playerPortrait } from '../profile/portraits'

/**
 * Hot-seat: two people share one screen, so neither hand may reach the page before its owner
 * has the table. Main keeps the curtain: after a turn passes, the answer carries a view with
 * no hand and no legal move for anyone, and only `match.reveal` (the next person confirming)
 * answers with that seat's own view. Acting is refused until then, so nothing can be played
 * blind, and a resumed match always opens on the curtain.
 */

export type HotseatRecord = NonNullable<StoredMatch['hotseat']>

/**
 * The table as anyone in the room may see it, drawn from `seat`'s side: both hands hidden
 * (their sizes stay), pools only where the ruleset shows them, no projections, no moves, no
 * card's refusal.
 */
export function curtainedView(state: MatchState, seat: PlayerIndex): MatchView {
  const seen = view(state, seat)
  const pools = RULESETS[state.rules].poolsPublic
  return {
    ...seen,
    players: [hide(seen.players[0], pools), hide(seen.players[1], pools)],
    legal: [],
    // the cards refused would name the hand; why the turn is refused names nothing
    blocked: { turn: seen.blocked.turn, cards: {} },
  }
}

function hide(player: MatchView['players'][0], pools: boolean): MatchView['players'][0] {
  return { ...player, hand: null, pool: pools ? player.pool : null, projections: null }
}

/**
 * The two faces at a hot-seat table: seat 1 is the save's own player, in the portrait they
 * picked (`portrait`, absent in saves from before the choice); seat 2 is a guest, whose face is
 * never one a player can pick, so it cannot be theirs.
 */
export function hotseatPortraits(portrait: number | undefined): [string, string] {
  return [playerPortrait(portrait), guestPortrait()]
}

/**
 * What the answer shows of a hot-seat match: the acting seat's own view once they have lifted
 * the curtain, else the curtained table from the side of the seat that last had it.
 */
export function hotseatShown(
  match: StoredMatch,
  record: HotseatRecord,
  lastSeat: PlayerIndex,
  portraits: [string, string],
): { you: PlayerIndex; view: MatchView; info: HotseatInfo } {
  const actor = seatToAct(match.state)
  if (actor !== null && record.revealed === actor) {
    return {
      you: actor,
      view: view(match.state, actor),
      info: { names: record.names, portraits, curtain: null, opening: false },
    }
  }
  return {
    you: lastSeat,
    view: curtainedView(match.state, lastSeat),
    info: { names: record.names, portraits, curtain: actor, opening: false },
  }
}

/** The other seat of a hot-seat match, as the table's opponent plate shows it. */
export function hotseatOpponent(
  record: HotseatRecord,
  you: PlayerIndex,
  portraits: [string, string],
): OpponentInfo {
  const them: PlayerIndex = you === 0 ? 1 : 0
  return {
    id: `hotseat-${them}`,
    name: record.names[them],
    title: '',
    tier: 'rookie',
    portrait: portraits[them],
  }
}
