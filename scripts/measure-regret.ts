/**
 * Master's regret against the exact match solver (issue 3's yardstick), classic rules:
 * `npx tsx scripts/measure-regret.ts --pairs 16 --matches 2 --hand-size 4 --seed 1 [--ceiling]`.
 * For each seeded pair of hands, the solver (main/ai/solver.ts) is solved with both hands known;
 * master (seat 0, deciding from its view only) then plays kotor (seat 1) with those hands, and
 * at each of master's decisions the solver values every legal action: regret is the best
 * action's match-win chance less the chosen one's, averaged over all of master's decisions.
 * `--ceiling` also solves player 0's best response to a fixed kotor opponent: the most any
 * player could win against kotor with these hands (the perfect-play ceiling).
 */
import {
  apply,
  createMatch,
  legalActions,
  view,
  type CardCode,
  type MatchState,
} from '../main/engine'
import { decide } from '../main/ai'
import { randomSideDeck } from '../main/ai/arena'
import { aiRandom } from '../main/ai/random'
import { MatchSolver } from '../main/ai/solver'
import { progressBar } from '../main/cli/progress'

const flags = new Map<string, string>()
const argv = process.argv.slice(2)
for (let i = 0; i < argv.length; i++) {
  const a = argv[i] as string
  if (a === '--ceiling') flags.set('ceiling', '1')
  else flags.set(a.replace(/^--/, ''), argv[++i] ?? '')
}
const pairs = Number(flags.get('pairs') ?? '16')
const matches = Number(flags.get('matches') ?? '2')
const handSize = Number(flags.get('hand-size') ?? '4')
const seed = Number(flags.get('seed') ?? '1')
const ceiling = flags.has('ceiling')

const regrets: number[] = []
const startValues: number[] = []
const ceilings: number[] = []
let wins = 0
let played = 0
const started = performance.now()
const bar = progressBar('regret', pairs)
for (let pair = 0; pair < pairs; pair++) {
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
  const solver = new MatchSolver({ hands })
  solver.solve()
  startValues.push(solver.matchValue())
  if (ceiling) {
    const best = new MatchSolver({ hands, opponent: 'kotor' })
    ceilings.push(best.matchValue())
  }
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
        { tier: seat === 0 ? 'master' : 'kotor' },
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
      if (!result.ok) throw new Error(result.error)
      state = result.state
    }
    played++
    if (state.winner === 0) wins++
  }
  solver.forgetPositions()
  bar.tick(pair + 1)
}
bar.done()
const mean = (v: number[]): number => (v.length === 0 ? 0 : v.reduce((s, x) => s + x, 0) / v.length)
const pct = (x: number): string => `${(x * 100).toFixed(2)}`
const sorted = [...regrets].sort((a, b) => a - b)
const result = {
  pairs,
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
  ...(ceiling ? { ceilingVsKotorPts: Number(pct(mean(ceilings))) } : {}),
  seconds: Math.round((performance.now() - started) / 1000),
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
