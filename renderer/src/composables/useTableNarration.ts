import { ref, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { cardInfo } from '@common/cards'
import type { MatchEvent, MatchView, PlayerIndex, TableCard } from '@common/match'
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { MatchUpdate } from '@preload/contract'
import { formatList, formatTotal } from '@/i18n/numbers'
import { useLabels } from '@/composables/useLabels'
import type { Cue } from '@/stores/match'

/** How many lines the log keeps: a screen reader says each once, as it is added. */
const KEPT = 6

/** What the table says about each event a player cannot hear from the banner or the status. */
type Said = Extract<MatchEvent, { type: 'draw' | 'play' | 'stand' | 'bust' | 'fill' }>
const SAID = new Set<MatchEvent['type']>(['draw', 'play', 'stand', 'bust', 'fill'])

/**
 * The table in words, for a player who cannot see it: each card drawn or played, each stand,
 * bust and full table, with the total it makes, said as the table shows it ("Tobin draws 7:
 * total 12."). The banner says who won a round, set or match and the turn light whose turn it
 * is; both are live regions of their own. The lines go into a log that only screen readers
 * read (TableView), in the language shown.
 *
 * A table drawn from main's view with no events to show (a match picked up after a reload,
 * redrawn after another tab moved, a hot-seat seat taking the table) starts the log with what
 * lies on each table now: `drawn` gives main's latest update. Main sends no events then, and
 * the view keeps each table's cards in the order they landed but not how the two players'
 * turns went between them, nor the totals before a gold card turned cards over, so the log
 * says what the tables hold rather than make up the moves that led there.
 */
export function useTableNarration(
  cue: Readonly<Ref<Cue | null>>,
  at: () => { you: PlayerIndex; opponent: string; rules: RulesetId },
  drawn: () => MatchUpdate | null = () => null,
): Ref<{ id: number; text: string }[]> {
  const { t } = useLabels()
  const { locale } = useI18n()
  const lines = ref<{ id: number; text: string }[]>([])
  // the picked-up lines' ids count down from 0, clear of the cues' ids, which count up from 1
  let drawnId = 0

  function add(...texts: { id: number; text: string }[]): void {
    lines.value = [...lines.value, ...texts].slice(-KEPT)
  }

  /** A card as it lies on the table now: a value, or a gold card's label (with its value). */
  function cardWords(card: TableCard, rules: RulesetId): string {
    const value = card.sign * card.face
    const number = formatTotal(value, locale.value)
    if (card.code === null) return number
    const signed = value > 0 ? `+${number}` : number
    const kind = cardInfo(card.code).kind
    if (kind === 'plus' || kind === 'minus' || kind === 'flip') return signed
    const label = cardLabel(card.code, rules)
    return card.face > 0 ? `${label} (${signed})` : label
  }

  /** What one player's table holds now, or nothing for an empty table. */
  function sayTable(view: MatchView, player: PlayerIndex): string | null {
    const seat = view.players[player]
    if (seat.table.length === 0) return null
    const { you, opponent, rules } = at()
    const key = `table.say.${player === you ? 'myOnTable' : 'onTable'}${seat.standing ? 'Standing' : ''}`
    const cards = formatList(
      seat.table.map((card) => cardWords(card, rules)),
      locale.value,
    )
    return t(key, { who: opponent, cards, total: formatTotal(seat.total, locale.value) })
  }

  /** One event in words: the player's own in the second person, the opponent's by name. */
  function say(event: Said): string {
    const { you, opponent, rules } = at()
    const mine = event.player === you
    const key = (kind: string) =>
      mine ? `table.say.my${kind[0]!.toUpperCase()}${kind.slice(1)}` : `table.say.${kind}`
    const named = { who: opponent, total: event.total }
    switch (event.type) {
      case 'draw':
        return t(key('draw'), { ...named, value: event.value })
      case 'play': {
        const sign = event.sign === null ? '' : ` (${event.sign === '+' ? '+' : '−'})`
        return t(key('play'), { ...named, card: `${cardLabel(event.card, rules)}${sign}` })
      }
      default:
        return t(key(event.type), named)
    }
  }

  watch(cue, (now) => {
    if (now?.kind !== 'event' || !SAID.has(now.event.type)) return
    add({ id: now.id, text: say(now.event as Said) })
  })
  watch(
    drawn,
    (next) => {
      if (!next || next.events.length > 0 || next.view.phase !== 'turn') return
      const { you } = at()
      const them: PlayerIndex = you === 0 ? 1 : 0
      for (const player of [you, them]) {
        const text = sayTable(next.view, player)
        if (text !== null) add({ id: drawnId--, text })
      }
    },
    { immediate: true },
  )
  return lines
}
