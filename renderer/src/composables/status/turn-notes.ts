/**
 * The notes under the status on the player's own turn: how many side cards they may still play,
 * and that they are over 20, with whether their hand can still bring them back. Their own part
 * because they speak of the player's hand and total from the match's view, said only while the
 * player can act on them.
 */
import { cardsToComeBack } from '@common/comeback'
import type { MatchView, PlayerIndex } from '@common/match'
import { RULESETS } from '@common/rulesets'
import type { Translate } from '@/i18n/names'
import type { Whose } from './turn-shown'

/** The player's turn as the notes need it: the view, the seat, and whether they can act now. */
export interface OwnTurn {
  view: MatchView | null
  you: PlayerIndex
  whose: Whose
  /** the table is still showing an update: the notes wait until it has */
  presenting: boolean
}

/** Over 20 on the player's own turn: a card still brings them back, or none does. */
export type Comeback = 'back' | 'lost' | null

/** The view of the player's turn while they can act on it; null otherwise. */
function acting(turn: OwnTurn): MatchView | null {
  return turn.view && turn.whose === 'you' && !turn.presenting ? turn.view : null
}

/** How many side cards the player may still play this turn (none said with an empty hand). */
export function sideCardsNote(t: Translate, turn: OwnTurn): string {
  const v = acting(turn)
  if (!v) return ''
  // with no card left in hand there is nothing the count could be about
  if (v.players[turn.you].handSize === 0) return ''
  return v.sideCardsLeftThisTurn === null
    ? t('table.sideCardsAny')
    : t('table.sideCardsLeft', { n: v.sideCardsLeftThisTurn })
}

/**
 * Over 20 on the player's turn: whether a card they may still play brings the total back
 * ('back'), or none does and ending the turn takes the loss ('lost'); null at 20 or under, or
 * while the player cannot act. From main's legal moves in the view (`cardsToComeBack`).
 */
export function comebackOf(turn: OwnTurn): Comeback {
  const v = acting(turn)
  if (!v || v.players[turn.you].total <= RULESETS[v.rules].target) return null
  return cardsToComeBack(v) === null ? 'lost' : 'back'
}

/**
 * Over 20 on the player's turn, where ending it or standing busts: whether the cards they may
 * still play bring the total back (and how many it takes), or nothing does and the round is lost.
 * The danger colour of the total says the danger to the eye, End turn's and Stand's tips to a
 * mouse, this line to a finger, and only this line says whether the hand can still save it.
 */
export function overNote(t: Translate, turn: OwnTurn): string {
  const v = acting(turn)
  if (!v || v.players[turn.you].total <= RULESETS[v.rules].target) return ''
  const cards = cardsToComeBack(v)
  return cards === null ? t('table.overNote.lost') : t('table.overNote.back', { n: cards }, cards)
}
