import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/** `npm run solve` as a maintainer runs it: the answer as JSON, and clear refusals. */
describe('the solve command line', () => {
  const run = promisify(execFile)
  const cli = resolve(__dirname, 'solve.ts')
  const tsx = resolve(__dirname, '../../node_modules/.bin/tsx')

  async function solve(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run(tsx, [cli, ...args])
      return { code: 0, stdout, stderr }
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string }
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
    }
  }

  it('solves a pair of hands from a score, perfect and against each tier', async () => {
    const opponents = ['optimal', 'rookie', 'kotor', 'veteran'] as const
    const runs = await Promise.all(
      opponents.map((opponent) =>
        solve([
          '--rules',
          'classic',
          '--hands',
          '±3',
          '',
          '--score',
          '2-2',
          '--opponent',
          opponent,
          '--json',
        ]),
      ),
    )
    const values = runs.map((r, i) => {
      expect(r.code).toBe(0)
      const out = JSON.parse(r.stdout) as { winChance0: number; opponent: string }
      expect(out.opponent).toBe(opponents[i])
      return out.winChance0
    })
    const [perfect, rookie, kotor, veteran] = values as [number, number, number, number]
    // A fixed opponent can only do as well as a perfect one, never better.
    for (const v of [rookie, kotor, veteran]) expect(v).toBeGreaterThanOrEqual(perfect - 1e-12)
    expect(perfect).toBeGreaterThan(0.5) // a card against none
    // The rookie stands on 15: the best response to it wins more than against the kotor rule.
    expect(rookie).toBeGreaterThan(kotor)
  })

  it('exits 2 with a message for a ruleset it cannot solve, a bad card or a bad opponent', async () => {
    const results = await Promise.all([
      solve(['--rules', 'cantina', '--hands', '+1', '-1']),
      solve(['--rules', 'classic', '--hands', '+7', '-1']),
      solve(['--rules', 'classic', '--hands', '+1', '-1', '--opponent', 'master']),
    ])
    for (const r of results) expect(r.code).toBe(2)
    expect(results[0]?.stderr).toMatch(/classic ruleset only/)
    expect(results[2]?.stderr).toMatch(
      /optimal, rookie, kotor, veteran or a habit \(stand14-save, .*stand16-rescue/,
    )
  })
})
