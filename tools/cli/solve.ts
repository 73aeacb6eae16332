/**
 * `npm run solve -- --rules classic --hands "+1 -2 ±3 +4" "-1 +2 ±4 -5" [--score 1-0]
 * [--opponent optimal|rookie|kotor|veteran|<habit>] [--json]`: the exact match solver
 * (tools/ai/fast-solver.ts; solver.ts for the gold cards D, F24, F36) for one pair of known
 * hands. `--opponent rookie|kotor|veteran` makes player 1 play that tier's rule, and a habit of
 * the belief's family (stand16-rescue, stand17-save, …) that habit, so the values are player
 * 0's best response to it (the perfect-play ceiling against that player). Prints player 0's
 * chance of winning the match from that score (the opener drawn 50/50), and for each opener
 * the value of every action at the opener's first decision, per first main-deck card.
 */
import * as model from '@main/ai/round-model'
import { matchSolverFor } from '@tools/ai/fast-solver'
import { isTierOpponent } from '@tools/ai/tier-opponent'
import { progressBar } from './progress'
import { SOLVE } from './solve-args'
import { argsOrExit } from './usage'

function main(argv: string[]): void {
  const { hands: pair, score, opponent, json } = argsOrExit(SOLVE, argv)
  const rules = 'classic'
  const bar = progressBar('solving', 1000)
  const started = performance.now()
  const solver = matchSolverFor({
    hands: pair,
    opponent,
    from: score,
    onProgress: (done, total) => bar.tick(Math.round((done / total) * 1000)),
  })
  solver.solve()
  bar.done()
  const seconds = (performance.now() - started) / 1000

  // The opener's first decision: the opener has drawn v, nothing else has happened.
  const full: [number, number] = [(1 << pair[0].length) - 1, (1 << pair[1].length) - 1]
  const openers = ([0, 1] as const).map((opener) => {
    const draws = []
    for (let v = 1; v <= 10; v++) {
      const s = solver.roundStart(opener, full[0], full[1])
      model.draw(s, v, solver.rules)
      const moves = solver.moveValues(s, score, opener).map(({ move, value }) => {
        const action = model.actionOf(s, move, solver.rules)
        const name =
          action.type === 'play'
            ? `${action.card}${action.sign ? ` ${action.sign}` : ''}`
            : action.type
        // The opener's own chance of winning the match.
        return { action: name, value: opener === 0 ? value : 1 - value }
      })
      const best = moves.reduce((a, b) => (b.value > a.value + 1e-12 ? b : a))
      draws.push({ draw: v, best: best.action, actions: moves })
    }
    return { opener, winChance0: solver.startValue(score, opener), firstDecision: draws }
  })
  const result = {
    rules,
    hands: pair,
    score,
    opponent,
    winChance0: solver.matchValue(score),
    openers,
    positions: solver.positions,
    seconds: Math.round(seconds * 10) / 10,
  }
  if (json) {
    process.stdout.write(`${JSON.stringify(result)}\n`)
    return
  }
  const pct = (x: number): string => `${(x * 100).toFixed(2)}%`
  const lines = [
    `classic, hands P0 [${pair[0].join(' ')}] v P1 [${pair[1].join(' ')}], from ${score.join('-')}${opponent === 'optimal' ? '' : `, P1 plays ${isTierOpponent(opponent) ? `the ${opponent} tier's rule` : `the habit ${opponent}`} (P0 best responds)`}`,
    `P0 wins the match: ${pct(result.winChance0)} (opener drawn 50/50; P0 opens: ${pct(openers[0]?.winChance0 ?? 0)}, P1 opens: ${pct(openers[1]?.winChance0 ?? 0)})`,
    `solved in ${result.seconds}s, ${result.positions} positions`,
  ]
  for (const o of openers) {
    lines.push('', `P${o.opener} opens; after its first draw, its own match-win chance per action:`)
    for (const d of o.firstDecision) {
      const actions = d.actions.map((a) => `${a.action} ${pct(a.value)}`).join(', ')
      lines.push(`  draw ${String(d.draw).padStart(2)}: best ${d.best.padEnd(6)} | ${actions}`)
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`)
}

main(process.argv.slice(2))
