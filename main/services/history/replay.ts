import type { ReplayFrame, ReplayPlayer } from '@common/history'
import {
  apply,
  createMatch,
  view,
  type Action,
  type MatchSetup,
  type MatchState,
  type MatchView,
  type PlayerIndex,
  type PlayerView,
  type RoundRecord,
} from '@main/engine'
import type { HistoryRecord } from '@main/store/schemas/history'
import { withoutSeat } from '../actions'
import { forcedMove } from './forced'
import { parseMoves } from './moves'
import { roundEndOf, type RoundEnd } from './round-end'

/** The deal of a kept match, as the engine takes it. */
export function setupOf(record: HistoryRecord): MatchSetup {
  const setup: MatchSetup = {
    rules: record.rules,
    seed: record.seed,
    sideDecks: [[...record.decks[0]], [...record.decks[1]]],
  }
  if (record.script) {
    setup.hands = [[...record.script.hands[0]], [...record.script.hands[1]]]
    setup.opener = record.script.opener
    setup.draws = [...record.script.draws]
  }
  return setup
}

/** A kept match played again: every state from the deal on, and the move before each. */
export interface Replayed {
  /** the deal, then the state after each move, as `apply` returned it */
  states: MatchState[]
  moves: Action[]
  /**
   * For each move, the round it ended, as it ended (the state after it has already dealt the
   * next round); null for a move that ended none.
   */
  roundEnds: (RoundEnd | null)[]
  /**
   * The seats people played, whose hands the frames show and whose decisions the review values:
   * the player (seat 0) against the AI; both in hot-seat, where nothing is left to hide.
   */
  seats: readonly PlayerIndex[]
}

/** Replays a record through the engine; throws if the engine refuses one of its moves. */
export function replayRecord(record: HistoryRecord): Replayed {
  const moves = parseMoves(record.moves)
  const states = [createMatch(setupOf(record)).state]
  const roundEnds: (RoundEnd | null)[] = []
  for (const [i, move] of moves.entries()) {
    const before = states[states.length - 1] as MatchState
    const result = apply(before, move)
    if (!result.ok) throw new Error(`move ${i + 1} of ${record.id} was refused`)
    states.push(result.state)
    roundEnds.push(roundEndOf(before, result.events))
  }
  if (record.resigned) {
    // A resignation ends the match where it stood, won by the side the record says won (as
    // Matches settles it): the AI against the player; in hot-seat whoever did not have the move.
    const last = states[states.length - 1] as MatchState
    const winner = record.result === 'won' ? 0 : 1
    states[states.length - 1] = { ...last, phase: 'over', turn: null, winner }
  }
  return { states, moves, roundEnds, seats: record.mode === 'hotseat' ? [0, 1] : [0] }
}

function player(p: PlayerView): ReplayPlayer {
  return {
    table: p.table.map((c) => ({ ...c })),
    total: p.total,
    standing: p.standing,
    roundWins: p.roundWins,
    setWins: p.setWins,
    handSize: p.handSize,
    hand: p.hand ? [...p.hand] : null,
  }
}

/** Whether a round's end is the match's last position (else the next round's deal follows). */
function endsMatch(ended: RoundEnd | null): boolean {
  return ended !== null && ended.seen.phase === 'over'
}

/**
 * The frames the replay screen steps through (docs/history.md): for each move, the position it
 * was decided in, named by that move (the deal for the first, and each round's deal for the
 * round's first), so the board a player reviews is the one the review judged; a move that
 * ended a round is followed by that round's end, no move made there; the last frame is the
 * position the match ended in. Each position as the player (seat 0) saw it; in hot-seat, each
 * hand as its owner saw it too.
 */
export function framesOf(replayed: Replayed): ReplayFrame[] {
  const both = replayed.seats.includes(1)
  const ofState = (state: MatchState, move: Action | null): ReplayFrame => {
    const seen = view(state, 0)
    const frame = frameOf(seen, both ? view(state, 1) : seen, move, null)
    // a person's move that decided nothing says why, so the review panel words what happened
    const forced = move && replayed.seats.includes(move.player) ? forcedMove(state, move) : null
    if (frame.move && forced) frame.move.forced = forced
    return frame
  }
  const frames: ReplayFrame[] = []
  replayed.moves.forEach((move, i) => {
    frames.push(ofState(replayed.states[i] as MatchState, move))
    const ended = replayed.roundEnds[i] ?? null
    if (ended) frames.push(frameOf(ended.seen, both ? ended.second : ended.seen, null, ended.round))
  })
  // where the match ended, unless the last move's round end is it (a resignation ends elsewhere)
  if (!endsMatch(replayed.roundEnds[replayed.moves.length - 1] ?? null))
    frames.push(ofState(replayed.states[replayed.states.length - 1] as MatchState, null))
  return frames
}

/** The frame of each move, the position it was decided in (its index in `framesOf`). */
export function moveFrames(replayed: Replayed): number[] {
  let at = 0
  return replayed.moves.map((_, i) => {
    const frame = at
    at += replayed.roundEnds[i] ? 2 : 1
    return frame
  })
}

/** One frame: the table as seat 0 saw it, seat 1's side as `second` saw it. */
function frameOf(
  seen: MatchView,
  second: MatchView,
  move: Action | null,
  roundEnd: RoundRecord | null,
): ReplayFrame {
  return {
    move: move ? { player: move.player, action: withoutSeat(move) } : null,
    phase: seen.phase,
    turn: seen.turn,
    set: seen.set,
    round: seen.round,
    players: [player(seen.players[0]), player(second.players[1])],
    rounds: seen.rounds.map((r) => ({ ...r, totals: [r.totals[0], r.totals[1]] })),
    roundEnd: roundEnd ? { ...roundEnd, totals: [roundEnd.totals[0], roundEnd.totals[1]] } : null,
    setWinners: [...seen.setWinners],
    winner: seen.winner,
  }
}
