// The reference engine (see index.ts): kept as it was; do not change its rules.
import type { DeckProblem, Refusal } from '@common/messages'
import { cardInfo, needsSign, type CardCode, type Sign } from '@common/cards'
import { Rng, seedState } from './rng'
import { RULESETS, type Ruleset, type RulesetId } from '@common/rulesets'
import { validateSideDeck } from '../side-deck'
import { cardsTurnedBy, sideCardOnTable, tableTotal } from './table'
import type {
  Action,
  ApplyResult,
  MatchEvent,
  MatchSetup,
  MatchState,
  PlayerIndex,
  PlayerState,
  RoundReason,
  RoundRecord,
  TableCard,
} from '@common/match'

/** A setup no player could have made, as a code (the scenario CLI words it in English). */
export type SetupProblem =
  | { reason: 'side-deck'; player: PlayerIndex; problems: DeckProblem[] }
  | { reason: 'hand-size'; player: PlayerIndex; count: number; size: number }
  | { reason: 'hand-card-not-in-ruleset'; player: PlayerIndex; rules: RulesetId; card: CardCode }
  | { reason: 'draw-out-of-range'; value: number }

export class MatchSetupError extends Error {
  override name = 'MatchSetupError'
  constructor(readonly problem: SetupProblem) {
    super(`match setup refused: ${JSON.stringify(problem)}`)
  }
}

const other = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0)

/** A player's table total, clamped at zero where the ruleset says so. */
export function totalOf(state: MatchState, player: PlayerIndex): number {
  return tableTotal(state.players[player].table, RULESETS[state.rules].clampAtZero)
}

/** The side cards a player can still bring into a set: their deck less what the muck set aside. */
export function poolOf(player: PlayerState): CardCode[] {
  const pool = [...player.sideDeck]
  for (const code of player.mucked) {
    const at = pool.indexOf(code)
    if (at >= 0) pool.splice(at, 1)
  }
  return pool
}

/**
 * Starts a match. Throws MatchSetupError for a setup no player could have made (a deck that
 * breaks the ruleset's limits, a card the ruleset does not have, a main-deck value outside 1..10).
 */
export function createMatch(setup: MatchSetup): { state: MatchState; events: MatchEvent[] } {
  const ruleset = RULESETS[setup.rules]
  setup.sideDecks.forEach((deck, index) => {
    const player = index as PlayerIndex
    const check = validateSideDeck(deck, setup.rules)
    if (!check.ok)
      throw new MatchSetupError({ reason: 'side-deck', player, problems: check.problems })
  })
  setup.hands?.forEach((hand, index) => {
    const player = index as PlayerIndex
    if (hand.length > ruleset.handSize) {
      throw new MatchSetupError({
        reason: 'hand-size',
        player,
        count: hand.length,
        size: ruleset.handSize,
      })
    }
    for (const code of hand) {
      if (!ruleset.cards.includes(code)) {
        throw new MatchSetupError({
          reason: 'hand-card-not-in-ruleset',
          player,
          rules: setup.rules,
          card: code,
        })
      }
    }
  })
  for (const value of setup.draws ?? []) {
    if (!Number.isInteger(value) || value < 1 || value > 10) {
      throw new MatchSetupError({ reason: 'draw-out-of-range', value })
    }
  }

  const rng = new Rng(seedState(setup.seed))
  const events: MatchEvent[] = []
  const newPlayer = (deck: CardCode[]): PlayerState => ({
    sideDeck: [...deck],
    mucked: [],
    brought: [],
    hand: [],
    chosen: false,
    table: [],
    standing: false,
    roundWins: 0,
    setWins: 0,
  })
  const state: MatchState = {
    version: 1,
    rules: setup.rules,
    rng: 0,
    forcedDraws: [...(setup.draws ?? [])],
    shoe: [],
    phase: 'turn',
    turn: null,
    opener: 0,
    sidePlayedThisTurn: 0,
    players: [newPlayer(setup.sideDecks[0]), newPlayer(setup.sideDecks[1])],
    set: 1,
    round: 1,
    rounds: [],
    winner: null,
  }

  state.opener = setup.opener ?? firstOpener(ruleset, rng, events, state.forcedDraws)

  if (setup.hands) {
    state.players.forEach((player, index) => {
      player.hand = [...(setup.hands?.[index] ?? [])]
      player.brought = [...player.hand]
    })
  } else if (ruleset.hand === 'dealt') {
    for (const player of state.players) dealHand(player, ruleset, rng)
    events.push({ type: 'handsDealt' })
  } else {
    state.phase = 'choose'
    events.push({ type: 'chooseHands', set: 1 })
  }

  if (state.phase === 'turn') startRound(state, ruleset, rng, events)
  state.rng = rng.state
  return { state, events }
}

function firstOpener(
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  forcedDraws: number[],
): PlayerIndex {
  if (ruleset.firstOpener === 'coin') {
    const player = rng.int(0, 1) as PlayerIndex
    events.push({ type: 'opener', player, draws: [] })
    return player
  }
  // Each player draws a green card; the higher opens, and equal cards are drawn again. These
  // are the match's first main-deck cards, so forced draws (scenario files) decide them too.
  const green = (): number => forcedDraws.shift() ?? rng.int(1, 10)
  const draws: [number, number][] = []
  for (;;) {
    const pair: [number, number] = [green(), green()]
    draws.push(pair)
    if (pair[0] !== pair[1]) {
      const player: PlayerIndex = pair[0] > pair[1] ? 0 : 1
      events.push({ type: 'opener', player, draws })
      return player
    }
  }
}

function dealHand(player: PlayerState, ruleset: Ruleset, rng: Rng): void {
  player.hand = rng.shuffle(poolOf(player)).slice(0, ruleset.handSize)
  player.brought = [...player.hand]
}

/**
 * Applies one action by one player. Never throws for a bad action: it returns the refusal
 * (a reason code, see `refuse`) and leaves the state as it was.
 */
export function apply(previous: MatchState, action: Action): ApplyResult {
  const refusal = refuse(previous, action)
  if (refusal !== null) return { ok: false, error: refusal }
  const state = cloneState(previous)
  const ruleset = RULESETS[state.rules]
  const rng = new Rng(state.rng)
  const events: MatchEvent[] = []
  const player = action.player
  const me = state.players[player]

  switch (action.type) {
    case 'choose': {
      me.hand = [...action.cards]
      me.brought = [...action.cards]
      me.chosen = true
      events.push({ type: 'handChosen', player })
      if (state.players.every((p) => p.chosen)) {
        state.phase = 'turn'
        for (const p of state.players) p.chosen = false
        startRound(state, ruleset, rng, events)
      }
      break
    }
    case 'play': {
      me.hand.splice(me.hand.indexOf(action.card), 1)
      const card = sideCardOnTable(action.card, action.sign, me.table, ruleset)
      if (card === null)
        throw new Error('refuse() lets a double through only when it has a card to copy')
      me.table.push(card)
      state.sidePlayedThisTurn += 1
      const sign: Sign | null = needsSign(action.card, ruleset.tiebreaker === 'played')
        ? (action.sign ?? null)
        : null
      events.push({
        type: 'play',
        player,
        card: action.card,
        sign,
        value: card.sign * card.face,
        total: totalOf(state, player),
      })
      for (const [owner, index] of cardsTurnedBy(action.card, player, [
        state.players[0].table,
        state.players[1].table,
      ])) {
        const turned = state.players[owner].table[index]
        if (!turned) continue
        turned.sign = turned.sign === 1 ? -1 : 1
        if (turned.turned) delete turned.turned
        else turned.turned = true
        events.push({
          type: 'flip',
          player: owner,
          index,
          sign: turned.sign,
          total: totalOf(state, owner),
        })
      }
      afterCardLanded(state, ruleset, rng, events, player)
      break
    }
    case 'end':
    case 'stand': {
      // Ending the turn or standing over 20 is a bust either way.
      const total = totalOf(state, player)
      if (total > ruleset.target) {
        events.push({ type: 'bust', player, total })
        endRound(state, ruleset, rng, events, other(player), 'bust')
      } else if (action.type === 'end') {
        events.push({ type: 'endTurn', player, total })
        const next = state.players[other(player)].standing ? player : other(player)
        startTurn(state, ruleset, rng, events, next)
      } else {
        me.standing = true
        events.push({ type: 'stand', player, total, auto: false })
        afterStand(state, ruleset, rng, events, player)
      }
      break
    }
  }
  state.rng = rng.state
  return { ok: true, state, events }
}

/**
 * Why an action may not be taken now, as a reason code and its parameters, or null when it may.
 * The single place rules say no; the renderer words the reason in the player's language.
 */
export function refuse(state: MatchState, action: Action): Refusal | null {
  const ruleset = RULESETS[state.rules]
  if (action.player !== 0 && action.player !== 1) return { reason: 'not-a-player' }
  const me = state.players[action.player]
  if (state.phase === 'over') return { reason: 'match-over' }
  if (action.type === 'choose') {
    if (state.phase !== 'choose') return { reason: 'not-choosing-time' }
    if (me.chosen) return { reason: 'hand-already-chosen' }
    const pool = poolOf(me)
    const size = Math.min(ruleset.handSize, pool.length)
    if (action.cards.length !== size) return { reason: 'wrong-hand-size', count: size }
    for (const code of action.cards) {
      const at = pool.indexOf(code)
      if (at < 0) return { reason: 'not-in-side-deck', card: code }
      pool.splice(at, 1)
    }
    return null
  }
  if (state.phase === 'choose') return { reason: 'hands-not-chosen' }
  if (me.standing) return { reason: 'standing' }
  if (state.turn !== action.player) return { reason: 'not-your-turn' }
  if (action.type !== 'play') return null

  const code = action.card
  if (!me.hand.includes(code)) return { reason: 'no-such-card-in-hand', card: code }
  if (cardInfo(code).kind === 'tiebreaker' && ruleset.tiebreaker === 'held') {
    return { reason: 'tiebreaker-is-held' }
  }
  const limit = ruleset.sideCardsPerTurn
  if (limit !== null && state.sidePlayedThisTurn >= limit) {
    return limit === 1 ? { reason: 'side-card-played' } : { reason: 'side-card-limit', limit }
  }
  if (me.table.length >= ruleset.tableSize) return { reason: 'table-full' }
  const signed = needsSign(code, ruleset.tiebreaker === 'played')
  if (signed && action.sign !== '+' && action.sign !== '-')
    return { reason: 'sign-needed', card: code }
  if (!signed && action.sign !== undefined) return { reason: 'no-sign', card: code }
  if (sideCardOnTable(code, action.sign, me.table, ruleset) === null)
    return { reason: 'nothing-to-double' }
  return null
}

function startRound(state: MatchState, ruleset: Ruleset, rng: Rng, events: MatchEvent[]): void {
  for (const player of state.players) {
    player.table = []
    player.standing = false
  }
  if (ruleset.mainDeck === 'shoe') state.shoe = freshShoe(rng)
  events.push({ type: 'roundStart', set: state.set, round: state.round, opener: state.opener })
  startTurn(state, ruleset, rng, events, state.opener)
}

/** A cantina shoe: four of each value 1..10, shuffled; cards are drawn from its end. */
function freshShoe(rng: Rng): number[] {
  const shoe: number[] = []
  for (let value = 1; value <= 10; value++) shoe.push(value, value, value, value)
  return rng.shuffle(shoe)
}

function drawMainCard(state: MatchState, rng: Rng): number {
  const forced = state.forcedDraws.shift()
  if (forced !== undefined) {
    // A forced card still comes out of the shoe, so the shoe never holds a fifth of a value.
    const at = state.shoe.lastIndexOf(forced)
    if (at >= 0) state.shoe.splice(at, 1)
    return forced
  }
  if (state.shoe.length > 0) return state.shoe.pop() as number
  return rng.int(1, 10)
}

function startTurn(
  state: MatchState,
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  player: PlayerIndex,
): void {
  state.turn = player
  state.sidePlayedThisTurn = 0
  events.push({ type: 'turn', player })
  const value = drawMainCard(state, rng)
  state.players[player].table.push({ code: null, face: value, sign: 1 })
  events.push({ type: 'draw', player, value, total: totalOf(state, player) })
  afterCardLanded(state, ruleset, rng, events, player)
}

/** Filling the table wins at once; a total of exactly 20 stands by itself. */
function afterCardLanded(
  state: MatchState,
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  player: PlayerIndex,
): void {
  const me = state.players[player]
  const total = totalOf(state, player)
  if (me.table.length >= ruleset.tableSize && total <= ruleset.target) {
    events.push({ type: 'fill', player, total })
    endRound(state, ruleset, rng, events, player, 'fill')
  } else if (total === ruleset.target) {
    me.standing = true
    events.push({ type: 'stand', player, total, auto: true })
    afterStand(state, ruleset, rng, events, player)
  }
}

function afterStand(
  state: MatchState,
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  player: PlayerIndex,
): void {
  if (state.players[other(player)].standing) resolveStands(state, ruleset, rng, events)
  else startTurn(state, ruleset, rng, events, other(player))
}

/** Both players stand: the higher total wins; a tie goes to a tiebreaker or is replayed. */
function resolveStands(state: MatchState, ruleset: Ruleset, rng: Rng, events: MatchEvent[]): void {
  const totals = [totalOf(state, 0), totalOf(state, 1)] as const
  // A twist can push a standing player over 20 after they stood; over 20 never wins.
  for (const player of [0, 1] as const) {
    if (totals[player] > ruleset.target) {
      events.push({ type: 'bust', player, total: totals[player] })
      return endRound(state, ruleset, rng, events, other(player), 'bust')
    }
  }
  if (totals[0] !== totals[1]) {
    return endRound(state, ruleset, rng, events, totals[0] > totals[1] ? 0 : 1, 'stand')
  }
  const holds = state.players.map((p) =>
    ruleset.tiebreaker === 'played' ? p.table.some((c) => c.code === 'TB') : p.hand.includes('TB'),
  )
  if (holds[0] === holds[1]) return endRound(state, ruleset, rng, events, null, 'tie')
  const winner: PlayerIndex = holds[0] ? 0 : 1
  if (ruleset.tiebreaker === 'held') {
    // The held tiebreaker is spent when it fires.
    const hand = state.players[winner].hand
    hand.splice(hand.indexOf('TB'), 1)
  }
  events.push({ type: 'tiebreaker', player: winner })
  endRound(state, ruleset, rng, events, winner, 'tiebreaker')
}

function endRound(
  state: MatchState,
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  winner: PlayerIndex | null,
  reason: RoundReason,
): void {
  const totals: [number, number] = [totalOf(state, 0), totalOf(state, 1)]
  state.rounds.push({ set: state.set, winner, reason: winner === null ? 'tie' : reason, totals })
  if (winner !== null) state.players[winner].roundWins += 1
  events.push({
    type: 'roundEnd',
    winner,
    reason: winner === null ? 'tie' : reason,
    totals,
    roundWins: [state.players[0].roundWins, state.players[1].roundWins],
  })
  state.turn = null
  state.round += 1
  if (winner !== null && state.players[winner].roundWins >= ruleset.roundsToWin) {
    return endSet(state, ruleset, rng, events, winner)
  }
  // House choice: the loser of a round opens the next; after a tie the same player opens again.
  if (winner !== null) state.opener = other(winner)
  startRound(state, ruleset, rng, events)
}

function endSet(
  state: MatchState,
  ruleset: Ruleset,
  rng: Rng,
  events: MatchEvent[],
  winner: PlayerIndex,
): void {
  const champion = state.players[winner]
  champion.setWins += 1
  events.push({
    type: 'setEnd',
    winner,
    setWins: [state.players[0].setWins, state.players[1].setWins],
  })
  if (champion.setWins >= ruleset.setsToWin) {
    state.phase = 'over'
    state.winner = winner
    events.push({ type: 'matchEnd', winner })
    return
  }
  state.set += 1
  for (const player of state.players) {
    player.roundWins = 0
    player.table = []
    player.standing = false
  }
  if (ruleset.muck) {
    champion.mucked.push(...champion.brought)
    events.push({ type: 'muck', player: winner, cards: [...champion.brought] })
  }
  state.opener = winner
  if (ruleset.handPer === 'set') {
    if (ruleset.hand === 'chosen') {
      for (const player of state.players) {
        player.hand = []
        player.brought = []
        player.chosen = false
      }
      state.phase = 'choose'
      events.push({ type: 'chooseHands', set: state.set })
      return
    }
    for (const player of state.players) dealHand(player, ruleset, rng)
    events.push({ type: 'handsDealt' })
  }
  startRound(state, ruleset, rng, events)
}

/** A deep copy of the state, written out by hand: apply is the hot path of every AI search. */
export function cloneState(state: MatchState): MatchState {
  return {
    ...state,
    forcedDraws: state.forcedDraws.slice(),
    shoe: state.shoe.slice(),
    players: [clonePlayer(state.players[0]), clonePlayer(state.players[1])],
    rounds: state.rounds.map(cloneRound),
  }
}

function cloneRound(round: RoundRecord): RoundRecord {
  return {
    set: round.set,
    winner: round.winner,
    reason: round.reason,
    totals: [round.totals[0], round.totals[1]],
  }
}

function clonePlayer(player: PlayerState): PlayerState {
  return {
    sideDeck: player.sideDeck.slice(),
    mucked: player.mucked.slice(),
    brought: player.brought.slice(),
    hand: player.hand.slice(),
    chosen: player.chosen,
    table: player.table.map(cloneCard),
    standing: player.standing,
    roundWins: player.roundWins,
    setWins: player.setWins,
  }
}

function cloneCard(card: TableCard): TableCard {
  return card.turned
    ? { code: card.code, face: card.face, sign: card.sign, turned: true }
    : { code: card.code, face: card.face, sign: card.sign }
}
