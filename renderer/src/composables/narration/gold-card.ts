/**
 * A gold card (2&4, 3&6, a twist) said with what it did. Main's play event gives the total before
 * the cards it turns, and each turned card comes after it as an event of its own with its table's
 * new total, so the narration keeps each seat's total as it last heard it (`Ledger`) and says a
 * total that moved from what to what ("Pip Odell's total falls from 20 to 12"). Its own part: the
 * only words that need the totals of both seats and the events that came before the line.
 */
import { cardInfo } from '@common/cards'
import type { MatchEvent, PlayerIndex } from '@common/match'
import { formatList } from '@/i18n/numbers'
import { isMine, nameOf, otherSeat, playedWords, type Speech } from './seat-words'

type Play = Extract<MatchEvent, { type: 'play' }>
type Flip = Extract<MatchEvent, { type: 'flip' }>

/** A seat's total before and after the cards a gold card turned on its table. */
export interface Turned {
  /** null where the log had heard no total of the seat's yet */
  from: number | null
  to: number
}

/** The totals as the log heard them, and what a gold card has turned since its line began. */
export interface Ledger {
  /**
   * Each seat's total as the log last heard it. A gold card's play event gives the total before
   * the cards it turns, and each turned card then comes as an event with its table's new total:
   * the line says both seats' totals after it, and a total that moved from what to what.
   */
  totals: [number | null, number | null]
  /** The seats whose cards a gold card turned, since the line that says them began. */
  turned: Map<PlayerIndex, Turned>
}

/** Whether a played card may turn cards over: its flips come as events of their own after it. */
export function turnsCards(play: Play): boolean {
  const kind = cardInfo(play.card).kind
  return kind === 'flipPair' || kind === 'twist'
}

/** Notes a card a gold card turned: its table's total before the first such card and after the last. */
export function noteFlip(ledger: Ledger, flip: Flip): void {
  const before = ledger.turned.get(flip.player)
  ledger.turned.set(flip.player, {
    from: before ? before.from : ledger.totals[flip.player],
    to: flip.total,
  })
  ledger.totals[flip.player] = flip.total
}

/**
 * What a gold card did to one seat's total, as part of a sentence: "Pip Odell's total falls from
 * 20 to 12", "your total is 19" (a total it left as it was, or one the log had not heard).
 */
function changeWords(speech: Speech, seat: PlayerIndex, moved: Turned): string {
  const { from, to } = moved
  const how = from === null || from === to ? 'now' : to < from ? 'down' : 'up'
  const key = isMine(speech, seat) ? `my${how[0]!.toUpperCase()}${how.slice(1)}` : how
  return speech.t(`table.say.turned.${key}`, { who: nameOf(speech, seat), from: from ?? to, to })
}

/** A seat's total as a gold card left it alone. */
function untouched(ledger: Ledger, seat: PlayerIndex): Turned {
  const total = ledger.totals[seat]
  return total === null ? { from: null, to: 0 } : { from: total, to: total }
}

/** What a gold card did to `seats`' totals: totals that moved first, the mover's before. */
export function changesWords(
  speech: Speech,
  ledger: Ledger,
  mover: PlayerIndex,
  seats: readonly PlayerIndex[],
): string {
  const said = [mover, otherSeat(mover)]
    .filter((seat) => seats.includes(seat))
    .map((seat) => ({ seat, moved: ledger.turned.get(seat) ?? untouched(ledger, seat) }))
    .sort((a, b) => Number(a.moved.from === a.moved.to) - Number(b.moved.from === b.moved.to))
  return formatList(
    said.map(({ seat, moved }) => changeWords(speech, seat, moved)),
    speech.locale,
  )
}

/**
 * The player's own gold card with what it did to each total, once its flips have come ("You
 * play 2↔4: Pip Odell's total falls from 20 to 12 and your total is 19."); for a card that turned
 * nothing, the caller says the plain play's line instead.
 */
export function myGoldWords(speech: Speech, ledger: Ledger, play: Play): string {
  const other = otherSeat(play.player)
  return speech.t('table.say.myPlayTurns', {
    card: playedWords(play, speech),
    changes: changesWords(
      speech,
      ledger,
      play.player,
      ledger.turned.has(other) ? [play.player, other] : [play.player],
    ),
  })
}
