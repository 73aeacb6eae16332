import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The doc-comment rule of eslint.config.mjs (tools/lint/said.mjs), checked against the real
 * config: each piece of code is linted as if it stood in the named file.
 */
const eslint = new ESLint({ cwd: process.cwd() })

/** The rule's messages for `code` standing in `file`. */
async function unsaid(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'said/exported-function')
    .map((m) => m.message)
}

describe('an exported function says what it does', () => {
  it.each([
    ['main/services/example.ts', 'export function deal(): number {\n  return 1\n}\n', 'deal'],
    ['renderer/src/composables/example.ts', 'export const useDeal = () => 1\n', 'useDeal'],
    [
      'bench/example.ts',
      'export async function benchDeal(): Promise<number> {\n  return 1\n}\n',
      'benchDeal',
    ],
    ['e2e/fixtures/example.ts', 'export default function setup(): void {}\n', 'setup'],
    // a line comment says why, not what
    [
      'tools/example.ts',
      '// dealt twice\nexport function deal(): number {\n  return 1\n}\n',
      'deal',
    ],
    // a block comment that is not a doc comment
    ['common/example.ts', '/* dealt */\nexport function deal(): number {\n  return 1\n}\n', 'deal'],
  ])('%s refuses %j without a doc comment', async (file, code, name) => {
    expect(await unsaid(file, code)).toEqual([
      `Say what \`${name}\` does in a doc comment (/** … */) right above it.`,
    ])
  })

  it.each([
    [
      'main/services/example.ts',
      '/** Deals one. */\nexport function deal(): number {\n  return 1\n}\n',
    ],
    ['tools/example.ts', '/** Deals one. */\n// why: twice\nexport const deal = (): number => 1\n'],
    // not a function: a value, a type, a list of names
    ['common/example.ts', 'export const DEALS = 3\nexport type Deal = number\n'],
    ['common/example.ts', 'const deal = (): number => 1\nexport { deal }\n'],
    // tests and specs export nothing to read
    ['main/services/example.test.ts', 'export function deal(): number {\n  return 1\n}\n'],
    ['e2e/example.spec.ts', 'export function deal(): number {\n  return 1\n}\n'],
  ])('%s accepts %j', async (file, code) => {
    expect(await unsaid(file, code)).toEqual([])
  })
})
