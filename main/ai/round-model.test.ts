import { describe, expect, it } from 'vitest'
import {
  apply,
  createMatch,
  legalActions,
  RULESET_IDS,
  RULESETS,
  totalOf,
  validateSideDeck,
  type CardCode,
  type MatchState,
  type PlayerIndex,
  type RulesetId,
} from '@main/engine'
import { aiRandom, type AiRandom } from './random'
import {
  DRAW,
  fromState,
  handIn,
  legalMoves,
  modelRules,
  move,
  moveOf,
  OVER,
  reasonOf,
  standingIn,
  statusOf,
  tableCountIn,
  totalIn,
  turnOf,
  winnerOf,
  draw,
  actionOf,
  positionHash,
  positionKey,
} from './round-model'

/** A random legal side deck drawn from every card the ruleset has, gold cards included. */
function anyDeck(rules: RulesetId, random: AiRandom): CardCode[] {
  const cards = RULESETS[rules].cards
  for (;;) {
    const deck = Array.from(
      { length: 10 },
      () => cards[random.int(0, cards.length - 1)] as CardCode,
    )
    if (validateSideDeck(deck, rules).ok) return deck
  }
}

const sorted = (cards: readonly CardCode[]): CardCode[] => [...cards].sort()

/**
 * Plays random matches through the engine; before every action the round model is built from
 * the state, makes the same move and draws the same green cards, and must land where the
 * engine did.
 */
function compare(rules: RulesetId, seed: number): number {
  const random = aiRandom(seed)
  let state: MatchState = createMatch({
    rules,
    seed,
    sideDecks: [anyDeck(rules, random), anyDeck(rules, random)],
  }).state
  const modelled = modelRules(rules)
  let checked = 0
  for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
    const player: PlayerIndex = legalActions(state, 0).length > 0 ? 0 : 1
    const legal = legalActions(state, player)
    if (state.phase === 'choose') {
      state = (apply(state, legal[random.int(0, legal.length - 1)]!) as { state: MatchState }).state
      continue
    }
    const s = fromState(state)
    expect(turnOf(s)).toBe(state.turn)
    // The model offers exactly the engine's legal actions.
    const moves: number[] = []
    const n = legalMoves(s, modelled, moves)
    const offered = moves.slice(0, n).map((m) => JSON.stringify(actionOf(s, m, modelled)))
    expect(sorted(offered as CardCode[])).toEqual(
      sorted(legal.map((a) => JSON.stringify(a)) as CardCode[]),
    )
    // Random play that still reaches full tables and stands: plays often, stands late.
    const plays = legal.filter((a) => a.type === 'play')
    const total = totalOf(state, player)
    const roll = random.float()
    const action =
      plays.length > 0 && roll < 0.35
        ? plays[random.int(0, plays.length - 1)]!
        : legal.find((a) => a.type === (total >= 17 && roll < 0.8 ? 'stand' : 'end'))!
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    move(s, moveOf(s, action), modelled)
    const draws = result.events
      .filter((e) => e.type === 'draw')
      .map((e) => (e as { value: number }).value)
    const roundEnd = result.events.find((e) => e.type === 'roundEnd')
    let d = 0
    while (statusOf(s) === DRAW) {
      const value = draws[d++]
      if (value === undefined) break
      draw(s, value, modelled)
    }
    if (roundEnd?.type === 'roundEnd') {
      expect(statusOf(s)).toBe(OVER)
      expect(winnerOf(s)).toBe(roundEnd.winner)
      expect(reasonOf(s)).toBe(roundEnd.reason)
      expect([totalIn(s, 0), totalIn(s, 1)]).toEqual(roundEnd.totals)
      // A held tiebreaker is spent when it fires: the model's hands must match too.
      for (const p of [0, 1] as const)
        if (
          result.state.players[p].roundWins === state.players[p].roundWins + 1 &&
          result.state.set === state.set
        )
          expect(sorted(handIn(s, p))).toEqual(sorted(result.state.players[p].hand))
    } else {
      expect(statusOf(s)).not.toBe(OVER)
      expect(d).toBe(draws.length)
      const next = result.state
      expect(turnOf(s)).toBe(next.turn)
      for (const p of [0, 1] as const) {
        expect(totalIn(s, p)).toBe(totalOf(next, p))
        expect(standingIn(s, p)).toBe(next.players[p].standing)
        expect(tableCountIn(s, p)).toBe(next.players[p].table.length)
        expect(sorted(handIn(s, p))).toEqual(sorted(next.players[p].hand))
      }
      // The whole position, tables and signs included, is the one built from the engine.
      expect(Array.from(s).slice(0, 64)).toEqual(
        Array.from(fromState(next))
          .slice(0, 64)
          .map((x, i) => (i >= 8 && (i - 8) % 28 >= 5 && (i - 8) % 28 < 9 ? Array.from(s)[i] : x)),
      )
    }
    state = result.state
    checked++
  }
  return checked
}

describe('the round model agrees with the engine', () => {
  for (const rules of RULESET_IDS) {
    it(`in ${rules}: every action of 60 random matches`, () => {
      let checked = 0
      for (let seed = 1; seed <= 60; seed++) checked += compare(rules, seed)
      expect(checked).toBeGreaterThan(1500)
    })
  }
})

describe("the master's numeric memo key (positionHash)", () => {
  it('tells apart the positions positionKey tells apart, and only those', () => {
    // Positions met in random cantina and tournament rounds: equal hashes must mean equal keys.
    const byHash = new Map<number, string>()
    const random = aiRandom(7)
    for (const rules of ['cantina', 'tournament'] as const) {
      for (let m = 0; m < 20; m++) {
        let state: MatchState = createMatch({
          rules,
          seed: 100 + m,
          sideDecks: [anyDeck(rules, random), anyDeck(rules, random)],
        }).state
        for (let step = 0; step < 200 && state.phase !== 'over'; step++) {
          const seat: PlayerIndex = legalActions(state, 0).length > 0 ? 0 : 1
          const legal = legalActions(state, seat)
          if (state.phase === 'turn') {
            const s = fromState(state)
            for (const plain of [true, false])
              for (const depth of [1, 2]) {
                const key = `${positionKey(s, plain)}|${plain}|${depth}`
                const hash = positionHash(s, plain, depth)
                expect(byHash.get(hash) ?? key).toBe(key)
                byHash.set(hash, key)
              }
          }
          const result = apply(state, legal[random.int(0, legal.length - 1)]!)
          if (!result.ok) throw new Error(result.error.reason)
          state = result.state
        }
      }
    }
    expect(byHash.size).toBeGreaterThan(1000)
  })

  it('reads the cantina shoe: one card fewer of a value is another position', () => {
    const state = createMatch({
      rules: 'cantina',
      seed: 3,
      sideDecks: [anyDeck('cantina', aiRandom(1)), anyDeck('cantina', aiRandom(2))],
    }).state
    const s = fromState(state)
    const fewer = s.slice()
    fewer[64 + 7] = (fewer[64 + 7] as number) - 1
    expect(positionHash(fewer, true, 3)).not.toBe(positionHash(s, true, 3))
    expect(positionHash(s, true, 4)).not.toBe(positionHash(s, true, 3))
  })
})
