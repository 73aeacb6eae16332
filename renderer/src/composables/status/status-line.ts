/**
 * The line under the turn light, and what a screen reader is told of it. Its own part because
 * both word the same moment from the same facts (whose turn, what the table shows), and the
 * spoken one leaves out on purpose what the shown one says.
 */
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { Scene } from '@common/scene'
import type { Translate } from '@/i18n/names'
import type { Comeback } from './turn-notes'
import type { TurnOver, Whose } from './turn-shown'

/** Who the status names and how: the player's seat, the opponent, a hot-seat table's names. */
export interface StatusSeats {
  t: Translate
  you: PlayerIndex
  /** the opponent's name in the player's language */
  opponent: string
  /**
   * Hot-seat: both seats' names. Both are people at one screen, and the turn is said by name
   * for either ("Maren's turn"): the person it is said to may be the one passing the screen on.
   */
  names: readonly [string, string] | null
}

/** The moment the status speaks of: the scene, what it shows and whose turn that leaves. */
export interface StatusMoment {
  scene: Scene | null
  showing: MatchEvent | null
  over: TurnOver | null
  whose: Whose
  /** the player's own turn has started and its draw is still being shown */
  drawing: boolean
  /** the opponent is thinking over its move */
  thinking: boolean
  /**
   * over 20 on the player's turn: a card still brings them back, or none does (then "Your
   * turn" read as a choice still open, where ending the turn only takes the loss)
   */
  comeback?: Comeback
}

/** The player's own turn as the light says it: over 20, whether a card still saves them. */
function ownMove(seats: StatusSeats, now: StatusMoment): string {
  if (now.comeback === 'lost') return seats.t('table.status.bustLost')
  if (now.comeback === 'back') return seats.t('table.status.overBack')
  return ownTurn(seats)
}

/** The player's own turn in words: "Your turn", or at a hot-seat table the seat's name. */
function ownTurn(seats: StatusSeats): string {
  const { t, names, you } = seats
  return names ? t('table.theirTurn', { name: names[you] }) : t('table.yourTurn')
}

/** The line under the turn light: whose turn, or what the table is doing. */
export function statusLine(seats: StatusSeats, now: StatusMoment): string {
  const { t, you, opponent, names } = seats
  const s = now.scene
  if (!s) return ''
  if (s.phase === 'over' || s.winner !== null) return t('table.status.over')
  const event = now.showing
  if (event?.type === 'matchEnd') return t('table.status.over')
  if (event?.type === 'setEnd') return t('table.status.setOver')
  if (event?.type === 'roundEnd') return t('table.status.roundOver')
  if (s.phase === 'choose') return t('table.status.choosing')
  const over = now.over
  if (over?.stood)
    return over.seat === you && !names
      ? t('table.status.youStand')
      : t('table.status.theyStand', { name: names?.[over.seat] ?? opponent })
  if (over) return t('table.status.turnOver')
  if (now.whose === 'you') return now.drawing ? t('table.status.drawing') : ownMove(seats, now)
  if (now.whose === 'them')
    return now.thinking
      ? t('table.status.thinking', { name: opponent })
      : t('table.theirTurn', { name: opponent })
  return t('table.waiting')
}

/**
 * The status as a screen reader hears it: whose turn it is, said once as the turn passes. The
 * opponent's pauses to think (several a turn) are not said: the table's log says the turn
 * whole once it ends, and "is thinking" between each card was most of what was heard. Nor is
 * "Round over": the log says who won it. Between rounds, and from a turn's end to the next, it
 * is empty, so the next turn is said even where it is the same person's. The player's own turn
 * is said once they can move, after its draw (which the log says), as the light shows it.
 */
export function spokenStatus(seats: StatusSeats, now: StatusMoment): string {
  const { t, opponent } = seats
  const s = now.scene
  if (!s || s.phase === 'over' || s.winner !== null) return ''
  const event = now.showing?.type
  if (event === 'roundEnd' || event === 'setEnd' || event === 'matchEnd') return ''
  if (s.phase === 'choose') return t('table.status.choosing')
  if (now.whose === 'you') return now.drawing ? '' : ownMove(seats, now)
  if (now.whose === 'them') return t('table.theirTurn', { name: opponent })
  return ''
}
