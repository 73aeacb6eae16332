/**
 * The rules suite: every scenario file under scenarios/ (docs/scenarios.md) run through the engine,
 * compared with the hand-worked answer beside it. NAME.expected.json names only the fields that
 * matter for the rule under test; each named field must match exactly.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { runScenarioText, ScenarioError } from '@tools/scenario/run'

const ROOT = resolve(__dirname, 'scenarios')
const RULESETS = ['classic', 'tournament', 'cantina'] as const

interface Case {
  name: string
  file: string
  expectedFile: string
}

function casesOf(rules: string): Case[] {
  const dir = join(ROOT, rules)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.json$/, ''),
      file: join(dir, f),
      expectedFile: join(dir, f.replace(/\.json$/, '.expected.json')),
    }))
}

/** What the CLI prints: the engine's answer, or the malformed-input answer. */
function outcome(text: string): Record<string, unknown> {
  try {
    return { ...runScenarioText(text) }
  } catch (error) {
    if (error instanceof ScenarioError) return { ok: false, error: error.message }
    throw error
  }
}

describe.each(RULESETS)('%s scenarios', (rules) => {
  const cases = casesOf(rules)

  it('has scenarios, each with its expected answer', () => {
    expect(cases.length).toBeGreaterThanOrEqual(12)
    for (const c of cases) expect(() => readFileSync(c.expectedFile, 'utf8')).not.toThrow()
  })

  it.each(cases)('$name', ({ file, expectedFile }) => {
    const scenario = JSON.parse(readFileSync(file, 'utf8')) as { rules: string }
    expect(scenario.rules).toBe(rules)
    const expected = JSON.parse(readFileSync(expectedFile, 'utf8')) as Record<string, unknown>
    expect(Object.keys(expected).length).toBeGreaterThan(0)
    const actual = outcome(readFileSync(file, 'utf8'))
    for (const [key, value] of Object.entries(expected)) {
      expect({ [key]: actual[key] }).toEqual({ [key]: value })
    }
  })
})

describe('scenario input', () => {
  it('runs the worked example of docs/scenarios.md to the output shown there', () => {
    const page = readFileSync(resolve(__dirname, '../../docs/scenarios.md'), 'utf8')
    const blocks = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '')
    const [input, output] = blocks
    expect(blocks).toHaveLength(2)
    expect(runScenarioText(input ?? '')).toEqual(JSON.parse(output ?? ''))
  })

  it('refuses a field it does not know, naming it', () => {
    const text = '{"rules": "classic", "seed": 1, "drawz": [10], "actions": []}'
    expect(outcome(text)).toEqual({
      ok: false,
      error: expect.stringContaining('Unknown field "drawz"'),
    })
  })

  it('refuses a player prefix other than 0: or 1:, naming the N: form', () => {
    const text = '{"rules": "classic", "seed": 1, "actions": ["5: stand"]}'
    expect(outcome(text)).toEqual({
      ok: false,
      error: expect.stringMatching(/"5: stand".*N: form/),
    })
    // a named player is read, whether or not the rules then let them act
    expect(outcome('{"rules": "classic", "seed": 1, "actions": ["1: stand"]}')).toHaveProperty(
      'phase',
    )
  })
})

describe('the scenario command line', () => {
  const run = promisify(execFile)
  const cli = resolve(__dirname, '../../tools/cli/scenario.ts')
  const tsx = resolve(__dirname, '../../node_modules/.bin/tsx')
  const temp = mkdtempSync(join(tmpdir(), 'pazaak-scenario-'))
  afterAll(() => rmSync(temp, { recursive: true, force: true }))

  async function scenario(file: string): Promise<{ code: number; json: unknown }> {
    try {
      const { stdout } = await run(tsx, [cli, file])
      return { code: 0, json: JSON.parse(stdout) }
    } catch (error) {
      const failed = error as { code?: number; stdout?: string }
      return { code: failed.code ?? -1, json: JSON.parse(failed.stdout ?? 'null') }
    }
  }

  function tempFile(name: string, text: string): string {
    const path = join(temp, name)
    writeFileSync(path, text)
    return path
  }

  it('prints the answer and exits 0 for a normal and for a rejected scenario', async () => {
    const [normal, rejected] = await Promise.all([
      scenario(join(ROOT, 'classic/stand-higher-total.json')),
      scenario(join(ROOT, 'classic/reject-second-side-card.json')),
    ])
    expect(normal.code).toBe(0)
    expect(normal.json).toMatchObject({
      ok: true,
      rounds: [{ winner: 0, reason: 'stand', totals: [18, 17] }],
    })
    expect(rejected.code).toBe(0)
    expect(rejected.json).toMatchObject({
      ok: false,
      rejected: 4,
      error: 'You have already played a side card this turn.',
    })
  })

  it('exits 2 with {"ok": false, "error"} for malformed input', async () => {
    const results = await Promise.all([
      scenario(tempFile('bad.json', '{"rules": "classic", "seed": 1, ')),
      scenario(tempFile('ruleset.json', '{"rules": "poker", "seed": 1, "actions": []}')),
      scenario(tempFile('card.json', '{"rules": "classic", "seed": 1, "actions": ["play +7"]}')),
      scenario(
        tempFile('field.json', '{"rules": "classic", "seed": 1, "drawz": [], "actions": []}'),
      ),
    ])
    for (const { code, json } of results) {
      expect(code).toBe(2)
      expect(json).toMatchObject({ ok: false, error: expect.any(String) })
    }
    const [badJson, ruleset, card, field] = results.map((r) => (r.json as { error: string }).error)
    expect(badJson).toMatch(/not valid JSON/)
    expect(ruleset).toMatch(/Unknown ruleset "poker"/)
    expect(card).toMatch(/"\+7" is not a side card/)
    expect(field).toMatch(/Unknown field "drawz"/)
  })
})
