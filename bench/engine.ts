/**
 * Engine benchmarks, one core: random-policy rounds per second per ruleset, the same as a
 * share of a plain loop's (bench/plain-round.ts: the classic match with nothing but numbers,
 * the limit line), and the median time of one `apply`.
 *
 * A random match starts with createMatch on the ruleset's default decks; then the player to act
 * takes an action drawn uniformly from legalActions (its own seeded stream) until the match is
 * over. The engine and the plain loop run in alternating blocks of a quarter of the time each,
 * so a change in the machine's load falls on both, and each ruleset's share is taken from its
 * own blocks. `apply` is timed one call at a time over 200 matches (performance.now around each
 * call; its own cost, some tens of nanoseconds, is included).
 *
 * Budgets (numbers, never pass/fail): classic 500,000 rounds a second, a quarter of the plain
 * loop's 2 million on the development machine; tournament and cantina, whose hands are chosen
 * from every possible four and whose shoe is shuffled each round, 300,000 (15%); `apply` 0.3 µs.
 */
import * as engine from '@main/engine'
import { RULESET_IDS, type MatchState, type RulesetId } from '@main/engine'
import * as generators from '@main/engine/rng'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import { median, round, type BenchResult } from './measure'
import { plainRounds } from './plain-round'

// Read once, as the engine's modules and the plain loop read what they call per action: under
// tsx (CommonJS output) every use of an imported name runs the exporting module's getter, inside
// the timed `apply` too, a cost a bundled build (the app) never pays.
const { apply, createMatch, legalActions } = engine
const { Rng } = generators

const ROUNDS_BUDGET: Record<RulesetId, number> = {
  classic: 500_000,
  tournament: 300_000,
  cantina: 300_000,
}
const PLAIN_SHARE_BUDGET: Record<RulesetId, number> = { classic: 25, tournament: 15, cantina: 15 }
const APPLY_BUDGET_US = 0.3
const BLOCKS = 4

/** Plays one random-policy match; returns the rounds played, timing each apply into `applyMs`. */
export function randomMatch(rules: RulesetId, seed: number, applyMs: number[] | null): number {
  const rng = new Rng(seed)
  let state: MatchState = createMatch({
    rules,
    seed,
    sideDecks: [[...DEFAULT_DECKS[rules]], [...DEFAULT_DECKS[rules]]],
  }).state
  for (let step = 0; state.phase !== 'over' && step < 5000; step++) {
    const actor = state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn ?? 0)
    const actions = legalActions(state, actor)
    const action = actions[rng.int(0, actions.length - 1)]
    if (!action) break
    const t0 = applyMs ? performance.now() : 0
    const result = apply(state, action)
    if (applyMs) applyMs.push(performance.now() - t0)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
  }
  return state.rounds.length
}

/** Engine matches (seeds from `firstSeed` on) for about `ms`; returns [rounds, seconds, next seed]. */
function engineRounds(rules: RulesetId, ms: number, firstSeed: number): [number, number, number] {
  let rounds = 0
  let seed = firstSeed
  const start = performance.now()
  while (performance.now() - start < ms) rounds += randomMatch(rules, seed++, null)
  return [rounds, (performance.now() - start) / 1000, seed]
}

/** Rounds per second, share of the plain loop and `apply` p50 for each ruleset. */
export function benchEngine(msPerRuleset = 2000): BenchResult[] {
  const results: BenchResult[] = []
  const plain = { rounds: 0, seconds: 0 }
  for (const rules of RULESET_IDS) {
    const engine = { rounds: 0, seconds: 0 }
    const mine = { rounds: 0, seconds: 0 }
    let engineSeed = 1
    let plainSeed = 1
    for (let block = 0; block < BLOCKS; block++) {
      const [pr, ps] = plainRounds(msPerRuleset / BLOCKS, plainSeed)
      mine.rounds += pr
      mine.seconds += ps
      plainSeed += 100_000
      const [er, es, next] = engineRounds(rules, msPerRuleset / BLOCKS, engineSeed)
      engine.rounds += er
      engine.seconds += es
      engineSeed = next
    }
    plain.rounds += mine.rounds
    plain.seconds += mine.seconds
    const perSecond = engine.rounds / engine.seconds
    results.push(
      {
        name: `engine.roundsPerSec.${rules}`,
        value: round(perSecond, 0),
        unit: 'rounds/s',
        budget: ROUNDS_BUDGET[rules],
        kind: 'min',
      },
      {
        name: `engine.shareOfPlain.${rules}`,
        value: round((perSecond / (mine.rounds / mine.seconds)) * 100, 1),
        unit: '%',
        budget: PLAIN_SHARE_BUDGET[rules],
        kind: 'min',
      },
    )
    const applyMs: number[] = []
    for (let s = 0; s < 200; s++) randomMatch(rules, 10_000 + s, applyMs)
    results.push({
      name: `engine.applyUsP50.${rules}`,
      value: round(median(applyMs) * 1000, 2),
      unit: 'µs',
      budget: APPLY_BUDGET_US,
      kind: 'max',
    })
  }
  results.unshift({
    name: 'engine.plainRoundsPerSec.classic',
    value: round(plain.rounds / plain.seconds, 0),
    unit: 'rounds/s',
    budget: null,
  })
  return results
}
