/**
 * Whether a player over the target can still come back this turn, read from their own view: their
 * hand and their table lie open to them, so no hidden card decides it, and the table can say it
 * as the advisor does, from one implementation.
 */
import type { CardCode } from './cards'
import type { Action, MatchView, TableCard } from './match'
import { RULESETS, type Ruleset } from './rulesets'
import { ownTableAfter } from './table-cards'
import { tableTotal } from './totals'

type Play = Extract<Action, { type: 'play' }>

/**
 * The fewest side cards from the viewer's hand that, played one after another this turn, bring
 * their total back to the target or under (a ninth card there fills the table, which wins): 0
 * when the total is there already, null when nothing they may still play this turn does. The
 * first card is one the view offers (`legal`: the engine's answer); the cards after it are the
 * offered ones still in hand while the turn's side-card limit and the table's nine places last.
 */
export function cardsToComeBack(seen: MatchView): number | null {
  const ruleset = RULESETS[seen.rules]
  const me = seen.players[seen.you]
  if (me.total <= ruleset.target) return 0
  const plays = seen.legal.filter((action): action is Play => action.type === 'play')
  return fewest(me.table, me.hand ?? [], seen.sideCardsLeftThisTurn, plays, ruleset)
}

/**
 * fewest cards from `hand` over a table still over the target, `left` side cards to go this
 * turn (null: any number); each step tries every offered card and sign once, and a hand holds
 * four cards, so the search stays small.
 */
function fewest(
  table: readonly TableCard[],
  hand: readonly CardCode[],
  left: number | null,
  plays: readonly Play[],
  ruleset: Ruleset,
): number | null {
  if (left === 0 || table.length >= ruleset.tableSize) return null
  let best: number | null = null
  for (const play of plays) {
    const at = hand.indexOf(play.card)
    if (at < 0) continue
    const after = ownTableAfter(play.card, play.sign, table, ruleset)
    if (after === null) continue
    if (tableTotal(after, ruleset.clampAtZero) <= ruleset.target) return 1
    // a card and any after it are two at least: no better than two found already
    if (best === 2) continue
    const rest = hand.filter((_, i) => i !== at)
    const more = fewest(after, rest, left === null ? null : left - 1, plays, ruleset)
    if (more !== null && (best === null || more + 1 < best)) best = more + 1
  }
  return best
}
