import { ALL_CARD_CODES, type Action, type CardCode, type PlayerIndex } from '@main/engine'

/**
 * The history's compact moves: one token per move, separated by a space. A token is the seat
 * (0 or 1), then `e` (end the turn), `s` (stand), `p` and a card code with the flip sign
 * chosen, if any (`0p±2-`), or `c` and the chosen cards joined by commas (`1c+1,-2,±3,D`).
 * About four bytes a move, where a JSON action would take forty.
 */

/** One move as its token. */
export function moveToken(action: Action): string {
  switch (action.type) {
    case 'end':
      return `${action.player}e`
    case 'stand':
      return `${action.player}s`
    case 'play':
      return `${action.player}p${action.card}${action.sign ?? ''}`
    case 'choose':
      return `${action.player}c${action.cards.join(',')}`
  }
}

/** The moves so far with one more. */
export function appendMove(moves: string, action: Action): string {
  const token = moveToken(action)
  return moves === '' ? token : `${moves} ${token}`
}

/** Longest codes first, so `F24` is never read as something shorter. */
const CODES_BY_LENGTH = [...ALL_CARD_CODES].sort((a, b) => b.length - a.length)

function cardAt(text: string): CardCode {
  const code = CODES_BY_LENGTH.find((c) => text.startsWith(c))
  if (!code) throw new MoveFormatError(text)
  return code
}

/** Thrown when stored moves hold a token that is no move; the message quotes it. */
export class MoveFormatError extends Error {
  override name = 'MoveFormatError'
  constructor(token: string) {
    super(`not a move: ${JSON.stringify(token)}`)
  }
}

/** One token as the engine's action; throws MoveFormatError for anything else. */
export function parseMove(token: string): Action {
  const seat = token[0]
  if (seat !== '0' && seat !== '1') throw new MoveFormatError(token)
  const player: PlayerIndex = seat === '0' ? 0 : 1
  const kind = token[1]
  const rest = token.slice(2)
  if ((kind === 'e' || kind === 's') && rest === '')
    return { type: kind === 'e' ? 'end' : 'stand', player }
  if (kind === 'p') {
    const card = cardAt(rest)
    const sign = rest.slice(card.length)
    if (sign === '') return { type: 'play', player, card }
    if (sign === '+' || sign === '-') return { type: 'play', player, card, sign }
    throw new MoveFormatError(token)
  }
  if (kind === 'c') {
    const cards = rest === '' ? [] : rest.split(',')
    return {
      type: 'choose',
      player,
      cards: cards.map((c) => {
        if (cardAt(c) !== c) throw new MoveFormatError(token)
        return c as CardCode
      }),
    }
  }
  throw new MoveFormatError(token)
}

/** How many moves a record holds, without reading them. */
export function moveCount(moves: string): number {
  return moves === '' ? 0 : moves.split(' ').length
}

/** Every move of a record, in order. */
export function parseMoves(moves: string): Action[] {
  return moves === '' ? [] : moves.split(' ').map(parseMove)
}
