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
  const plays = seen.legal.filter(isPlay)
  return fewest(me.table, me.hand ?? [], seen.sideCardsLeftThisTurn, plays, ruleset)
}

/**
 * The cards in the viewer's hand that begin a way back from over the target in as few cards as
 * any way back takes (`cardsToComeBack`), with either sign where the card takes one: the hand
 * lights these, and a card that only pushes the total further (a plus card at 22) goes unlit
 * though the rules let it be played. Null at the target or under, where there is nothing to come
 * back from; empty where nothing the player may still play brings the total back.
 */
export function cardsLeadingBack(seen: MatchView): ReadonlySet<CardCode> | null {
  const ruleset = RULESETS[seen.rules]
  const me = seen.players[seen.you]
  if (me.total <= ruleset.target) return null
  const plays = seen.legal.filter(isPlay)
  const hand = me.hand ?? []
  const left = seen.sideCardsLeftThisTurn
  const best = fewest(me.table, hand, left, plays, ruleset)
  const leading = new Set<CardCode>()
  if (best === null) return leading
  for (const play of plays) {
    if (startingWith(play, me.table, hand, left, plays, ruleset) === best) leading.add(play.card)
  }
  return leading
}

/** Whether an offered action plays a card. */
function isPlay(action: Action): action is Play {
  return action.type === 'play'
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
    // a card and any after it are two at least: no better than two found already
    const cards = startingWith(play, table, hand, left, plays, ruleset, best === 2)
    if (cards === 1) return 1
    if (cards !== null && (best === null || cards < best)) best = cards
  }
  return best
}

/**
 * The fewest cards of a way back that starts with `play` over `table` (null: none does, or the
 * card is not in `hand`); `alone` asks only whether the card brings the total back by itself.
 */
function startingWith(
  play: Play,
  table: readonly TableCard[],
  hand: readonly CardCode[],
  left: number | null,
  plays: readonly Play[],
  ruleset: Ruleset,
  alone = false,
): number | null {
  const at = hand.indexOf(play.card)
  if (at < 0) return null
  const after = ownTableAfter(play.card, play.sign, table, ruleset)
  if (after === null) return null
  if (tableTotal(after, ruleset.clampAtZero) <= ruleset.target) return 1
  if (alone) return null
  const rest = hand.filter((_, i) => i !== at)
  const more = fewest(after, rest, left === null ? null : left - 1, plays, ruleset)
  return more === null ? null : more + 1
}
