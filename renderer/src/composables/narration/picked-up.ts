/**
 * A table drawn from main's view with no events to show (a match picked up after a reload,
 * redrawn after another tab moved, a hot-seat seat taking the table): the log starts with what
 * lies on each table now. The view keeps each table's cards in the order they landed but not how
 * the two players' turns went between them, so these lines say what the tables hold rather than
 * make up the moves that led there; their own part, as they are said from a view, not an event.
 */
import type { MatchView, PlayerIndex } from '@common/match'
import { formatList, formatTotal } from '@/i18n/numbers'
import { isMine, nameOf, otherSeat, tableCardWords, type Speech } from './seat-words'

/** What one player's table holds now, or nothing for an empty table. */
function tableWords(speech: Speech, view: MatchView, player: PlayerIndex): string | null {
  const seat = view.players[player]
  if (seat.table.length === 0) return null
  const key = `table.say.${isMine(speech, player) ? 'myOnTable' : 'onTable'}${seat.standing ? 'Standing' : ''}`
  const cards = formatList(
    seat.table.map((card) => tableCardWords(card, speech)),
    speech.locale,
  )
  return speech.t(key, {
    who: nameOf(speech, player),
    cards,
    total: formatTotal(seat.total, speech.locale),
  })
}

/** Both tables as they lie, the player's own first; an empty table says nothing. */
export function pickedUpLines(speech: Speech, view: MatchView): string[] {
  const lines: string[] = []
  for (const player of [speech.you, otherSeat(speech.you)]) {
    const text = tableWords(speech, view, player)
    if (text !== null) lines.push(text)
  }
  return lines
}
