import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { BenchResult } from './measure'
import { formatTable, resultsJson, verdict, writeResults } from './report'

const RESULTS: BenchResult[] = [
  { name: 'engine.roundsPerSec.classic', value: 41000, unit: 'rounds/s', budget: null },
  { name: 'host.matchActMsP50', value: 62.5, unit: 'ms', budget: 50 },
  { name: 'renderer.initialJsGzipKB', value: 180.4, unit: 'KB', budget: 250 },
  { name: 'renderer.longTasksDuringRound', value: 0, unit: 'tasks', budget: 0 },
  { name: 'some.rate', value: 90, unit: '/s', budget: 100, kind: 'min' },
]

describe('bench/results.json', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('is a list of { name, value, unit, budget } with null where there is no budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'))
    dirs.push(dir)
    const file = join(dir, 'results.json')
    writeResults(file, RESULTS)
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
    expect(parsed).toHaveLength(RESULTS.length)
    for (const row of parsed) {
      expect(Object.keys(row as object)).toEqual(['name', 'value', 'unit', 'budget'])
    }
    expect(parsed[0]).toEqual({
      name: 'engine.roundsPerSec.classic',
      value: 41000,
      unit: 'rounds/s',
      budget: null,
    })
    // the comparison direction is the bench's own business, not the file's
    expect(parsed[4]).toEqual({ name: 'some.rate', value: 90, unit: '/s', budget: 100 })
    expect(readFileSync(file, 'utf8')).toBe(resultsJson(RESULTS))
  })

  it('says by how much a budget is missed, either way round', () => {
    expect(verdict(RESULTS[0]!)).toBe('')
    expect(verdict(RESULTS[1]!)).toBe('MISSED by 12.5 ms (25%)')
    expect(verdict(RESULTS[2]!)).toBe('within budget')
    expect(verdict(RESULTS[3]!)).toBe('within budget')
    expect(verdict({ ...RESULTS[3]!, value: 2 })).toBe('MISSED by 2 tasks')
    expect(verdict(RESULTS[4]!)).toBe('MISSED by 10 /s (10%)')
  })

  it('prints one aligned row per result under a header', () => {
    const lines = formatTable(RESULTS).split('\n')
    expect(lines).toHaveLength(RESULTS.length + 1)
    expect(lines[0]).toMatch(/^name\s+value\s+budget$/)
    expect(lines[2]).toContain('62.5 ms')
    expect(lines[2]).toContain('MISSED by 12.5 ms (25%)')
    const valueColumn = lines.map((l) => l.indexOf(l.split(/\s{2,}/)[1] ?? ''))
    expect(new Set(valueColumn).size).toBe(1)
  })
})
