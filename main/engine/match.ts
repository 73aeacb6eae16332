import type { DeckProblem, Refusal } from '@common/messages'
import * as cards from '@common/cards'
import type { CardCode, SideCardInfo, Sign } from '@common/cards'
import * as rulesets from '@common/rulesets'
import type { Ruleset, RulesetId } from '@common/rulesets'
import * as drafts from './draft'
import { seedState } from './rng'
import * as sideDecks from './side-deck'
import * as tables from './table'
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

// The rules call these on every action. Under tsx (the CLIs, the bench, the sims: CommonJS)
// every use of an imported name runs two getters, one of them megamorphic, so they are read
// from their modules once, here (docs/architecture.md, "The engine's speed").
const { cardInfo, kindNeedsSign } = cards
const { RULESETS } = rulesets
const { Draft } = drafts
type Draft = drafts.Draft
const { cardsTurnedBy, kindCanLand, sideCardOnTable, tableTotal, turnedOverOnce } = tables
const { validateSideDeck } = sideDecks

/** A setup no player could have made, as a code (the scenario CLI words it in English). */
export type SetupProblem =
  | { reason: 'side-deck'; player: PlayerIndex; problems: DeckProblem[] }
  | { reason: 'hand-size'; player: PlayerIndex; count: number; size: number }
  | { reason: 'hand-card-not-in-ruleset'; player: PlayerIndex; rules: RulesetId; card: CardCode }
  | { reason: 'draw-out-of-range'; value: number }

/** Thrown by createMatch for a setup no player could have made; `problem` says which. */
export class MatchSetupError extends Error {
  override name = 'MatchSetupError'
  constructor(readonly problem: SetupProblem) {
    super(`match setup refused: ${JSON.stringify(problem)}`)
  }
}

const other = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0)
const PLAYERS = [0, 1] as const

/** A player's total as their table stands, clamped at zero where the ruleset says so. */
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
  for (const player of PLAYERS) checkDeck(setup, player)
  for (const player of PLAYERS) {
    const hand = setup.hands?.[player] ?? []
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
  }
  for (const value of setup.draws ?? []) {
    if (!Number.isInteger(value) || value < 1 || value > 10) {
      throw new MatchSetupError({ reason: 'draw-out-of-range', value })
    }
  }

  const state: MatchState = {
    version: 1,
    rules: setup.rules,
    rng: seedState(setup.seed),
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
  const d = new Draft(state, true)

  state.opener = setup.opener ?? firstOpener(d)

  if (setup.hands) {
    for (const p of PLAYERS) {
      const hand = setup.hands[p]
      d.player(p).hand = [...hand]
      d.player(p).brought = [...hand]
    }
  } else if (ruleset.hand === 'dealt') {
    for (const p of PLAYERS) dealHand(d, p)
    d.emit({ type: 'handsDealt' })
  } else {
    state.phase = 'choose'
    d.emit({ type: 'chooseHands', set: 1 })
  }

  if (state.phase === 'turn') startRound(d)
  return { state: d.done(), events: d.events }
}

/**
 * Throws MatchSetupError when the player's side deck breaks the ruleset's limits. The same decks
 * start match after match (a player's own, an opponent's), so each seat's deck last found good
 * is kept, and a deck with the same cards under the same ruleset is not counted again.
 */
function checkDeck(setup: MatchSetup, player: PlayerIndex): void {
  const deck = setup.sideDecks[player]
  const good = GOOD_DECKS[player]
  if (good.rules === setup.rules && sameCards(good.deck, deck)) return
  const check = validateSideDeck(deck, setup.rules)
  if (!check.ok)
    throw new MatchSetupError({ reason: 'side-deck', player, problems: check.problems })
  good.rules = setup.rules
  good.deck = deck.slice()
}

const GOOD_DECKS: [GoodDeck, GoodDeck] = [
  { rules: null, deck: [] },
  { rules: null, deck: [] },
]

/** A seat's side deck last found good, with the ruleset it was checked against. */
interface GoodDeck {
  rules: RulesetId | null
  deck: readonly CardCode[]
}

/** Whether two lists hold the same cards in the same order. */
export function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** A player at the start of a match: their side deck and nothing else yet. */
function newPlayer(deck: readonly CardCode[]): PlayerState {
  return {
    sideDeck: deck.slice(),
    mucked: [],
    brought: [],
    hand: [],
    chosen: false,
    table: [],
    standing: false,
    roundWins: 0,
    setWins: 0,
  }
}

function firstOpener(d: Draft): PlayerIndex {
  if (d.ruleset.firstOpener === 'coin') {
    const player = d.int(0, 1) as PlayerIndex
    d.emit({ type: 'opener', player, draws: [] })
    return player
  }
  // Each player draws a green card; the higher opens, and equal cards are drawn again. These
  // are the match's first main-deck cards, so forced draws (scenario files) decide them too.
  const draws: [number, number][] = []
  for (;;) {
    const pair: [number, number] = [greenForOpener(d), greenForOpener(d)]
    draws.push(pair)
    if (pair[0] !== pair[1]) {
      const player: PlayerIndex = pair[0] > pair[1] ? 0 : 1
      d.emit({ type: 'opener', player, draws })
      return player
    }
  }
}

function greenForOpener(d: Draft): number {
  return d.state.forcedDraws.length > 0 ? (d.forcedDraws().shift() as number) : d.int(1, 10)
}

function dealHand(d: Draft, p: PlayerIndex): void {
  const player = d.player(p)
  player.hand = d.shuffle(poolOf(player)).slice(0, d.ruleset.handSize)
  player.brought = [...player.hand]
}

/**
 * Applies one action by one player. Never throws for a bad action: it returns the refusal
 * (a reason code, see `refuse`) and leaves the state as it was. The state returned shares what
 * the action did not change with the one given; neither may be changed afterwards.
 */
export function apply(previous: MatchState, action: Action): ApplyResult {
  const refusal = refuse(previous, action)
  if (refusal !== null) return { ok: false, error: refusal }
  const d = new Draft(previous)
  const player = action.player
  switch (action.type) {
    case 'choose':
      chooseHand(d, player, action.cards)
      break
    case 'play':
      playSideCard(d, player, action.card, action.sign)
      break
    case 'end':
    case 'stand': {
      // Ending the turn or standing over 20 is a bust either way.
      const total = d.total(player)
      if (total > d.ruleset.target) {
        d.emit({ type: 'bust', player, total })
        endRound(d, other(player), 'bust')
      } else if (action.type === 'end') {
        d.emit({ type: 'endTurn', player, total })
        startTurn(d, d.state.players[other(player)].standing ? player : other(player))
      } else {
        d.player(player).standing = true
        d.emit({ type: 'stand', player, total, auto: false })
        afterStand(d, player)
      }
      break
    }
  }
  return { ok: true, state: d.done(), events: d.events }
}

function chooseHand(d: Draft, player: PlayerIndex, cards: readonly CardCode[]): void {
  const me = d.player(player)
  me.hand = [...cards]
  me.brought = [...cards]
  me.chosen = true
  d.emit({ type: 'handChosen', player })
  if (d.state.players[0].chosen && d.state.players[1].chosen) {
    d.state.phase = 'turn'
    for (const p of PLAYERS) d.player(p).chosen = false
    startRound(d)
  }
}

function playSideCard(
  d: Draft,
  player: PlayerIndex,
  code: CardCode,
  chosenSign: Sign | undefined,
): void {
  d.player(player).hand = withoutOne(d.state.players[player].hand, code)
  // Looked up once for the three questions below (refuse has asked its own already).
  const info = cardInfo(code)
  const card = sideCardOnTable(code, chosenSign, d.state.players[player].table, d.ruleset, info)
  if (card === null)
    throw new Error('refuse() lets a double through only when it has a card to copy')
  d.place(player, card)
  d.state.sidePlayedThisTurn += 1
  const sign: Sign | null = kindNeedsSign(info.kind, d.ruleset.tiebreaker === 'played')
    ? (chosenSign ?? null)
    : null
  const total = d.total(player)
  d.emit({ type: 'play', player, card: code, sign, value: card.sign * card.face, total })
  const { players } = d.state
  const turned = cardsTurnedBy(code, player, [players[0].table, players[1].table], info)
  for (const [owner, index] of turned) {
    const table = d.table(owner)
    const was = table[index]
    if (!was) continue
    // A new card in its place: the old one may still lie on the previous state's table.
    const now = turnedOverOnce(was)
    table[index] = now
    d.emit({ type: 'flip', player: owner, index, sign: now.sign, total: d.total(owner) })
  }
  // The flips above may have changed the total the play event gave.
  afterCardLanded(d, player, turned.length > 0 ? d.total(player) : total)
}

/**
 * The hand less one copy of the card, as a new list: the hand given may be the previous
 * state's. Built card by card, which costs less than a copy and a splice.
 */
function withoutOne(hand: readonly CardCode[], code: CardCode): CardCode[] {
  const at = hand.indexOf(code)
  const rest: CardCode[] = []
  for (let i = 0; i < hand.length; i++) if (i !== at) rest.push(hand[i] as CardCode)
  return rest
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
  const kind = cardInfo(code).kind
  const refusal = refuseKind(state, ruleset, action.player, kind)
  if (refusal !== null) return refusal
  const signed = kindNeedsSign(kind, ruleset.tiebreaker === 'played')
  if (signed && action.sign !== '+' && action.sign !== '-')
    return { reason: 'sign-needed', card: code }
  if (!signed && action.sign !== undefined) return { reason: 'no-sign', card: code }
  if (!kindCanLand(kind, me.table, ruleset)) return { reason: 'nothing-to-double' }
  return null
}

/**
 * Why the player, whose turn it is, may not play this card from their hand now, whatever sign
 * they give it (null when they may). Part of `refuse`; legalActions asks it card by card.
 */
export function refuseSideCard(
  state: MatchState,
  player: PlayerIndex,
  code: CardCode,
): Refusal | null {
  return refuseKind(state, RULESETS[state.rules], player, cardInfo(code).kind)
}

/** refuseSideCard for a card of this kind, the ruleset already looked up. */
function refuseKind(
  state: MatchState,
  ruleset: Ruleset,
  player: PlayerIndex,
  kind: SideCardInfo['kind'],
): Refusal | null {
  if (ruleset.tiebreaker === 'held' && kind === 'tiebreaker')
    return { reason: 'tiebreaker-is-held' }
  return refuseTurn(state, ruleset, player)
}

/**
 * Why the player, whose turn it is, may play no side card at all now (null when they may play
 * some). Part of `refuseSideCard`; legalActions asks it once a turn before it asks card by card.
 */
export function refuseSideCards(state: MatchState, player: PlayerIndex): Refusal | null {
  return refuseTurn(state, RULESETS[state.rules], player)
}

/** refuseSideCards, the ruleset already looked up. */
function refuseTurn(state: MatchState, ruleset: Ruleset, player: PlayerIndex): Refusal | null {
  const limit = ruleset.sideCardsPerTurn
  if (limit !== null && state.sidePlayedThisTurn >= limit) {
    return limit === 1 ? { reason: 'side-card-played' } : { reason: 'side-card-limit', limit }
  }
  if (state.players[player].table.length >= ruleset.tableSize) return { reason: 'table-full' }
  return null
}

function startRound(d: Draft): void {
  for (const p of PLAYERS) {
    const player = d.player(p)
    player.table = []
    player.standing = false
  }
  if (d.ruleset.mainDeck === 'shoe') d.state.shoe = freshShoe(d)
  const { set, round, opener } = d.state
  d.emit({ type: 'roundStart', set, round, opener })
  startTurn(d, opener)
}

/** A cantina shoe: four of each value 1..10, shuffled; cards are drawn from its end. */
function freshShoe(d: Draft): number[] {
  const shoe: number[] = []
  for (let value = 1; value <= 10; value++) shoe.push(value, value, value, value)
  return d.shuffle(shoe)
}

function drawMainCard(d: Draft): number {
  if (d.state.forcedDraws.length > 0) {
    const forced = d.forcedDraws().shift() as number
    // A forced card still comes out of the shoe, so the shoe never holds a fifth of a value.
    const at = d.state.shoe.lastIndexOf(forced)
    if (at >= 0) d.shoe().splice(at, 1)
    return forced
  }
  if (d.state.shoe.length > 0) return d.shoe().pop() as number
  return d.int(1, 10)
}

function startTurn(d: Draft, player: PlayerIndex): void {
  d.state.turn = player
  d.state.sidePlayedThisTurn = 0
  d.emit({ type: 'turn', player })
  const value = drawMainCard(d)
  d.place(player, { code: null, face: value, sign: 1 })
  const total = d.total(player)
  d.emit({ type: 'draw', player, value, total })
  afterCardLanded(d, player, total)
}

/** Filling the table wins at once; a total of exactly 20 stands by itself. `total` is the player's now. */
function afterCardLanded(d: Draft, player: PlayerIndex, total: number): void {
  const { ruleset } = d
  if (d.state.players[player].table.length >= ruleset.tableSize && total <= ruleset.target) {
    d.emit({ type: 'fill', player, total })
    endRound(d, player, 'fill')
  } else if (total === ruleset.target) {
    d.player(player).standing = true
    d.emit({ type: 'stand', player, total, auto: true })
    afterStand(d, player)
  }
}

function afterStand(d: Draft, player: PlayerIndex): void {
  if (d.state.players[other(player)].standing) resolveStands(d)
  else startTurn(d, other(player))
}

/** Both players stand: the higher total wins; a tie goes to a tiebreaker or is replayed. */
function resolveStands(d: Draft): void {
  const { ruleset } = d
  const totals = [d.total(0), d.total(1)] as const
  // A twist can push a standing player over 20 after they stood; over 20 never wins.
  for (const player of PLAYERS) {
    if (totals[player] > ruleset.target) {
      d.emit({ type: 'bust', player, total: totals[player] })
      return endRound(d, other(player), 'bust')
    }
  }
  if (totals[0] !== totals[1]) return endRound(d, totals[0] > totals[1] ? 0 : 1, 'stand')
  const holds = [holdsTiebreaker(d, 0), holdsTiebreaker(d, 1)] as const
  if (holds[0] === holds[1]) return endRound(d, null, 'tie')
  const winner: PlayerIndex = holds[0] ? 0 : 1
  if (ruleset.tiebreaker === 'held') {
    // The held tiebreaker is spent when it fires.
    d.player(winner).hand = withoutOne(d.state.players[winner].hand, 'TB')
  }
  d.emit({ type: 'tiebreaker', player: winner })
  endRound(d, winner, 'tiebreaker')
}

/** Whether the player's tiebreaker decides a tie: on their table (played) or in their hand (held). */
function holdsTiebreaker(d: Draft, player: PlayerIndex): boolean {
  const me = d.state.players[player]
  if (d.ruleset.tiebreaker === 'held') return me.hand.includes('TB')
  for (const card of me.table) if (card.code === 'TB') return true
  return false
}

function endRound(d: Draft, winner: PlayerIndex | null, reason: RoundReason): void {
  const { state } = d
  const t0 = d.total(0)
  const t1 = d.total(1)
  const settled: RoundReason = winner === null ? 'tie' : reason
  d.rounds().push({ set: state.set, winner, reason: settled, totals: [t0, t1] })
  if (winner !== null) d.player(winner).roundWins += 1
  d.emit({
    type: 'roundEnd',
    winner,
    reason: settled,
    totals: [t0, t1],
    roundWins: [state.players[0].roundWins, state.players[1].roundWins],
  })
  state.turn = null
  state.round += 1
  if (winner !== null && state.players[winner].roundWins >= d.ruleset.roundsToWin) {
    return endSet(d, winner)
  }
  // House choice: the loser of a round opens the next; after a tie the same player opens again.
  if (winner !== null) state.opener = other(winner)
  startRound(d)
}

function endSet(d: Draft, winner: PlayerIndex): void {
  const { ruleset, state } = d
  const champion = d.player(winner)
  champion.setWins += 1
  d.emit({
    type: 'setEnd',
    winner,
    setWins: [state.players[0].setWins, state.players[1].setWins],
  })
  if (champion.setWins >= ruleset.setsToWin) {
    state.phase = 'over'
    state.winner = winner
    d.emit({ type: 'matchEnd', winner })
    return
  }
  state.set += 1
  for (const p of PLAYERS) {
    const player = d.player(p)
    player.roundWins = 0
    player.table = []
    player.standing = false
  }
  if (ruleset.muck) {
    champion.mucked = [...champion.mucked, ...champion.brought]
    d.emit({ type: 'muck', player: winner, cards: [...champion.brought] })
  }
  state.opener = winner
  if (ruleset.handPer === 'set') {
    if (ruleset.hand === 'chosen') {
      for (const p of PLAYERS) {
        const player = d.player(p)
        player.hand = []
        player.brought = []
        player.chosen = false
      }
      state.phase = 'choose'
      d.emit({ type: 'chooseHands', set: state.set })
      return
    }
    for (const p of PLAYERS) dealHand(d, p)
    d.emit({ type: 'handsDealt' })
  }
  startRound(d)
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
