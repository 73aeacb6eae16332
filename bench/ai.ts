/**
 * AI decision time per tier: each tier plays seeded matches against the kotor rule, cycling
 * through the three rulesets, until it has made `decisions` decisions; the median and p99 of
 * its own decisions (choosing a hand included) are reported. The budgets the AI was designed to
 * (docs/performance.md): the master decides in 25 ms median and under 250 ms at the 99th
 * percentile.
 *
 * Then the adaptive master (reading its opponent, as in live matches) per ruleset, each
 * decision timed with the belief updates since its last one (tools/ai/arena.ts), and the match
 * service's rebuild of a belief from a whole match's recorded moves (what each call of a live
 * match with a master pays before the AI moves: main/services/match/reading.ts).
 */
import { AI_TIERS, beliefAfter, type AiTier } from '@main/ai'
import { playMatch, type Contestant } from '@tools/ai/arena'
import {
  apply,
  createMatch,
  legalActions,
  RULESET_IDS,
  view,
  type Action,
  type CardCode,
  type RulesetId,
} from '@main/engine'
import { decide } from '@main/ai'
import { median, percentile, round, type BenchResult } from './measure'

const BUDGETS: Partial<Record<AiTier, { p50: number; p99: number }>> = {
  master: { p50: 25, p99: 250 },
}

/** The ms each of `decisions` moves of `player` took, in seeded matches against kotor. */
export function decisionTimes(
  tier: AiTier,
  decisions: number,
  firstSeed = 1,
  only?: RulesetId,
  player: Contestant = { tier },
  clock: () => number = () => performance.now(),
): number[] {
  const times: number[] = []
  for (let seed = firstSeed; times.length < decisions; seed++) {
    const rules = only ?? RULESET_IDS[seed % RULESET_IDS.length] ?? 'classic'
    const record = playMatch({
      rules,
      seed,
      players: [player, { tier: 'kotor' }],
      clock,
    })
    times.push(...record.times[0])
  }
  return times.slice(0, decisions)
}

/** The AI's decision times per tier: p50 and p99 in ms, the master's against its budgets. */
export function benchAi(decisions = 300): BenchResult[] {
  const results: BenchResult[] = []
  for (const tier of AI_TIERS) {
    const times = decisionTimes(tier, decisions).sort((a, b) => a - b)
    const budget = BUDGETS[tier]
    results.push({
      name: `ai.decisionMsP50.${tier}`,
      value: round(median(times), 3),
      unit: 'ms',
      budget: budget?.p50 ?? null,
    })
    results.push({
      name: `ai.decisionMsP99.${tier}`,
      value: round(percentile(times, 99), 2),
      unit: 'ms',
      budget: budget?.p99 ?? null,
    })
  }
  for (const rules of RULESET_IDS) {
    const times = decisionTimes('master', decisions, 1, rules, {
      tier: 'master',
      adaptive: true,
    }).sort((a, b) => a - b)
    results.push({
      name: `ai.decisionMsP50.adaptive.${rules}`,
      value: round(median(times), 3),
      unit: 'ms',
      budget: 25,
    })
    results.push({
      name: `ai.decisionMsP99.adaptive.${rules}`,
      value: round(percentile(times, 99), 2),
      unit: 'ms',
      budget: 250,
    })
  }
  // The same decisions timed by the process's CPU time, not the wall clock: on a shared machine
  // the wall clock's p99 is mostly time spent waiting for a core, the CPU time what it costs.
  for (const rules of RULESET_IDS) {
    const times = decisionTimes(
      'master',
      decisions,
      1,
      rules,
      { tier: 'master', adaptive: true },
      cpuMs,
    ).sort((a, b) => a - b)
    results.push({
      name: `ai.decisionCpuMsP99.adaptive.${rules}`,
      value: round(percentile(times, 99), 2),
      unit: 'ms',
      budget: 250,
    })
  }
  results.push({
    name: 'ai.beliefRebuildMsP99',
    value: round(
      percentile(
        rebuildTimes(40).sort((a, b) => a - b),
        99,
      ),
      3,
    ),
    unit: 'ms',
    budget: null,
  })
  return results
}

/** This process's CPU time in ms (user and system), blind to the time spent waiting for a core. */
function cpuMs(): number {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}

/**
 * The match service's belief rebuild, timed from every position of `matches` classic kotor
 * matches: replaying the recorded moves so far from the deal and reading the player's actions.
 */
function rebuildTimes(matches: number): number[] {
  const times: number[] = []
  for (let seed = 1; seed <= matches; seed++) {
    const setup = {
      rules: 'classic' as const,
      seed,
      sideDecks: [
        ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±2', '±4'],
        ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±2', '±4'],
      ] as [CardCode[], CardCode[]],
    }
    let state = createMatch(setup).state
    const moves: Action[] = []
    for (let step = 0; state.phase !== 'over'; step++) {
      const seat = legalActions(state, 0).length > 0 ? 0 : 1
      const action = decide(view(state, seat), { tier: 'kotor' }, seed * 1000 + step)
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
      moves.push(action)
      const started = performance.now()
      beliefAfter(createMatch(setup).state, moves, 1)
      times.push(performance.now() - started)
    }
  }
  return times
}
