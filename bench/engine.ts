/** Engine benchmarks: random-policy rounds per second per ruleset (one core) and apply time. */
import {
  apply,
  createMatch,
  legalActions,
  RULESET_IDS,
  type MatchState,
  type RulesetId,
} from '@main/engine'
import { Rng } from '@main/engine/rng'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import { median, round, type BenchResult } from './measure'

/** Plays one random-policy match; returns rounds played and every apply's duration (ms). */
function randomMatch(rules: RulesetId, seed: number, applyMs: number[] | null): number {
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

export function benchEngine(msPerRuleset = 2000): BenchResult[] {
  const results: BenchResult[] = []
  for (const rules of RULESET_IDS) {
    let rounds = 0
    let seed = 1
    const start = performance.now()
    while (performance.now() - start < msPerRuleset) rounds += randomMatch(rules, seed++, null)
    const seconds = (performance.now() - start) / 1000
    results.push({
      name: `engine.roundsPerSec.${rules}`,
      value: round(rounds / seconds, 0),
      unit: 'rounds/s',
      budget: null,
    })
    const applyMs: number[] = []
    for (let s = 0; s < 200; s++) randomMatch(rules, 10_000 + s, applyMs)
    results.push({
      name: `engine.applyUsP50.${rules}`,
      value: round(median(applyMs) * 1000, 1),
      unit: 'µs',
      budget: null,
    })
  }
  return results
}
