/**
 * The engine against the reference (the engine as it was before it was made fast): seeded
 * random matches per ruleset, legal and illegal actions, and after every action the same
 * answer, state and events (main/engine/reference/compare.ts). This file runs a share of the
 * matches with the unit tests; match.differential.slow.test.ts runs 10,000 a ruleset.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareMatch } from './reference/compare'

const RUNS = 1_000

describe.each(['classic', 'tournament', 'cantina'] as const)(
  '%s: engine and reference',
  (rules) => {
    it(`agree on every action of ${RUNS} seeded matches`, () => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), (seed, choiceSeed) => {
          compareMatch(rules, seed, choiceSeed)
        }),
        { seed: 20_260_101, numRuns: RUNS, endOnFailure: true },
      )
    })
  },
)

describe('the reference engine', () => {
  it('is imported by tests only, so no build carries it', () => {
    const root = resolve(__dirname, '../..')
    const files = ['main', 'preload', 'renderer/src', 'common']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => !file.endsWith('.test.ts') && !file.includes('/engine/reference/'))
    expect(files.length).toBeGreaterThan(50)
    const importers = files.filter((file) =>
      /from\s+['"][^'"]*reference(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    )
    expect(importers.map((file) => relative(root, file))).toEqual([])
  })
})

function sources(dir: string): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return [] // a layer this checkout does not have
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path)
    return /\.(ts|vue)$/.test(entry.name) ? [path] : []
  })
}
