import * as cards from '@common/cards'
import type { CardCode, Sign } from '@common/cards'
import * as match from './match'
import * as tables from './table'
import * as rulesets from '@common/rulesets'
import type { RulesetId } from '@common/rulesets'
import type { Action, MatchState, PlayerIndex } from '@common/match'

// The rules call these on every action. Under tsx (the CLIs, the bench, the sims: CommonJS)
// every use of an imported name runs two getters, one of them megamorphic, so they are read
// from their modules once, here (docs/architecture.md, "The engine's speed").
const { ALL_CARD_CODES, cardInfo, cardPlace } = cards
const { poolOf, refuseSideCard, refuseSideCards, sameCards } = match
const { canLand } = tables
const { RULESETS } = rulesets

/**
 * Every action the player may take now: the single source the AI, the tests and the table's
 * buttons use. Built from `refuse` (its turn and side-card parts), so it can never disagree
 * with `apply`.
 *
 * Every consumer asks for this before every move, so the actions in it are made once and
 * shared by every list that offers them; they are frozen, as an action is a value. The list
 * itself is new each time and the caller's to keep.
 */
export function legalActions(state: MatchState, player: PlayerIndex): Action[] {
  if (state.phase === 'over') return []
  if (state.phase === 'choose') return legalChoices(state, player)
  if (state.turn !== player) return []
  const me = state.players[player]
  // A standing player plays no card, nor does one whom the turn-wide refusals stop; for the
  // rest refuseSideCard judges card by card, as it does for refuse.
  if (me.standing || me.hand.length === 0 || refuseSideCards(state, player) !== null) {
    return [ENDS[player], STANDS[player]]
  }
  const hand = me.hand
  // A hand is asked about turn after turn while it stays the same, so each player's last answer
  // is kept: the cards the hand offers depend on the ruleset and the hand alone, unless it holds
  // a double, which needs a card on the table to copy.
  const last = LAST_OFFER[player]
  if (last.rules === state.rules && sameCards(last.hand, hand)) return last.actions.slice()
  const ruleset = RULESETS[state.rules]
  const actions: Action[] = []
  let tableMatters = false
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as CardCode
    if (hand.indexOf(card) < i) continue // equal cards are one choice
    if (refuseSideCard(state, player, card) !== null) continue
    if (cardInfo(card).kind === 'double') tableMatters = true
    if (!canLand(card, me.table, ruleset)) continue
    const plays = PLAYS[player][cardPlace(card)] as readonly Action[]
    for (let k = 0; k < plays.length; k++) actions.push(plays[k] as Action)
  }
  actions.push(ENDS[player], STANDS[player])
  if (!tableMatters) {
    last.rules = state.rules
    last.hand = hand.slice()
    last.actions = actions.slice()
  }
  return actions
}

/** A player's last hand with the actions it offered (when those did not depend on the table). */
interface Offer {
  rules: RulesetId | null
  hand: readonly CardCode[]
  actions: readonly Action[]
}

const LAST_OFFER: [Offer, Offer] = [
  { rules: null, hand: [], actions: [] },
  { rules: null, hand: [], actions: [] },
]

/**
 * A player's ways to play each card, by the card's place in ALL_CARD_CODES: a flip card and
 * the tiebreaker with either sign (where the tiebreaker may be played at all), any other card
 * without one.
 */
function playsOf(player: PlayerIndex): readonly (readonly Action[])[] {
  return ALL_CARD_CODES.map((card) => {
    const kind = cardInfo(card).kind
    const signs: (Sign | undefined)[] =
      kind === 'flip' || kind === 'tiebreaker' ? ['+', '-'] : [undefined]
    return signs.map((sign) =>
      Object.freeze(
        sign === undefined ? { type: 'play', player, card } : { type: 'play', player, card, sign },
      ),
    )
  })
}

const PLAYS = [playsOf(0), playsOf(1)] as const
const ENDS = [
  Object.freeze({ type: 'end', player: 0 }),
  Object.freeze({ type: 'end', player: 1 }),
] as const
const STANDS = [
  Object.freeze({ type: 'stand', player: 0 }),
  Object.freeze({ type: 'stand', player: 1 }),
] as const

/**
 * The lists of choices already made, by player, hand size and pool. Both players of a match
 * often hold the same pool, and the same few decks come back match after match, so a pool's
 * list (210 hands from 10 different cards) is made once. Bounded by the actions it holds, as
 * any pool may turn up (a tournament muck leaves 210 different pools of 6 from one deck).
 */
const CHOICES = new Map<string, readonly Action[]>()
const CHOICES_HELD = 100_000
let choicesHeld = 0

/** Every different hand the player could bring into the set (as multisets of their pool). */
function legalChoices(state: MatchState, player: PlayerIndex): Action[] {
  const me = state.players[player]
  if (me.chosen) return []
  const pool = poolOf(me)
  const size = Math.min(RULESETS[state.rules].handSize, pool.length)
  // The pool in the order the deck lists it: the same pool in another order only gets a list
  // of its own, never a wrong one.
  const key = `${player}${size}${pool.join()}`
  let choices = CHOICES.get(key)
  if (choices === undefined) {
    choices = makeChoices(player, pool.sort(), size)
    if (choicesHeld + choices.length > CHOICES_HELD) {
      CHOICES.clear()
      choicesHeld = 0
    }
    CHOICES.set(key, choices)
    choicesHeld += choices.length
  }
  return choices.slice()
}

/** Every multiset of `size` cards from the sorted pool, as frozen choose actions. */
function makeChoices(player: PlayerIndex, pool: readonly CardCode[], size: number): Action[] {
  const choices: Action[] = []
  const chosen: CardCode[] = []
  // Walks the sorted pool; at each depth a card equal to the one just tried is skipped, so every
  // multiset comes out once without a set of seen keys.
  const pick = (start: number): void => {
    if (chosen.length === size) {
      const cards = [...chosen]
      Object.freeze(cards)
      choices.push(Object.freeze({ type: 'choose', player, cards }))
      return
    }
    for (let i = start; i <= pool.length - (size - chosen.length); i++) {
      if (i > start && pool[i] === pool[i - 1]) continue
      chosen.push(pool[i] as CardCode)
      pick(i + 1)
      chosen.pop()
    }
  }
  pick(0)
  return choices
}
