/**
 * `npx tsx tools/ai/make-ai-tables.ts [--matches N] [--tier veteran] [--rules classic] [--out F]`:
 * makes main/ai/match-tables.data.ts (or F, to try a table first), the master's table of set-win
 * chances by score and hand cards left, for each ruleset (or only the one given, keeping the
 * others as they are).
 *
 * How: self-play of one tier gives, for each pair of hand sizes at a round's start, how often
 * the round is won, lost or tied and how many cards each side spent. A round is then a step in a
 * small Markov chain over (my wins, their wins, my cards, their cards), solved exactly (a tie
 * that spends nothing replays the same position, handled by dividing it out).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { RULESET_IDS, type RulesetId } from '@main/engine'
import { playMatch } from './arena'
import type { AiTier } from '@main/ai'
import { MATCH_TABLES } from '@main/ai/match-tables.data'

const args = process.argv.slice(2)
const option = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const matches = Number(option('matches', '6000'))
const tier = option('tier', 'veteran') as AiTier
/** one ruleset only (the others keep their committed tables) */
const only = option('rules', '')
/** where to write the tables (a scratch file for trying a table before committing it) */
const outPath = option('out', '')

type Key = string // `${mine},${theirs}`
/** outcome counts: key "result,mineAfter,theirsAfter" */
type Outcomes = Map<string, number>

function collect(rules: RulesetId): Map<Key, Outcomes> {
  const stats = new Map<Key, Outcomes>()
  const add = (
    mine: number,
    theirs: number,
    result: number,
    mineAfter: number,
    theirsAfter: number,
  ): void => {
    const key = `${mine},${theirs}`
    const outcomes = stats.get(key) ?? new Map<string, number>()
    const o = `${result},${mineAfter},${theirsAfter}`
    outcomes.set(o, (outcomes.get(o) ?? 0) + 1)
    stats.set(key, outcomes)
  }
  for (let i = 0; i < matches; i++) {
    // A background run (no terminal) gets one line per 500 matches instead of a live counter.
    if (i % 500 === 0)
      process.stderr.write(
        `${process.stderr.isTTY ? '\r' : ''}${rules}: ${i}/${matches}${process.stderr.isTTY ? '' : '\n'}`,
      )
    const record = playMatch({ rules, seed: 900_000 + i, players: [{ tier }, { tier }] })
    for (const r of record.roundStats) {
      // Both seats' points of view, so the table is symmetric by construction.
      for (const seat of [0, 1] as const) {
        const them = seat === 0 ? 1 : 0
        const result = r.winner === null ? 0 : r.winner === seat ? 1 : -1
        add(
          r.handsBefore[seat],
          r.handsBefore[them],
          result,
          r.handsAfter[seat],
          r.handsAfter[them],
        )
      }
    }
  }
  process.stderr.write(`\r${rules}: ${matches}/${matches}\n`)
  return stats
}

/**
 * A card more in my hand is never worth less, a card more in theirs never worth more. Rare
 * card counts (4 against 0) are measured from few rounds or guessed; this keeps the guesses in
 * order, since the master reads the table's differences as the value of a held card.
 */
function repairMonotone(layer: number[][]): void {
  for (let pass = 0; pass < 3; pass++) {
    for (let m = 1; m <= 4; m++)
      for (let t = 0; t <= 4; t++) {
        const row = layer[m] as number[]
        row[t] = Math.max(row[t] as number, layer[m - 1]?.[t] as number)
      }
    for (let m = 0; m <= 4; m++)
      for (let t = 1; t <= 4; t++) {
        const row = layer[m] as number[]
        row[t] = Math.min(row[t] as number, row[t - 1] as number)
      }
  }
}

/** The set-win chance table [myWins][oppWins][myCards][oppCards]. */
function solve(stats: Map<Key, Outcomes>): number[][][][] {
  const V: number[][][][] = []
  const get = (a: number, b: number, m: number, t: number): number => {
    if (a >= 3) return 1
    if (b >= 3) return 0
    return V[a]?.[b]?.[m]?.[t] ?? 0.5
  }
  for (let a = 2; a >= 0; a--) {
    for (let b = 2; b >= 0; b--) {
      for (let m = 0; m <= 4; m++) {
        for (let t = 0; t <= 4; t++) {
          const outcomes = stats.get(`${m},${t}`)
          let value: number
          if (!outcomes || [...outcomes.values()].reduce((x, y) => x + y, 0) < 30) {
            // Too rare to measure: a round won with a chance set by the card difference, no
            // card spent (positions this lopsided hardly occur in play).
            const p = Math.max(0.1, Math.min(0.9, 0.5 + 0.08 * (m - t)))
            value = p * get(a + 1, b, m, t) + (1 - p) * get(a, b + 1, m, t)
          } else {
            let total = 0
            let loop = 0
            let sum = 0
            for (const [o, n] of outcomes) {
              total += n
              const [result, ma, ta] = o.split(',').map(Number) as [number, number, number]
              if (result === 0 && ma === m && ta === t) loop += n
              else if (result === 1) sum += n * get(a + 1, b, ma, ta)
              else if (result === -1) sum += n * get(a, b + 1, ma, ta)
              else sum += n * get(a, b, ma, ta)
            }
            value = sum / (total - loop)
          }
          const row = (((V[a] ??= [])[b] ??= [])[m] ??= [])
          row[t] = Math.max(0, Math.min(1, Math.round(value * 1000) / 1000))
        }
      }
      repairMonotone(V[a]?.[b] ?? [])
    }
  }
  return V
}

const tables: Record<string, number[][][][]> = { ...MATCH_TABLES }
for (const rules of RULESET_IDS)
  if (only === '' || only === rules) tables[rules] = solve(collect(rules))

const out = outPath ? resolve(outPath) : resolve(__dirname, '../main/ai/match-tables.data.ts')
writeFileSync(
  out,
  `// Made by tools/ai/make-ai-tables.ts (--matches ${matches} --tier ${tier}${only ? ` --rules ${only}; the other rulesets kept from the file before` : ''}); do not edit by hand.\n` +
    `// [myWins][oppWins][myCards][oppCards] -> chance to win the set.\n` +
    `import type { RulesetId } from '../engine'\n\n` +
    `export const MATCH_TABLES: Record<RulesetId, number[][][][]> = ${JSON.stringify(tables)}\n`,
)
process.stderr.write(`wrote ${out}\n`)
