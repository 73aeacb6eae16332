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
import { CardCodeError, isRulesetId, parseCardCode, type CardCode } from '@main/engine'
import * as model from '@main/ai/round-model'
import { matchSolverFor } from '@tools/ai/fast-solver'
import {
  HABIT_OPPONENTS,
  isSolverOpponent,
  isTierOpponent,
  type SolverOpponent,
} from '@tools/ai/tier-opponent'
import { progressBar } from './progress'

const USAGE =
  'Usage: npm run solve -- --rules classic --hands "+1 -2 ±3 +4" "-1 +2 ±4 -5" [--score 1-0] [--opponent optimal|rookie|kotor|veteran|stand16-rescue|…] [--json]'

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`)
  process.exit(2)
}

function parseHand(text: string, who: number): CardCode[] {
  const parts = text.trim().split(/\s+/).filter(Boolean)
  if (parts.length > 4) fail(`Player ${who}'s hand has ${parts.length} cards; a hand holds 4.`)
  try {
    const hand = parts.map(parseCardCode)
    for (const c of hand)
      if (/^T(24|36|15)$/.test(c)) fail(`${c} is a tournament card; the classic ruleset has none.`)
    return hand
  } catch (error) {
    if (error instanceof CardCodeError) fail(`Player ${who}'s hand: ${error.message}`)
    throw error
  }
}

function main(argv: string[]): void {
  let rules = 'classic'
  let json = false
  let score: [number, number] = [0, 0]
  let opponent: SolverOpponent = 'optimal'
  const hands: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--json') json = true
    else if (arg === '--rules') rules = argv[++i] ?? ''
    else if (arg === '--opponent') {
      const o = argv[++i] ?? ''
      if (!isSolverOpponent(o))
        fail(
          `--opponent is optimal, rookie, kotor, veteran or a habit (${HABIT_OPPONENTS.join(', ')}), not "${o}".`,
        )
      opponent = o
    } else if (arg === '--score') {
      const m = /^([0-2])-([0-2])$/.exec(argv[++i] ?? '')
      if (!m) fail('--score is my round wins and theirs, each 0..2, like 1-0.')
      score = [Number(m[1]), Number(m[2])]
    } else if (arg === '--hands') {
      while (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--'))
        hands.push(argv[++i] as string)
    } else fail(`Unexpected argument "${arg}".`)
  }
  if (!isRulesetId(rules)) fail(`Unknown ruleset "${rules}".`)
  if (rules !== 'classic')
    fail(`The solver supports the classic ruleset only (asked for "${rules}").`)
  if (hands.length !== 2) fail('--hands takes two hands, each one quoted list of up to 4 cards.')
  const pair: [CardCode[], CardCode[]] = [
    parseHand(hands[0] as string, 0),
    parseHand(hands[1] as string, 1),
  ]

  if (opponent !== 'optimal' && opponent !== 'kotor')
    for (const hand of pair)
      if (hand.some((c) => c === 'D' || c === 'F24' || c === 'F36'))
        fail(
          `Against ${isTierOpponent(opponent) ? `the ${opponent}` : `the habit ${opponent}`} the hands take no D, F24 or F36 card.`,
        )
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
