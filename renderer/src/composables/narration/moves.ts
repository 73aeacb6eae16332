/**
 * A seat's moves in words: the player's own draws, plays, stands, busts and full tables one line
 * each ("You draw 7: total 12."), the opponent's turn as one line once it ends ("Pip Odell draws
 * 7 and plays −3: total 4. Pip Odell stands on 4."). Its own part: the words of the moves, apart
 * from when the composable says them (a turn kept until it ends, a gold card until its flips
 * come).
 */
import type { MatchEvent } from '@common/match'
import { formatList } from '@/i18n/numbers'
import { changesWords, type Ledger } from './gold-card'
import { isMine, nameOf, otherSeat, playedWords, type Speech } from './seat-words'

/** What the table says about each of the player's own moves, one line each. */
export type Said = Extract<MatchEvent, { type: 'draw' | 'play' | 'stand' | 'bust' | 'fill' }>
/** The event types said as a move. */
export const SAID = new Set<MatchEvent['type']>(['draw', 'play', 'stand', 'bust', 'fill'])
/** The opponent's part of a turn: its draws and plays, and the event that ends the turn. */
export type Theirs = Said | Extract<MatchEvent, { type: 'endTurn' }>
/** The event types kept as part of the opponent's turn. */
export const THEIRS = new Set<MatchEvent['type']>([...SAID, 'endTurn'])

/**
 * One event in words: the player's own in the second person ("You draw 7: total 12."), the
 * end of the opponent's turn by name ("Pip Odell stands on 18."); the opponent's draws and plays
 * are said together (`turnWords`).
 */
export function moveWords(speech: Speech, ledger: Ledger, event: Said): string {
  const { t } = speech
  const mine = isMine(speech, event.player)
  const key = (kind: string) =>
    mine ? `table.say.my${kind[0]!.toUpperCase()}${kind.slice(1)}` : `table.say.${kind}`
  const named = { who: nameOf(speech, event.player), total: event.total }
  // a named seat's card, said at once (hot-seat): its turn's line of one move
  if (!mine && (event.type === 'draw' || event.type === 'play'))
    return turnWords(speech, ledger, [event])!
  switch (event.type) {
    case 'draw':
      return t(key('draw'), { ...named, value: event.value })
    case 'play':
      return t(key('play'), { ...named, card: playedWords(event, speech) })
    default:
      return t(key(event.type), named)
  }
}

/**
 * The opponent's turn in one line, said as it ends: its draws and plays with the total they
 * came to, then how the turn ended if it did more than pass the turn ("Pip Odell draws 7 and
 * plays −3: total 4." "Pip Odell draws 3: total 17. Pip Odell stands on 17."). One line a turn:
 * a line a card, with the turn light between, was six things said in two seconds. A gold
 * card's turned totals are said with it; the caller clears them for the next line.
 */
export function turnWords(
  speech: Speech,
  ledger: Ledger,
  events: readonly Theirs[],
): string | null {
  const { t } = speech
  const moves = events.filter((e) => e.type === 'draw' || e.type === 'play')
  const parts = moves.map((e) =>
    e.type === 'draw'
      ? t('table.say.moves.draw', { value: e.value })
      : t('table.say.moves.play', { card: playedWords(e, speech) }),
  )
  const sentences: string[] = []
  const last = moves.at(-1)
  if (last) {
    const mover = last.player
    const other = otherSeat(mover)
    // a gold card's flips may have moved the mover's total after its play, and the other's
    const named = {
      who: nameOf(speech, mover),
      moves: formatList(parts, speech.locale),
      total: ledger.totals[mover] ?? last.total,
    }
    sentences.push(
      ledger.turned.has(other)
        ? t('table.say.turnTurns', {
            ...named,
            changes: changesWords(speech, ledger, mover, [other]),
          })
        : t('table.say.turn', named),
    )
  }
  for (const e of events)
    if (e.type === 'stand' || e.type === 'bust' || e.type === 'fill')
      sentences.push(moveWords(speech, ledger, e))
  return sentences.length > 0 ? sentences.join(' ') : null
}
