/**
 * The differential check: one seeded random match played through the engine and through the
 * reference (the engine as it was), side by side. After every action both must give the same
 * answer (the same refusal, reason and all), the same state and the same events, offer the same
 * legal actions, and leave the state they were given as it was. Test code only (see index.ts).
 */
import { ALL_CARD_CODES, type CardCode, type Sign } from '@common/cards'
import { legalActions } from '../legal'
import { apply, createMatch } from '../match'
import { nextFloat } from '../rng'
import { RULESETS, type RulesetId } from '@common/rulesets'
import { validateSideDeck } from '../side-deck'
import type { Action, MatchSetup, MatchState, PlayerIndex } from '@common/match'
import * as reference from './index'

/** No match needs this many actions: a round is at most 18 draws plus side cards. */
const ACTION_CAP = 4_000

/** The stream of choices: its own generator, so it never disturbs the match's. */
class Choices {
  constructor(private state: number) {}
  below(n: number): number {
    const [value, next] = nextFloat(this.state)
    this.state = next
    return Math.floor(value * n)
  }
  chance(p: number): boolean {
    return this.below(1_000_000) < p * 1_000_000
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.below(items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}

function randomDeck(rules: RulesetId, choices: Choices): CardCode[] {
  const cards = RULESETS[rules].cards
  for (;;) {
    const deck = Array.from({ length: 10 }, () => choices.pick(cards))
    if (validateSideDeck(deck, rules).ok) return deck
  }
}

/**
 * A setup as a player or a scenario file makes it: random legal decks, and now and then given
 * hands, a given opener or forced main-deck draws (the paths scenario files take).
 */
function randomSetup(rules: RulesetId, seed: number, choices: Choices): MatchSetup {
  const setup: MatchSetup = {
    rules,
    seed,
    sideDecks: [randomDeck(rules, choices), randomDeck(rules, choices)],
  }
  const cards = RULESETS[rules].cards
  if (choices.chance(0.1)) {
    const hand = (): CardCode[] =>
      Array.from({ length: choices.below(5) }, () => choices.pick(cards))
    setup.hands = [hand(), hand()]
  }
  if (choices.chance(0.1)) setup.opener = choices.below(2) as PlayerIndex
  if (choices.chance(0.1)) {
    setup.draws = Array.from({ length: choices.below(40) }, () => 1 + choices.below(10))
  }
  return setup
}

/** Any action at all, mostly illegal: a random player, kind, card, sign and hand. */
function wildAction(choices: Choices): Action {
  const player = choices.below(2) as PlayerIndex
  const kind = choices.below(4)
  if (kind === 0) return { type: 'end', player }
  if (kind === 1) return { type: 'stand', player }
  if (kind === 2) {
    const card = choices.pick(ALL_CARD_CODES)
    const sign: Sign | null = choices.pick(['+', '-', null] as const)
    return sign === null ? { type: 'play', player, card } : { type: 'play', player, card, sign }
  }
  return {
    type: 'choose',
    player,
    cards: Array.from({ length: 3 + choices.below(3) }, () => choices.pick(ALL_CARD_CODES)),
  }
}

const json = (value: unknown): string => JSON.stringify(value)

/**
 * Whether two plain-JSON values are the same, keys in the same order too (so their JSON text
 * is the same). A walk, not JSON.stringify: this runs several times for every action.
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i] as string
    if (key !== keysB[i]) return false
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false
  }
  return true
}

/** Throws when the condition fails; the message is only worded then (this runs for every action). */
function ensure(condition: boolean, broken: () => string): void {
  if (!condition) throw new Error(broken())
}

/**
 * Plays one match through both; throws at the first difference, naming it. Returns the number
 * of actions compared.
 */
export function compareMatch(rules: RulesetId, seed: number, choiceSeed: number): number {
  const choices = new Choices(choiceSeed)
  const setup = randomSetup(rules, seed, choices)
  const made = createMatch(setup)
  const madeBefore = reference.createMatch(setup)
  ensure(same(made, madeBefore), () => 'createMatch: a different match')
  let state: MatchState = made.state
  // The reference's own copy of the state: the engine shares parts of its states, so this is
  // how to see that nothing changes a state once it has been returned.
  let copy: MatchState = madeBefore.state
  let compared = 0
  while (state.phase !== 'over') {
    ensure(compared < ACTION_CAP, () => 'a match that does not end')
    const acting: PlayerIndex =
      state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn as PlayerIndex)
    const legal = legalActions(state, acting)
    ensure(same(legal, reference.legalActions(state, acting)), () => 'legalActions differ')
    if (state.phase === 'turn') {
      const waiting: PlayerIndex = acting === 0 ? 1 : 0
      ensure(legalActions(state, waiting).length === 0, () => 'the waiting player may act')
    }
    // Mostly a legal action; now and then anything at all, which both must refuse alike.
    const action = choices.chance(0.15) ? wildAction(choices) : choices.pick(legal)
    const result = apply(state, action)
    const expected = reference.apply(state, action)
    ensure(same(state, copy), () => `apply changed the state it was given (${json(action)})`)
    ensure(
      result.ok === expected.ok,
      () => `apply ${result.ok ? 'took' : 'refused'} ${json(action)}`,
    )
    compared++
    if (!result.ok || !expected.ok) {
      const refusals = [result, expected].map((r) => (r.ok ? null : r.error))
      ensure(same(refusals[0], refusals[1]), () => `refused ${json(action)} for another reason`)
      continue
    }
    ensure(same(result.events, expected.events), () => `different events after ${json(action)}`)
    ensure(same(result.state, expected.state), () => `a different state after ${json(action)}`)
    state = result.state
    copy = expected.state
  }
  return compared
}
