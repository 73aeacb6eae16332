import type { HistoryAction, ReplayFrame, ReplayPlayer } from '@common/history'
import {
  apply,
  createMatch,
  view,
  type Action,
  type MatchSetup,
  type MatchState,
  type PlayerIndex,
  type PlayerView,
} from '@main/engine'
import type { HistoryRecord } from '@main/store/schemas/history'
import { parseMoves } from './moves'

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
  states: MatchState[]
  moves: Action[]
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
  for (const [i, move] of moves.entries()) {
    const result = apply(states[states.length - 1] as MatchState, move)
    if (!result.ok) throw new Error(`move ${i + 1} of ${record.id} was refused`)
    states.push(result.state)
  }
  if (record.resigned) {
    // A resignation ends the match where it stood, won by the side the record says won (as
    // Matches settles it): the AI against the player; in hot-seat whoever did not have the move.
    const last = states[states.length - 1] as MatchState
    const winner = record.result === 'won' ? 0 : 1
    states[states.length - 1] = { ...last, phase: 'over', turn: null, winner }
  }
  return { states, moves, seats: record.mode === 'hotseat' ? [0, 1] : [0] }
}

/** A move as the history shows it, without the seat. */
export function historyAction(action: Action): HistoryAction {
  switch (action.type) {
    case 'end':
    case 'stand':
      return { type: action.type }
    case 'play':
      return action.sign === undefined
        ? { type: 'play', card: action.card }
        : { type: 'play', card: action.card, sign: action.sign }
    case 'choose':
      return { type: 'choose', cards: [...action.cards] }
  }
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

/**
 * The frames the replay screen steps through: each position as the player (seat 0) saw it; in
 * hot-seat, each hand as its owner saw it too.
 */
export function framesOf(replayed: Replayed): ReplayFrame[] {
  const both = replayed.seats.includes(1)
  return replayed.states.map((state, i) => {
    const seen = view(state, 0)
    const second = both ? view(state, 1).players[1] : seen.players[1]
    const move = i === 0 ? undefined : replayed.moves[i - 1]
    return {
      move: move ? { player: move.player, action: historyAction(move) } : null,
      phase: seen.phase,
      turn: seen.turn,
      set: seen.set,
      round: seen.round,
      players: [player(seen.players[0]), player(second)],
      rounds: seen.rounds.map((r) => ({ ...r, totals: [r.totals[0], r.totals[1]] })),
      winner: seen.winner,
    }
  })
}
