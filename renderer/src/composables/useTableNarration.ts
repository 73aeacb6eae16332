import { ref, watch, type Ref } from 'vue'
import type { MatchEvent, PlayerIndex } from '@common/match'
import { cardLabel, type RulesetId } from '@common/rulesets'
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
 */
export function useTableNarration(
  cue: Readonly<Ref<Cue | null>>,
  at: () => { you: PlayerIndex; opponent: string; rules: RulesetId },
): Ref<{ id: number; text: string }[]> {
  const { t } = useLabels()
  const lines = ref<{ id: number; text: string }[]>([])

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
    lines.value = [...lines.value, { id: now.id, text: say(now.event as Said) }].slice(-KEPT)
  })
  return lines
}
