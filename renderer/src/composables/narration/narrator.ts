/**
 * When the log says each line, in the table's order: the opponent's part of a turn is kept until
 * the turn ends and said whole, a gold card until the cards it turns have turned, and anything
 * else says what was kept first. Its own part because it is the narration's only memory of the
 * cues before the one on the table; the words come from the other parts, and the composable
 * feeds it the cues and the updates.
 */
import type { MatchEvent, MatchView } from '@common/match'
import type { Cue } from '@/stores/match'
import { bannerLine } from './banner-line'
import { myGoldWords, noteFlip, turnsCards, type Ledger } from './gold-card'
import type { NarrationLine } from './live-log'
import { moveWords, SAID, THEIRS, turnWords, type Said, type Theirs } from './moves'
import { pickedUpLines } from './picked-up'
import { isMine, type Speech } from './seat-words'

type Play = Extract<MatchEvent, { type: 'play' }>

/** The narration's memory of the match so far, and what it does with each cue. */
export interface Narrator {
  /** Says a cue as it is shown, or keeps it to be said with what comes after it. */
  hear(now: Cue | null): void
  /** Starts the log of a table drawn from main's view, with what lies on each table. */
  pickUp(view: MatchView): void
  /** Adds a line of the table's own (a table picked up, a sign turned). */
  own(text: string): void
  /** A fresh id for a line or cue of the log's own, clear of the cues' ids. */
  ownId(): number
}

/** A narrator that says its lines with `add`, in the words of the table `speech` gives. */
export function createNarrator(
  speech: () => Speech,
  add: (...lines: NarrationLine[]) => void,
): Narrator {
  // the log's own lines (a table picked up, a turn said whole, a sign turned) count their ids
  // down from 0, clear of the cues' ids, which count up from 1
  let ownId = 0
  /** The opponent's turn so far, said whole once it ends. */
  let turn: Theirs[] = []
  const ledger: Ledger = { totals: [null, null], turned: new Map() }
  /** A gold card said at once (the player's own, a hot-seat seat's), held for its flips. */
  let gold: { id: number; play: Play } | null = null

  /**
   * Says a gold card said at once, now its flips have come: the player's own with what it did to
   * each total, a hot-seat seat's as its turn's line.
   */
  function sayGold(): void {
    if (!gold) return
    const { id, play } = gold
    gold = null
    const words = speech()
    const text = !isMine(words, play.player)
      ? turnWords(words, ledger, [play])
      : ledger.turned.size === 0
        ? moveWords(words, ledger, play)
        : myGoldWords(words, ledger, play)
    // the cards it turned are said: the next line starts afresh
    ledger.turned = new Map()
    if (text !== null) add({ id, text })
  }

  /** Says the opponent's turn so far, if anything of it is left unsaid. */
  function flush(): void {
    const text = turnWords(speech(), ledger, turn)
    ledger.turned = new Map()
    turn = []
    if (text !== null) add({ id: ownId--, text })
  }

  /**
   * Each cue as it is shown. The opponent's part of a turn is kept until the turn ends (a card
   * lifting from its hand, or a card turned over by a gold card, is part of it), and a gold card
   * said at once until the cards it turns have turned; anything else says what was kept first,
   * so the log keeps the table's order.
   */
  function hear(now: Cue | null): void {
    const { you, names } = speech()
    const event = now?.kind === 'event' ? now.event : null
    // a gold card's flips are part of its line, said once they have all come
    if (event?.type === 'flip') return noteFlip(ledger, event)
    sayGold()
    if (now?.kind === 'lift' && now.player !== you) return
    // the opponent's turn is kept to be said whole; at a hot-seat table, each move as it lands
    const theirs =
      event && !names && THEIRS.has(event.type) && 'player' in event && event.player !== you
    // anything else says what was kept first, with the totals it came to
    if (!theirs) flush()
    if (event?.type === 'roundStart') ledger.totals = [0, 0]
    else if (event && 'total' in event && 'player' in event)
      ledger.totals[event.player] = event.total
    if (theirs) {
      turn.push(event as Theirs)
      if (event.type !== 'draw' && event.type !== 'play') flush()
      return
    }
    if (!now || !event) return
    if (event.type === 'play' && turnsCards(event)) {
      gold = { id: now.id, play: event }
      return
    }
    if (SAID.has(event.type))
      return add({ id: now.id, text: moveWords(speech(), ledger, event as Said) })
    const text = bannerLine(speech(), event)
    if (text !== null) add({ id: now.id, text })
  }

  return {
    hear,
    pickUp(view) {
      ledger.totals = [view.players[0].total, view.players[1].total]
      for (const text of pickedUpLines(speech(), view)) add({ id: ownId--, text })
    },
    own: (text) => add({ id: ownId--, text }),
    ownId: () => ownId--,
  }
}
