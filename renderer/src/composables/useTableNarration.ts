import { ref, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { PlayerIndex } from '@common/match'
import type { RulesetId } from '@common/rulesets'
import type { MatchUpdate } from '@preload/contract'
import { useLabels } from '@/composables/useLabels'
import type { Cue } from '@/stores/match'
import { keptLines, type NarrationLine } from './narration/live-log'
import { createNarrator } from './narration/narrator'

export { linesOnPage, type NarrationLine } from './narration/live-log'

/** The table's log, and a way to add a line of the table's own to it. */
export interface Narration {
  lines: Ref<NarrationLine[]>
  /** says something the table did on a key that shows no other answer (F turning a sign) */
  say(text: string): void
}

/**
 * The table in words, for a player who cannot see it, said as the table shows it: each of the
 * player's own cards drawn or played, stands, busts and full tables, with the total ("You draw
 * 7: total 12."); each of the opponent's turns as one line once it ends ("Pip Odell draws 7 and
 * plays −3: total 4. Pip Odell stands on 4."), not one line a card; and what the banner shows
 * (who won a round, a set or the match, who opens), a round's or set's result with the score
 * after it. The banner itself is for the eye only: a live region born with its words was often
 * not read, and this log is on the page all along. The turn light says whose turn it is. The
 * lines go into a log that only screen readers read (TableView), in the language shown.
 *
 * A gold card (2&4, 3&6, a twist) is said with what it did, once the cards it turns have turned:
 * main's play event gives the total before them, and each turned card comes after it as an event
 * of its own, with its table's new total ("You play 2↔4: Pip Odell's total falls from 20 to 12
 * and your total is 19."; "Pip Odell plays 2↔4: total 19, and your total falls from 20 to 12.").
 *
 * A table drawn from main's view with no events to show (a match picked up after a reload,
 * redrawn after another tab moved, a hot-seat seat taking the table) starts the log with what
 * lies on each table now: `drawn` gives main's latest update. Main sends no events then, and
 * the view keeps each table's cards in the order they landed but not how the two players'
 * turns went between them, nor the totals before a gold card turned cards over, so the log
 * says what the tables hold rather than make up the moves that led there.
 *
 * A match's first update starts to play as its table is called up, before the table is on the
 * page (at once under reduced motion, or while the table's code loads): `shown` says how many of
 * its events the table had shown by then, and the log starts with those (who opens, and why).
 *
 * At a hot-seat table (`names`) both seats are people sharing one screen, and whoever listens
 * may not be the seat the table faces (the events of a turn play out before the curtain, for the
 * person the screen goes to): every line names its seat ("Maren opens. Maren draws 9: total 9."),
 * never "you", and each move is said as it lands, as the person at the screen makes it.
 */
export function useTableNarration(
  cue: Readonly<Ref<Cue | null>>,
  at: () => {
    you: PlayerIndex
    opponent: string
    rules: RulesetId
    /** hot-seat: both seats' names, each seat said by name */
    names?: readonly [string, string] | null
  },
  drawn: () => MatchUpdate | null = () => null,
  shown: () => number = () => 0,
): Narration {
  const { t } = useLabels()
  const { locale } = useI18n()
  const lines = ref<NarrationLine[]>([])
  const narrator = createNarrator(
    () => ({ ...at(), t, locale: locale.value }),
    (...added) => (lines.value = keptLines(lines.value, added)),
  )

  /**
   * The match's start, shown before the table was there to hear it: each event already shown,
   * up to the cue on the table now (heard next), goes through the log as its cue would have.
   */
  function catchUp(): void {
    const start = drawn()
    if (!start?.events.some((e) => e.type === 'opener')) return
    const now = cue.value
    const missed = start.events.slice(0, shown())
    if (now?.kind === 'event' && missed.at(-1) === now.event) missed.pop()
    for (const event of missed)
      narrator.hear({ id: narrator.ownId(), kind: 'event', event, duration: 0 })
  }

  catchUp()
  // the cue on the table as it opens too: a match's first banner is shown before the table is
  watch(cue, narrator.hear, { immediate: true })
  watch(
    drawn,
    (next) => {
      if (!next || next.events.length > 0 || next.view.phase !== 'turn') return
      narrator.pickUp(next.view)
    },
    { immediate: true },
  )
  return { lines, say: narrator.own }
}
