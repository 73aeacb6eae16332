/**
 * The engine's guarantees checked over one seeded random match: random side decks, random legal
 * actions taken from legalActions until the match is over. The invariants are the guarantees of
 * docs/rules.md plus the cantina shoe, and that every move not offered is refused with a reason.
 * main/engine/match.property.test.ts runs a share of the matches with the unit tests;
 * match.property.slow.test.ts runs 10,000 more a ruleset.
 */
import type { CardCode } from '@common/cards'
import { legalActions } from '@main/engine/legal'
import { apply, cloneState, createMatch, poolOf, totalOf } from '@main/engine/match'
import { nextFloat } from '@main/engine/rng'
import { RULESETS, type RulesetId } from '@common/rulesets'
import { validateSideDeck } from '@main/engine/side-deck'
import type { Action, MatchEvent, MatchState, PlayerIndex, TableCard } from '@common/match'
import { blockedFor, view } from '@main/engine/view'

/** No match needs this many actions: a round is at most 18 draws plus side cards. */
const ACTION_CAP = 4_000

/**
 * A plain check for the hot loop: vitest's expect is too slow to call a million times. The
 * message says which guarantee broke; fast-check then reports the seed and the run.
 */
function ensure(condition: boolean, broken: string): void {
  if (!condition) throw new Error(broken)
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

function sameCards(a: readonly CardCode[], b: readonly CardCode[]): boolean {
  return a.length === b.length && a.every((code, i) => code === b[i])
}

/** The stream of choices: its own generator, so it never disturbs the match's. */
class Choices {
  constructor(private state: number) {}
  below(n: number): number {
    const [value, next] = nextFloat(this.state)
    this.state = next
    return Math.floor(value * n)
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}

/** A random side deck the ruleset allows (gold cards and tiebreakers included where it has them). */
function randomDeck(rules: RulesetId, choices: Choices): CardCode[] {
  const cards = RULESETS[rules].cards
  for (;;) {
    const deck = Array.from({ length: 10 }, () => choices.pick(cards))
    if (validateSideDeck(deck, rules).ok) return deck
  }
}

/** The total worked out again, independently of the engine: fold the table, clamping in cantina. */
function foldTotal(table: readonly TableCard[], clamp: boolean): number {
  return table.reduce((total, card) => {
    const next = total + (card.sign === 1 ? card.face : -card.face)
    return clamp ? Math.max(0, next) : next
  }, 0)
}

function without(cards: readonly CardCode[], removed: readonly CardCode[]): CardCode[] {
  const rest = [...cards]
  for (const code of removed) {
    const at = rest.indexOf(code)
    if (at < 0) throw new Error(`${code} left a hand that did not hold it`)
    rest.splice(at, 1)
  }
  return rest
}

/** Checks that hold for every state the engine returns. */
function checkState(state: MatchState): void {
  const ruleset = RULESETS[state.rules]
  for (const p of [0, 1] as const) {
    const player = state.players[p]
    ensure(player.table.length <= ruleset.tableSize, 'more than 9 cards on a table')
    ensure(
      totalOf(state, p) === foldTotal(player.table, ruleset.clampAtZero),
      'a total differs from its table',
    )
    for (const card of player.table) {
      ensure(card.sign === 1 || card.sign === -1, 'a card with no sign')
      if (card.code === null) ensure(card.face >= 1 && card.face <= 10, 'a green card off 1..10')
    }
    ensure(player.roundWins <= ruleset.roundsToWin, 'more round wins than a set needs')
    // A hand is always part of what the player brought into the set (throws otherwise).
    without(player.brought, player.hand)
  }
  ensure((state.phase === 'over') === (state.winner !== null), 'a winner without the match over')
  ensure(state.phase !== 'turn' || state.turn !== null, 'a turn with nobody to act')
  if (ruleset.mainDeck === 'shoe' && state.phase === 'turn') {
    // No forced draws here, so shoe + both tables' green cards are exactly four of each value.
    const counts = new Array<number>(11).fill(0)
    const count = (value: number): void => {
      counts[value] = (counts[value] ?? 0) + 1
    }
    state.shoe.forEach(count)
    for (const player of state.players)
      for (const card of player.table) if (card.code === null) count(card.face)
    ensure(
      counts.slice(1).every((n) => n === 4),
      `the shoe and tables hold ${counts.join(',')}`,
    )
  }
}

/** Checks on one step: hands shrink only by what was played, round wins only count up. */
function checkStep(
  before: MatchState,
  action: Action,
  after: MatchState,
  events: MatchEvent[],
): void {
  const ruleset = RULESETS[after.rules]
  const newSet = after.set !== before.set
  for (const p of [0, 1] as const) {
    const was = before.players[p]
    const now = after.players[p]
    if (action.type === 'choose') {
      const mine = action.player === p
      ensure(sameCards(now.hand, mine ? action.cards : was.hand), 'a choice changed the wrong hand')
      if (mine) without(poolOf(was), action.cards)
    } else if (!newSet) {
      const played: CardCode[] = action.type === 'play' && action.player === p ? [action.card] : []
      const fired =
        ruleset.tiebreaker === 'held' &&
        events.some((e) => e.type === 'tiebreaker' && e.player === p)
      const expected = without(was.hand, fired ? [...played, 'TB'] : played)
      ensure(sameCards(now.hand, expected), 'a hand changed by more than the card played')
    } else {
      // A new set: a hand is made anew only where the ruleset says so, by choosing it.
      ensure(ruleset.handPer === 'set' && after.phase === 'choose', 'a new set without choosing')
      ensure(now.hand.length === 0, 'a hand carried into a new set')
    }
    if (!newSet) {
      ensure(now.roundWins >= was.roundWins, 'round wins counted down within a set')
      // The last set ends the match without a new set number.
      const wonMatch = after.phase === 'over' && after.winner === p
      ensure(now.setWins === was.setWins + (wonMatch ? 1 : 0), 'set wins changed mid-set')
    } else {
      ensure(now.roundWins === 0, 'round wins carried into a new set')
    }
  }
  const ended = after.rounds.slice(before.rounds.length)
  if (!newSet) {
    const gained =
      after.players[0].roundWins -
      before.players[0].roundWins +
      (after.players[1].roundWins - before.players[1].roundWins)
    ensure(gained === ended.filter((r) => r.winner !== null).length, 'a round win with no round')
  } else {
    ensure(after.set === before.set + 1, 'a set skipped')
    const gained = [0, 1].map(
      (p) => after.players[p as PlayerIndex].setWins - before.players[p as PlayerIndex].setWins,
    )
    ensure(gained.sort().join() === '0,1', 'a set ended without exactly one winner')
  }
}

/**
 * The view hides what it must: it is the same view whatever the opponent holds in hand,
 * whatever the shoe's order and whatever the generator's state. It names who took each set so
 * far as the engine's `setEnd` events did, in order (`taken`).
 */
function checkView(state: MatchState, you: PlayerIndex, taken: readonly PlayerIndex[]): void {
  const ruleset = RULESETS[state.rules]
  const seen = view(state, you)
  const them: PlayerIndex = you === 0 ? 1 : 0
  ensure(same(seen.setWinners, taken), 'the view names set winners the events did not')
  ensure(seen.players[them].hand === null, "the opponent's hand is shown")
  ensure(sameCards(seen.players[you].hand ?? [], state.players[you].hand), 'your hand is hidden')
  ensure((seen.players[them].pool === null) === !ruleset.poolsPublic, 'the pool shown wrongly')
  const text = JSON.stringify(seen)
  for (const key of ['rng', 'shoe', 'forcedDraws', 'sideDeck', 'brought']) {
    ensure(!text.includes(`"${key}"`), `the view shows ${key}`)
  }
  ensure(
    seen.legal.every((a) => a.player === you),
    "the view lists the opponent's actions",
  )
  const secret = cloneState(state)
  const hand = secret.players[them].hand
  secret.players[them].hand = hand.map(() => (hand.includes('+1') ? '-6' : '+1'))
  secret.shoe.reverse()
  secret.rng = (state.rng + 12345) >>> 0
  ensure(JSON.stringify(view(secret, you)) === text, 'the view changes with a secret')
}

/**
 * Every card in the player's hand is either offered (legalActions) or refused with a reason
 * (the view's `blocked`), never both and never neither; so is ending the turn, and no refusal
 * names a card the hand does not hold.
 */
function checkBlocked(state: MatchState, you: PlayerIndex): void {
  const legal = legalActions(state, you)
  const { turn, cards } = blockedFor(state, you)
  const hand = state.players[you].hand
  ensure(
    (turn === null) === legal.some((a) => a.type === 'end'),
    'ending the turn both offered and refused, or neither',
  )
  for (const card of hand) {
    const offered = legal.some((a) => a.type === 'play' && a.card === card)
    ensure(offered !== (cards[card] !== undefined), `${card} both offered and refused, or neither`)
  }
  for (const card of Object.keys(cards)) {
    ensure(hand.includes(card as CardCode), `a refusal for ${card}, which is not in hand`)
  }
}

interface Played {
  final: MatchState
  actions: Action[]
  /** who took each set, in order, as the engine's `setEnd` events said */
  taken: PlayerIndex[]
}

function playMatch(rules: RulesetId, seed: number, choiceSeed: number): Played {
  const choices = new Choices(choiceSeed)
  const sideDecks: [CardCode[], CardCode[]] = [
    randomDeck(rules, choices),
    randomDeck(rules, choices),
  ]
  let state = createMatch({ rules, seed, sideDecks }).state
  checkState(state)
  checkBlocked(state, 0)
  checkBlocked(state, 1)
  const actions: Action[] = []
  const taken: PlayerIndex[] = []
  let drawnThisRound = new Map<number, number>()
  while (state.phase !== 'over') {
    ensure(actions.length < ACTION_CAP, 'a match that does not end')
    const acting: PlayerIndex =
      state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn as PlayerIndex)
    if (state.phase === 'turn') {
      ensure(legalActions(state, acting === 0 ? 1 : 0).length === 0, 'both players may act')
    }
    const action = choices.pick(legalActions(state, acting))
    const result = apply(state, action)
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.reason}`)
    checkState(result.state)
    checkStep(state, action, result.state, result.events)
    checkBlocked(result.state, 0)
    checkBlocked(result.state, 1)
    for (const event of result.events) if (event.type === 'setEnd') taken.push(event.winner)
    // The view is the costliest check (a choose-phase view lists every possible hand): look at
    // a sample of the states, from either side.
    const sample = result.state.phase === 'choose' ? 60 : 25
    if (choices.below(sample) === 0) checkView(result.state, choices.below(2) as PlayerIndex, taken)
    if (rules === 'cantina') {
      for (const event of result.events) {
        if (event.type === 'roundStart') drawnThisRound = new Map()
        if (event.type === 'draw') {
          const n = (drawnThisRound.get(event.value) ?? 0) + 1
          drawnThisRound.set(event.value, n)
          ensure(n <= 4, `a fifth ${event.value} drawn from the shoe in one round`)
        }
      }
    }
    actions.push(action)
    state = result.state
  }
  return { final: state, actions, taken }
}

function checkFinished(rules: RulesetId, seed: number, { final, actions, taken }: Played): void {
  const ruleset = RULESETS[rules]
  const winner = final.winner
  ensure(final.phase === 'over' && (winner === 0 || winner === 1), 'a match over with no winner')
  const w = winner as PlayerIndex
  ensure(final.players[w].setWins === ruleset.setsToWin, 'the winner lacks the sets')
  ensure(final.players[w === 0 ? 1 : 0].setWins < ruleset.setsToWin, 'the loser has the sets too')
  ensure(final.rounds.at(-1)?.winner === w, 'the last round went to the loser')
  // every set the match played is named, the last the winner's, in both seats' views
  ensure(taken.length === final.set && taken.at(-1) === w, 'a set ended without its event')
  for (const you of [0, 1] as const)
    ensure(same(view(final, you).setWinners, taken), 'the final view names the wrong set winners')
  ensure(legalActions(final, 0).length + legalActions(final, 1).length === 0, 'play after the end')
  // Replay: the same seed and the same actions give the very same match.
  const sideDecks: [CardCode[], CardCode[]] = [final.players[0].sideDeck, final.players[1].sideDeck]
  let again = createMatch({ rules, seed, sideDecks }).state
  for (const action of actions) {
    const result = apply(again, action)
    if (!result.ok) throw new Error(`the replay refused an action: ${result.error.reason}`)
    again = result.state
  }
  ensure(same(again, final), 'the replay ended in a different state')
}

/** Plays one random match from the two seeds and checks every guarantee on the way and at its end. */
export function checkRandomMatch(rules: RulesetId, seed: number, choiceSeed: number): void {
  checkFinished(rules, seed, playMatch(rules, seed, choiceSeed))
}
