import type { PlayerAction } from '@preload/contract'
import type { Action, PlayerIndex } from '@main/engine'

/**
 * A move as the player names it, the engine's action without the seat: what a hint offers and
 * what the history shows (which tells the seat beside it).
 */
export function withoutSeat(action: Action): PlayerAction {
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

/** A move the player names, as the engine takes it from `player`'s seat (withoutSeat undone). */
export function withSeat(action: PlayerAction, player: PlayerIndex): Action {
  switch (action.type) {
    case 'end':
    case 'stand':
      return { type: action.type, player }
    case 'play':
      return action.sign === undefined
        ? { type: 'play', player, card: action.card }
        : { type: 'play', player, card: action.card, sign: action.sign }
    case 'choose':
      return { type: 'choose', player, cards: [...action.cards] }
  }
}
