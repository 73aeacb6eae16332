/**
 * `npm run --silent campaign-sim -- --seeds 20 [--json] [--player veteran] [--max-matches 150]
 * [--stake-share 0.2] [--first-seed 1]`: plays the campaign over many seeds with the real engine
 * and AI (tools/campaign/sim.ts) and reports how long it takes and where players get stuck.
 * With --json, one JSON object on stdout; progress always goes to stderr.
 */
import { fork } from 'node:child_process'
import { locationsInOrder } from '@main/services/campaign/campaign'
import { median, opponentRows, simulateCampaign, summarise, type SimRun } from '@tools/campaign/sim'
import { CAMPAIGN_SIM, type Args } from './campaign-sim-args'
import { argsOrExit } from './usage'

/** "1 seed", "20 seeds"; "1 match", "150 matches". */
const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

function pad(text: string | number, width: number, right = false): string {
  const s = String(text)
  return right ? s.padStart(width) : s.padEnd(width)
}

function table(runs: readonly SimRun[], args: Args): string {
  const summary = summarise(runs, args.maxMatches)
  const lines: string[] = []
  lines.push(
    `Campaign simulation: ${count(runs.length, 'seed')} from ${args.firstSeed}, player ${args.player}, ` +
      `stake ${Math.round(args.stakeShare * 100)}% of credits, at most ${count(args.maxMatches, 'match', 'matches')} a run.`,
  )
  lines.push(
    `Finished ${Math.round(summary.finishRate * 100)}% of runs; median ${count(summary.medianMatchesToFinish, 'match', 'matches')} to finish.`,
  )
  lines.push('')
  lines.push('Matches to reach each cantina (median over runs that reached it):')
  for (const location of locationsInOrder()) {
    const reached = runs.map((r) => r.reachedAfter[location.id]).filter((n) => n !== undefined)
    lines.push(
      `  ${pad(location.order, 2)} ${pad(location.name, 22)} ${pad(reached.length, 3, true)} ${pad(reached.length === 1 ? 'run' : 'runs', 4)}  median ${median(reached)}`,
    )
  }
  lines.push('')
  lines.push(
    `  ${pad('opponent', 26)}${pad('cantina', 16)}${pad('reached', 8, true)}${pad('played', 8, true)}${pad('win%', 7, true)}${pad('loss<1st', 10, true)}${pad('never', 7, true)}`,
  )
  for (const row of opponentRows(runs)) {
    lines.push(
      `${row.wall ? '! ' : '  '}${pad(row.name, 26)}${pad(row.location, 16)}${pad(row.reached, 8, true)}${pad(row.played, 8, true)}${pad(Math.round(row.winRate * 100), 7, true)}${pad(row.meanLossesFirst.toFixed(1), 10, true)}${pad(row.neverBeaten, 7, true)}`,
    )
  }
  lines.push('')
  lines.push(summary.walls.length === 0 ? 'No walls.' : `Walls: ${summary.walls.join(', ')}`)
  const endCredits = runs.map((r) => r.credits)
  lines.push(`Credits at the end: median ${median(endCredits).toLocaleString('en-US')}.`)
  return lines.join('\n')
}

function runSeed(seed: number, args: Args): SimRun {
  return simulateCampaign({
    seed,
    player: { tier: args.player },
    maxMatches: args.maxMatches,
    stakeShare: args.stakeShare,
  })
}

/** Runs the seeds in `args.jobs` child processes (this same script with --worker). */
async function runAll(args: Args): Promise<SimRun[]> {
  const seeds = Array.from({ length: args.seeds }, (_, k) => args.firstSeed + k)
  const runs: SimRun[] = []
  const started = performance.now()
  const report = (run: SimRun): void => {
    runs.push(run)
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    const line = `seed ${runs.length}/${args.seeds}: ${run.finished ? 'finished' : 'stuck'} in ${count(run.matches, 'match', 'matches')} (${seconds}s)`
    // redrawn in place on a terminal; one line per seed into a file or a pipe
    process.stderr.write(process.stderr.isTTY ? `\r${line}   ` : `${line}\n`)
  }
  const jobs = Math.min(args.jobs, seeds.length)
  if (jobs <= 1) {
    for (const seed of seeds) report(runSeed(seed, args))
  } else {
    const passOn = [
      ...['--player', args.player, '--max-matches', String(args.maxMatches)],
      ...['--stake-share', String(args.stakeShare)],
    ]
    await Promise.all(
      Array.from({ length: jobs }, (_, j) => {
        const mine = seeds.filter((_, k) => k % jobs === j)
        // fork keeps this process's execArgv, so the child runs under tsx as this one does
        const child = fork(process.argv[1] ?? '', [...passOn, '--worker', mine.join(',')], {
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        })
        child.on('message', (message) => report(message as SimRun))
        return new Promise<void>((resolve, reject) => {
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`A sim worker exited with ${code}.`)),
          )
        })
      }),
    )
  }
  if (process.stderr.isTTY) process.stderr.write('\n')
  return runs.sort((a, b) => a.seed - b.seed)
}

async function main(argv: string[]): Promise<number> {
  const args = argsOrExit(CAMPAIGN_SIM, argv)
  if (args.worker) {
    for (const seed of args.worker) {
      const run = runSeed(seed, args)
      await new Promise<void>((resolve) => process.send?.(run, undefined, {}, () => resolve()))
    }
    process.disconnect?.()
    return 0
  }
  const runs = await runAll(args)
  process.stdout.write(
    args.json ? `${JSON.stringify(summarise(runs, args.maxMatches))}\n` : `${table(runs, args)}\n`,
  )
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`)
    process.exitCode = 1
  },
)
