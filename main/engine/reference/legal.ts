// The reference engine (see index.ts): kept as it was; do not change its rules.
import { needsSign, type CardCode } from '@common/cards'
import { poolOf, refuse } from './match'
import { RULESETS } from '@common/rulesets'
import type { Action, MatchState, PlayerIndex } from '@common/match'

/**
 * Every action the player may take now: the single source the AI, the tests and the table's
 * buttons use. Built from `refuse`, so it can never disagree with `apply`.
 */
export function legalActions(state: MatchState, player: PlayerIndex): Action[] {
  if (state.phase === 'over') return []
  if (state.phase === 'choose') return legalChoices(state, player)
  if (state.turn !== player) return []
  const tiebreakerPlayed = RULESETS[state.rules].tiebreaker === 'played'
  const actions: Action[] = []
  for (const card of distinct(state.players[player].hand)) {
    const candidates: Action[] = needsSign(card, tiebreakerPlayed)
      ? [
          { type: 'play', player, card, sign: '+' },
          { type: 'play', player, card, sign: '-' },
        ]
      : [{ type: 'play', player, card }]
    for (const action of candidates) if (refuse(state, action) === null) actions.push(action)
  }
  actions.push({ type: 'end', player }, { type: 'stand', player })
  return actions
}

/** Every different hand the player could bring into the set (as multisets of their pool). */
function legalChoices(state: MatchState, player: PlayerIndex): Action[] {
  const me = state.players[player]
  if (me.chosen) return []
  const pool = [...poolOf(me)].sort()
  const size = Math.min(RULESETS[state.rules].handSize, pool.length)
  const choices: Action[] = []
  const chosen: CardCode[] = []
  // Walks the sorted pool; at each depth a card equal to the one just tried is skipped, so every
  // multiset comes out once without a set of seen keys (this runs for every choose-phase view).
  const pick = (start: number): void => {
    if (chosen.length === size) {
      choices.push({ type: 'choose', player, cards: [...chosen] })
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

function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)]
}
