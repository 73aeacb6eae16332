import type { RulesetId } from '@main/engine'
import { contestantName, playMatch, type Contestant } from './arena'
import { percentile, wilson } from '@main/ai/stats'

/** A seeded series of matches between A and B, seats alternating so each deal is played both ways. */
export interface SeriesOptions {
  rules: RulesetId
  a: Contestant
  b: Contestant
  matches: number
  seed: number
  clock?: () => number
  /** after each match: how many are done and how many A has won */
  onProgress?: (done: number, winsA: number) => void
}

export interface SeriesResult {
  rules: RulesetId
  a: string
  b: string
  matches: number
  winsA: number
  winsB: number
  winRateA: number
  ci95: [number, number]
  decisionMsP50: Record<string, number>
  decisionMsP99: Record<string, number>
  decisionMsMean: Record<string, number>
  roundsPerMatch: number
  /** per match, in order: whether A won (deal i/2, A in seat i%2), to compare two series match by match */
  outcomes: boolean[]
}

/** Plays `options.matches` seeded matches between two contestants and tallies wins and times. */
export function runSeries(options: SeriesOptions): SeriesResult {
  let winsA = 0
  let rounds = 0
  const outcomes: boolean[] = []
  const nameA = contestantName(options.a)
  const nameB = contestantName(options.b)
  const times: Record<string, number[]> = { [nameA]: [], [nameB]: [] }
  for (let i = 0; i < options.matches; i++) {
    // Odd matches replay the previous deal (same seed) with the seats swapped.
    const aSeat = i % 2 === 0 ? 0 : 1
    const players: [Contestant, Contestant] =
      aSeat === 0 ? [options.a, options.b] : [options.b, options.a]
    const record = playMatch({
      rules: options.rules,
      seed: options.seed * 1_000_003 + Math.floor(i / 2),
      players,
      clock: options.clock,
    })
    if (record.winner === aSeat) winsA++
    outcomes.push(record.winner === aSeat)
    rounds += record.rounds
    times[nameA]?.push(...record.times[aSeat])
    times[nameB]?.push(...record.times[aSeat === 0 ? 1 : 0])
    options.onProgress?.(i + 1, winsA)
  }
  const round3 = (x: number): number => Math.round(x * 1000) / 1000
  const per = (f: (v: number[]) => number): Record<string, number> =>
    Object.fromEntries(Object.entries(times).map(([tier, v]) => [tier, round3(f(v))]))
  const [lo, hi] = wilson(winsA, options.matches)
  return {
    rules: options.rules,
    a: nameA,
    b: nameB,
    matches: options.matches,
    winsA,
    winsB: options.matches - winsA,
    winRateA: round3(options.matches === 0 ? 0 : winsA / options.matches),
    ci95: [round3(lo), round3(hi)],
    decisionMsP50: per((v) => percentile(v, 0.5)),
    decisionMsP99: per((v) => percentile(v, 0.99)),
    decisionMsMean: per((v) => (v.length === 0 ? 0 : v.reduce((s, x) => s + x, 0) / v.length)),
    roundsPerMatch: round3(options.matches === 0 ? 0 : rounds / options.matches),
    outcomes,
  }
}
