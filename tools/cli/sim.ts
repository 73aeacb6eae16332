/**
 * `npm run sim -- --rules classic --a master --b kotor --matches 2000 --seed 1 [--json]`:
 * seeded headless matches between two players (a tier, `adaptive` for the master reading its
 * opponent, or a scripted player: stand16, stand18, greedy, saver, policy:<id>; or sure:<id>, the
 * master certain its opponent plays policy <id>). Prints A's win
 * rate with a 95% Wilson interval, decision times per player and rounds per match; `--json`
 * prints one JSON object. `--log FILE` appends the running score every 50 matches, so a long
 * run stopped early still says how far it got.
 *
 * `npm run sim -- --scripted [--rules classic] [--matches 400] [--seed 1] [--players
 * stand16,greedy] [--against adaptive,master,veteran] [--json]`: every scripted player against
 * the adaptive master and each fixed tier, and the comparison that matters: the best fixed
 * tier (highest mean over the scripted players) against the adaptive master. `sure` in
 * `--against` is the master certain of each scripted player's own policy from the first move:
 * the most reading the player can give the master's search. Every contestant plays the same
 * deals, so each one is also compared with the best fixed tier match by match (the matches it
 * won that the tier lost, and the other way round).
 */
import { appendFileSync } from 'node:fs'
import { runSeries, type SeriesResult } from '@tools/ai/arena-run'
import type { Contestant } from '@tools/ai/arena'
import {
  contestantByName,
  SCRIPTED_PLAYERS,
  SCRIPTED_WORDS,
  type ScriptedName,
} from '@tools/ai/contestants'
import { progressBar } from './progress'
import { SIM, type Flags } from './sim-args'
import { argsOrExit, exitWith, refusal } from './usage'

/** Says what is wrong with the arguments, with the usage, and stops with exit code 2. */
function fail(message: string): never {
  exitWith(refusal(SIM.usage, message))
}

const FIXED = ['master', 'veteran', 'kotor', 'rookie'] as const
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

function player(name: string): Contestant {
  const found = contestantByName(name)
  if (!found) fail(`Unknown player "${name}".`)
  return found
}

/** One series with a progress bar and, with --log, its running score. */
function series(flags: Flags, a: Contestant, b: Contestant, label: string): SeriesResult {
  const bar = progressBar(`${flags.rules} ${label}`, flags.matches)
  const result = runSeries({
    rules: flags.rules,
    a,
    b,
    matches: flags.matches,
    seed: flags.seed,
    clock: () => performance.now(),
    onProgress: (done, winsA) => {
      bar.tick(done)
      if (flags.log && (done % 50 === 0 || done === flags.matches))
        appendFileSync(flags.log, `${JSON.stringify({ label, done, winsA })}\n`)
    },
  })
  bar.done()
  return result
}

function pair(flags: Flags): void {
  const aName = flags.named.get('a') ?? ''
  const bName = flags.named.get('b') ?? ''
  const result = series(flags, player(aName), player(bName), `${aName} v ${bName}`)
  if (flags.json) {
    const { decisionMsMean: _mean, roundsPerMatch: _rounds, outcomes: _outcomes, ...shape } = result
    process.stdout.write(`${JSON.stringify(shape)}\n`)
    return
  }
  const lines = [
    `${flags.rules}: ${result.a} (A) v ${result.b} (B), ${flags.matches} matches, seed ${flags.seed}`,
    `A wins ${result.winsA}, B wins ${result.winsB}: A ${pct(result.winRateA)} (95% CI ${pct(result.ci95[0])} – ${pct(result.ci95[1])})`,
    `rounds per match: ${result.roundsPerMatch}`,
    ...Object.keys(result.decisionMsP50).map(
      (t) =>
        `${t}: decision ms mean ${result.decisionMsMean[t]}, p50 ${result.decisionMsP50[t]}, p99 ${result.decisionMsP99[t]}`,
    ),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

/** The scripted players against the adaptive master and the fixed tiers, and the comparison. */
function scripted(flags: Flags): void {
  const list = (key: string, all: readonly string[]): string[] =>
    (flags.named.get(key) ?? all.join(',')).split(',').filter((s) => s !== '')
  const players = list('players', Object.keys(SCRIPTED_PLAYERS)) as ScriptedName[]
  for (const p of players) if (!(p in SCRIPTED_PLAYERS)) fail(`Unknown scripted player "${p}".`)
  const against = list('against', ['adaptive', ...FIXED])
  const rates: Record<string, Record<string, SeriesResult>> = {}
  for (const p of players) {
    rates[p] = {}
    for (const c of against) {
      const contestant = c === 'sure' ? player(`sure:${SCRIPTED_PLAYERS[p]}`) : player(c)
      rates[p][c] = series(flags, contestant, player(p), `${c} v ${p}`)
    }
  }
  const mean = (c: string): number =>
    players.reduce((s, p) => s + (rates[p]?.[c]?.winRateA ?? 0), 0) / players.length
  const fixed = against.filter((c) => c !== 'adaptive' && c !== 'sure')
  const best = fixed.reduce<string | null>(
    (b, c) => (b === null || mean(c) > mean(b) ? c : b),
    null,
  )
  const adaptive = against.includes('adaptive') ? mean('adaptive') : null
  // The same deals, match by match: what a contestant won that the best fixed tier lost (gained)
  // and lost that it won (lost). Matches they both won or both lost say nothing of the gap.
  const paired = (c: string): { gained: number; lost: number } => {
    let gained = 0
    let lost = 0
    for (const p of players) {
      const mine = rates[p]?.[c]?.outcomes ?? []
      const theirs = best === null ? [] : (rates[p]?.[best]?.outcomes ?? [])
      mine.forEach((won, i) => {
        if (won && theirs[i] === false) gained++
        if (!won && theirs[i] === true) lost++
      })
    }
    return { gained, lost }
  }
  const others = against.filter((c) => c !== best)
  const report = {
    rules: flags.rules,
    matches: flags.matches,
    seed: flags.seed,
    players: Object.fromEntries(
      players.map((p) => [
        p,
        Object.fromEntries(
          against.map((c) => [
            c,
            {
              winRate: rates[p]?.[c]?.winRateA,
              wins: rates[p]?.[c]?.winsA,
              ci95: rates[p]?.[c]?.ci95,
            },
          ]),
        ),
      ]),
    ),
    means: Object.fromEntries(against.map((c) => [c, Math.round(mean(c) * 1000) / 1000])),
    bestFixed: best,
    adaptiveMinusBestFixedPts:
      adaptive !== null && best !== null ? Math.round((adaptive - mean(best)) * 1000) / 10 : null,
    againstBestFixed: Object.fromEntries(others.map((c) => [c, paired(c)])),
  }
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(report)}\n`)
    return
  }
  const lines = [
    `${flags.rules}, ${flags.matches} matches per cell, seed ${flags.seed}: win rate against each scripted player`,
    ...players.map(
      (p) =>
        `${SCRIPTED_WORDS[p]} (${SCRIPTED_PLAYERS[p]}): ` +
        against
          .map((c) => {
            const r = rates[p]?.[c]
            return r ? `${c} ${pct(r.winRateA)} (${pct(r.ci95[0])} – ${pct(r.ci95[1])})` : ''
          })
          .join(', '),
    ),
    `mean: ${against.map((c) => `${c} ${pct(mean(c))}`).join(', ')}`,
    best === null
      ? 'no fixed tier in the run'
      : `best fixed tier: ${best}` +
        (report.adaptiveMinusBestFixedPts === null
          ? ''
          : `; adaptive master minus it: ${report.adaptiveMinusBestFixedPts} points`),
    ...(best === null
      ? []
      : others.map((c) => {
          const { gained, lost } = paired(c)
          return `${c} against ${best}, the same deals: won ${gained} it lost, lost ${lost} it won`
        })),
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

const flags = argsOrExit(SIM, process.argv.slice(2))
if (flags.scripted) scripted(flags)
else pair(flags)
