import { needsSign, type CardCode } from '@common/cards'
import { poolOf, refuse } from './match'
import { RULESETS } from '@common/rulesets'
import type { Action, MatchState, PlayerIndex } from '@common/match'

/**
 * Every action the player may take now: the single source the AI, the tests and the table's
 * buttons use. Built from `refuse`, so it can never disagree with `apply`.
 *
 * Every consumer asks for this before every move, so the actions in it are made once and
 * shared by every list that offers them; they are frozen, as an action is a value. The list
 * itself is new each time and the caller's to keep.
 */
export function legalActions(state: MatchState, player: PlayerIndex): Action[] {
  if (state.phase === 'over') return []
  if (state.phase === 'choose') return legalChoices(state, player)
  if (state.turn !== player) return []
  const tiebreakerPlayed = RULESETS[state.rules].tiebreaker === 'played'
  const actions: Action[] = []
  const hand = state.players[player].hand
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as CardCode
    if (hand.indexOf(card) < i) continue // equal cards are one choice
    if (needsSign(card, tiebreakerPlayed)) {
      offer(state, actions, { type: 'play', player, card, sign: '+' })
      offer(state, actions, { type: 'play', player, card, sign: '-' })
    } else {
      offer(state, actions, { type: 'play', player, card })
    }
  }
  actions.push({ type: 'end', player }, { type: 'stand', player })
  return actions
}

/** Adds the action to the list unless the rules refuse it. */
function offer(state: MatchState, actions: Action[], action: Action): void {
  if (refuse(state, action) === null) actions.push(action)
}

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
