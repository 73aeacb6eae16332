import { legalActions } from './legal'
import { poolOf, refuse, totalOf } from './match'
import { projections } from './projection'
import { setWinnersOf } from './sets'
import { RULESETS } from '@common/rulesets'
import type { CardCode } from '@common/cards'
import type { Refusal } from '@common/messages'
import type { Blocked, MatchState, MatchView, PlayerIndex, PlayerView } from '@common/match'

/**
 * The match as `you` may see it: the opponent's hand hidden (their pool too, unless the
 * ruleset makes pools public), and never the order of the cards to come or the generator.
 */
export function view(state: MatchState, you: PlayerIndex): MatchView {
  const ruleset = RULESETS[state.rules]
  const playerView = (index: PlayerIndex): PlayerView => {
    const p = state.players[index]
    const mine = index === you
    return {
      table: p.table.map((card) => ({ ...card })),
      total: totalOf(state, index),
      standing: p.standing,
      roundWins: p.roundWins,
      setWins: p.setWins,
      handSize: p.hand.length,
      hand: mine ? [...p.hand] : null,
      pool: mine || ruleset.poolsPublic ? poolOf(p) : null,
      chosen: p.chosen,
      projections: mine ? projections(state, index) : null,
    }
  }
  const limit = ruleset.sideCardsPerTurn
  return {
    rules: state.rules,
    you,
    phase: state.phase,
    turn: state.turn,
    opener: state.opener,
    set: state.set,
    round: state.round,
    sideCardsLeftThisTurn: limit === null ? null : Math.max(0, limit - state.sidePlayedThisTurn),
    players: [playerView(0), playerView(1)],
    rounds: state.rounds.map((r) => ({ ...r, totals: [r.totals[0], r.totals[1]] })),
    setWinners: setWinnersOf(state),
    winner: state.winner,
    shoeLeft: ruleset.mainDeck === 'shoe' ? state.shoe.length : null,
    legal: legalActions(state, you),
    blocked: blockedFor(state, you),
  }
}

/**
 * Why `you` may not end the turn or play each card in hand now, asked of `refuse` itself, so
 * the reason shown is the one `apply` would give. A card that takes a sign is asked with one,
 * as the table plays it; ending the turn and standing pass the same checks, so one answer
 * serves both.
 */
export function blockedFor(state: MatchState, you: PlayerIndex): Blocked {
  const cards: Partial<Record<CardCode, Refusal>> = {}
  for (const card of state.players[you].hand) {
    let refusal = refuse(state, { type: 'play', player: you, card })
    if (refusal?.reason === 'sign-needed')
      refusal = refuse(state, { type: 'play', player: you, card, sign: '+' })
    if (refusal !== null) cards[card] = refusal
  }
  return { turn: refuse(state, { type: 'end', player: you }), cards }
}
