/**
 * Master's regret against the exact match solver (the yardstick for the AI's strength), classic rules:
 * `npm run regret -- --pairs 16 --matches 2 --hand-size 4 --seed 1 [--ceiling] [--no-regret]
 * [--opponent rookie|kotor|veteran|<habit>] [--first-pair N] [--log file]`. The script bundles
 * it with esbuild and runs the bundle with node, not tsx: tsx keeps every function's name by
 * wrapping each closure as it is made, which doubled the time of a veteran solve.
 * For each seeded pair of hands, the solver (tools/ai/fast-solver.ts) is solved with both hands
 * known; master (seat 0, deciding from its view only) then plays kotor (seat 1) with those hands,
 * and at each of master's decisions the solver values every legal action: regret is the best
 * action's match-win chance less the chosen one's, averaged over all of master's decisions.
 * `--ceiling` also solves the best response to a fixed opponent (`--opponent`: a tier's rule,
 * kotor unless told, or a habit of the belief's family such as stand16-rescue, for the ceiling
 * only), with each hand of the pair in turn (a deal played both ways, as the sim does): the
 * most any player could win against that opponent with these hands, the perfect-play ceiling.
 * `--no-regret` measures only the ceiling. Master's regret is measured with the same tier in
 * seat 1.
 * `--log` appends one JSON line per pair as it finishes, so a long run loses nothing.
 */
import {
  apply,
  createMatch,
  legalActions,
  view,
  type CardCode,
  type MatchState,
} from '@main/engine'
import { decide } from '@main/ai'
import { randomSideDeck } from './arena'
import { aiRandom } from '@main/ai/random'
import { appendFileSync } from 'node:fs'
import { matchSolverFor } from './fast-solver'
import { progressBar } from '@tools/cli/progress'
import { argsOrExit } from '@tools/cli/usage'
import { REGRET } from './regret-args'
import { isTierOpponent, type TierOpponent } from './tier-opponent'

const { pairs, matches, handSize, seed, ceiling, regret, firstPair, log, opponent } = argsOrExit(
  REGRET,
  process.argv.slice(2),
)
/** seat 1 of the regret's matches (a tier whenever regret is measured: regret-args.ts) */
const rival: TierOpponent = isTierOpponent(opponent) ? opponent : 'kotor'

const regrets: number[] = []
const startValues: number[] = []
const ceilings: number[] = []
let wins = 0
let played = 0
const started = performance.now()
const bar = progressBar('regret', pairs)
for (let pair = firstPair; pair < firstPair + pairs; pair++) {
  const random = aiRandom(seed * 7919 + pair)
  const decks: [CardCode[], CardCode[]] = [
    randomSideDeck('classic', random),
    randomSideDeck('classic', random),
  ]
  const hands = decks.map((deck) => {
    const pool = [...deck]
    const hand: CardCode[] = []
    while (hand.length < handSize)
      hand.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as CardCode)
    return hand
  }) as [CardCode[], CardCode[]]
  const record: Record<string, unknown> = { pair, hands }
  if (ceiling) {
    // Each hand of the deal in the best responder's seat, as the sim plays every deal both ways.
    const both = [hands, [hands[1], hands[0]] as [CardCode[], CardCode[]]].map((h) =>
      matchSolverFor({ hands: h, opponent }).matchValue(),
    )
    const value = ((both[0] as number) + (both[1] as number)) / 2
    ceilings.push(value)
    record.ceiling = both
    record.opponent = opponent
  }
  if (!regret) {
    if (log) appendFileSync(log, `${JSON.stringify(record)}\n`)
    bar.tick(pair - firstPair + 1)
    continue
  }
  const solver = matchSolverFor({ hands })
  solver.solve()
  startValues.push(solver.matchValue())
  record.optimalValue = solver.matchValue()
  const before = regrets.length
  const winsBefore = wins
  for (let m = 0; m < matches; m++) {
    const matchSeed = seed * 1_000_003 + pair * 101 + m
    let state: MatchState = createMatch({
      rules: 'classic',
      seed: matchSeed,
      sideDecks: decks,
      hands,
    }).state
    let step = 0
    while (state.phase !== 'over') {
      const seat = state.turn
      if (seat === null) throw new Error('No player to act in a classic round.')
      const legal = legalActions(state, seat)
      const action = decide(
        view(state, seat),
        { tier: seat === 0 ? 'master' : rival },
        matchSeed * 31 + step++,
      )
      if (seat === 0 && legal.length > 1) {
        const values = solver.actionValues(state, legal)
        const best = Math.max(...values.map((v) => v.value))
        const chosen = values.find((v) => JSON.stringify(v.action) === JSON.stringify(action))
        if (!chosen) throw new Error('Master chose an action that is not legal.')
        regrets.push(best - chosen.value)
      }
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
    played++
    if (state.winner === 0) wins++
  }
  solver.forgetPositions()
  record.regrets = regrets.slice(before)
  record.masterWins = wins - winsBefore
  if (log) appendFileSync(log, `${JSON.stringify(record)}\n`)
  bar.tick(pair - firstPair + 1)
}
bar.done()
const mean = (v: number[]): number => (v.length === 0 ? 0 : v.reduce((s, x) => s + x, 0) / v.length)
const pct = (x: number): string => `${(x * 100).toFixed(2)}`
const sorted = [...regrets].sort((a, b) => a - b)
const result = {
  pairs,
  firstPair,
  matchesPerPair: matches,
  handSize,
  seed,
  decisions: regrets.length,
  meanRegretPts: Number(pct(mean(regrets))),
  p90RegretPts: Number(pct(sorted[Math.floor(sorted.length * 0.9)] ?? 0)),
  maxRegretPts: Number(pct(sorted[sorted.length - 1] ?? 0)),
  decisionsWithRegretOver1Pt: regrets.filter((r) => r > 0.01).length,
  masterWins: wins,
  matches: played,
  solverValueOptimalVsOptimalPts: Number(pct(mean(startValues))),
  opponent,
  ...(ceiling
    ? {
        ceilingPts: Number(pct(mean(ceilings))),
        // the standard error of the mean over deals (each deal played both ways)
        ceilingStdErrPts: Number(
          pct(
            Math.sqrt(
              ceilings.reduce((s, x) => s + (x - mean(ceilings)) ** 2, 0) /
                Math.max(1, ceilings.length - 1) /
                Math.max(1, ceilings.length),
            ),
          ),
        ),
      }
    : {}),
  seconds: Math.round((performance.now() - started) / 1000),
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
