import {
  apply,
  cardInfo,
  RULESETS,
  type Action,
  type CardCode,
  type MatchEvent,
  type MatchState,
  type MatchView,
  type PlayerIndex,
  type PlayerState,
} from '@main/engine'
import { Rng, seedState } from '@main/engine/rng'

/**
 * What the AI may build from a view: hypothetical match states for asking the engine "what
 * would happen if". The opponent's hidden hand is filled in by the caller (sampled, or left
 * empty); the deck order is never known, so the generator is reseeded.
 */

/** The other seat. */
export const other = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0)

/** A hypothetical match state consistent with the view, with the opponent holding `opponentHand`. */
export function hypotheticalState(
  view: MatchView,
  opponentHand: readonly CardCode[],
  seed: number,
): MatchState {
  const ruleset = RULESETS[view.rules]
  const rng = new Rng(seedState(seed))
  const me = view.you
  const playerState = (index: PlayerIndex): PlayerState => {
    const p = view.players[index]
    const hand = index === me ? [...(p.hand ?? [])] : [...opponentHand]
    return {
      sideDeck: [...(p.pool ?? hand)],
      mucked: [],
      brought: [...hand],
      hand,
      chosen: p.chosen,
      table: p.table.map((card) => ({ ...card })),
      standing: p.standing,
      roundWins: p.roundWins,
      setWins: p.setWins,
    }
  }
  const players: [PlayerState, PlayerState] = [playerState(0), playerState(1)]
  let shoe: number[] = []
  if (view.shoeLeft !== null) {
    // A fresh shoe each round: what is left is the 40 less the green cards on both tables.
    const counts = new Array<number>(11).fill(4)
    for (const p of view.players)
      for (const card of p.table)
        if (card.code === null) counts[card.face] = (counts[card.face] ?? 0) - 1
    for (let v = 1; v <= 10; v++) for (let k = 0; k < (counts[v] ?? 0); k++) shoe.push(v)
    shoe = rng.shuffle(shoe).slice(0, view.shoeLeft)
  }
  const limit = ruleset.sideCardsPerTurn
  return {
    version: 1,
    rules: view.rules,
    rng: rng.state,
    forcedDraws: [],
    shoe,
    phase: view.phase,
    turn: view.turn,
    opener: view.opener,
    sidePlayedThisTurn: limit === null ? 0 : limit - (view.sideCardsLeftThisTurn ?? limit),
    players,
    set: view.set,
    round: view.round,
    rounds: [],
    winner: view.winner,
  }
}

/** The player's total after the events of one action, as the engine reported it. */
export function totalAfter(
  events: readonly MatchEvent[],
  player: PlayerIndex,
  before: number,
): number {
  let total = before
  for (const event of events) {
    if (event.type === 'roundEnd') break
    if ((event.type === 'play' || event.type === 'flip') && event.player === player)
      total = event.total
  }
  return total
}

export interface PlayOption {
  action: Extract<Action, { type: 'play' }>
  /** my total once the card is down */
  total: number
}

/** Every legal side-card play and the total it gives, asked of the engine on a hypothetical state. */
export function playOptions(view: MatchView, seed = 0): PlayOption[] {
  const plays = view.legal.filter((a): a is PlayOption['action'] => a.type === 'play')
  if (plays.length === 0) return []
  const state = hypotheticalState(view, [], seed)
  const me = view.you
  const before = view.players[me].total
  const options: PlayOption[] = []
  for (const action of plays) {
    const result = apply(state, action)
    if (result.ok) options.push({ action, total: totalAfter(result.events, me, before) })
  }
  return options
}

/** How dear a card is to keep, so ties between cards spend the cheaper one (± and TB are dear). */
export function keepValue(code: CardCode): number {
  const info = cardInfo(code)
  switch (info.kind) {
    case 'plus':
    case 'minus':
      return 1
    case 'flip':
      return 3
    case 'tiebreaker':
      return 4
    default:
      return 2
  }
}

/** Of options giving equal totals, the one that spends the card least worth keeping. */
export function cheapest<T extends PlayOption>(options: readonly T[]): T | undefined {
  let best: T | undefined
  for (const option of options) {
    if (best === undefined || keepValue(option.action.card) < keepValue(best.action.card))
      best = option
  }
  return best
}

/** The option with the best total of `target` or less (ties spend the cheaper card), if any. */
export function bestUnder(options: readonly PlayOption[], target: number): PlayOption | undefined {
  const fitting = options.filter((o) => o.total <= target)
  if (fitting.length === 0) return undefined
  const top = Math.max(...fitting.map((o) => o.total))
  return cheapest(fitting.filter((o) => o.total === top))
}

/** The end-turn or stand action of `view.you`, as `view.legal` has it (built if missing). */
export function findLegal(view: MatchView, type: 'end' | 'stand'): Action {
  return view.legal.find((a) => a.type === type) ?? { type, player: view.you }
}

/**
 * Whether a tie on equal totals would be won by `view.you`: the classic tiebreaker played onto
 * its table and not onto the other's, or the tournament's held tiebreaker in its hand while the
 * other's public pool has none (only then is the other sure not to hold one too).
 */
export function tieIsWon(view: MatchView): boolean {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  if (RULESETS[view.rules].tiebreaker === 'played') {
    const played = (table: typeof me.table): boolean => table.some((c) => c.code === 'TB')
    return played(me.table) && !played(them.table)
  }
  return (me.hand ?? []).includes('TB') && !(them.pool ?? ['TB']).includes('TB')
}
