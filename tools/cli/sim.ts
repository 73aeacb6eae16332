/**
 * `npm run sim -- --rules classic --a master --b kotor --matches 2000 --seed 1 [--json]`:
 * seeded headless matches between two AI tiers. Prints A's win rate with a 95% Wilson
 * interval, decision times per tier and rounds per match; `--json` prints one JSON object.
 */
import { isRulesetId } from '@main/engine'
import { AI_TIERS, type AiTier } from '@main/ai'
import { runSeries } from '@tools/ai/arena-run'
import { progressBar } from './progress'

function fail(message: string): never {
  process.stderr.write(
    `${message}\nUsage: npm run sim -- --rules classic|tournament|cantina --a TIER --b TIER [--matches 2000] [--seed 1] [--json]\n`,
  )
  process.exit(2)
}

function main(argv: string[]): void {
  const flags = new Map<string, string>()
  let json = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--json') json = true
    else if (arg.startsWith('--')) flags.set(arg.slice(2), argv[++i] ?? '')
    else fail(`Unexpected argument "${arg}".`)
  }
  const rules = flags.get('rules') ?? 'classic'
  if (!isRulesetId(rules)) fail(`Unknown ruleset "${rules}".`)
  const tier = (name: string): AiTier => {
    const value = flags.get(name) ?? ''
    if (!(AI_TIERS as readonly string[]).includes(value))
      fail(`--${name} must be one of ${AI_TIERS.join(', ')}.`)
    return value as AiTier
  }
  const a = tier('a')
  const b = tier('b')
  const matches = Number(flags.get('matches') ?? '2000')
  const seed = Number(flags.get('seed') ?? '1')
  if (!Number.isInteger(matches) || matches < 1)
    fail('--matches must be a whole number of 1 or more.')
  if (!Number.isInteger(seed)) fail('--seed must be a whole number.')

  const bar = progressBar(`${rules} ${a} v ${b}`, matches)
  const result = runSeries({
    rules,
    a: { tier: a },
    b: { tier: b },
    matches,
    seed,
    clock: () => performance.now(),
    onProgress: (done) => bar.tick(done),
  })
  bar.done()
  if (json) {
    const { decisionMsMean: _mean, roundsPerMatch: _rounds, ...shape } = result
    process.stdout.write(`${JSON.stringify(shape)}\n`)
    return
  }
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
  const lines = [
    `${rules}: ${a} (A) v ${b} (B), ${matches} matches, seed ${seed}`,
    `A wins ${result.winsA}, B wins ${result.winsB}: A ${pct(result.winRateA)} (95% CI ${pct(result.ci95[0])} – ${pct(result.ci95[1])})`,
    `rounds per match: ${result.roundsPerMatch}`,
    ...Object.keys(result.decisionMsP50).map(
      (t) =>
        `${t}: decision ms mean ${result.decisionMsMean[t]}, p50 ${result.decisionMsP50[t]}, p99 ${result.decisionMsP99[t]}`,
    ),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

main(process.argv.slice(2))
