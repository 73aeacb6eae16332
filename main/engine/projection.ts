import { cardInfo, needsSign, type CardCode, type Sign } from '@common/cards'
import type { MatchState, PlayerIndex, Projection } from '@common/match'
import { RULESETS } from '@common/rulesets'
import { ownTableAfter, tableTotal } from './table'

/**
 * What each card in a player's hand would make of their total if it landed now, worked out by
 * the same table rules the engine plays by (a double's copy, the gold flips, the cantina's floor
 * at 0). A card that cannot land (a double with nothing to copy, the tournament's held
 * tiebreaker) has no projection. It says nothing about whether the card may be played this turn:
 * that is `legalActions`.
 */
export function projections(
  state: MatchState,
  player: PlayerIndex,
): Partial<Record<CardCode, Projection[]>> {
  const ruleset = RULESETS[state.rules]
  const played = ruleset.tiebreaker === 'played'
  const out: Partial<Record<CardCode, Projection[]>> = {}
  for (const code of new Set(state.players[player].hand)) {
    if (cardInfo(code).kind === 'tiebreaker' && !played) {
      out[code] = []
      continue
    }
    const signs: (Sign | undefined)[] = needsSign(code, played) ? ['+', '-'] : [undefined]
    out[code] = signs.flatMap((sign) => {
      const table = ownTableAfter(code, sign, state.players[player].table, ruleset)
      return table === null
        ? []
        : [{ sign: sign ?? null, total: tableTotal(table, ruleset.clampAtZero) }]
    })
  }
  return out
}
