import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { INVARIANTS } from './invariants'

/**
 * docs/reliability.md states how hard the saves are tested; this keeps its figures equal to
 * what the tests really do (read from their sources: a test file cannot be imported here
 * without running it).
 */
const ROOT = join(__dirname, '..', '..')
const doc = readFileSync(join(ROOT, 'docs', 'reliability.md'), 'utf8')
const source = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** The number a `const NAME = 1_000` line gives. */
function constant(text: string, name: string): number {
  const found = new RegExp(`const ${name} = ([\\d_]+)`).exec(text)?.[1]
  if (!found) throw new Error(`no const ${name}`)
  return Number(found.replace(/_/g, ''))
}

const figure = (n: number): string => `**${n.toLocaleString('en-US')}**`

describe('docs/reliability.md', () => {
  it('gives the number of payloads the fuzz tests send, everyday and slow', () => {
    const everyday = constant(source('main/api/fuzz.test.ts'), 'RUNS')
    const slow = constant(source('main/api/fuzz.slow.test.ts'), 'RUNS')
    expect(doc).toContain(
      `${figure(everyday)} in \`npm test\`, ${figure(slow)} more in the slow suite`,
    )
  })

  it('gives the number of saves the save fuzz edits, everyday and slow', () => {
    const everyday = constant(source('main/store/save-fuzz.test.ts'), 'EDITS')
    const slow = constant(source('main/store/save-fuzz.slow.test.ts'), 'EDITS')
    expect(doc).toContain(
      `${figure(everyday)} in \`npm test\`, ${figure(slow)} more in the slow suite`,
    )
  })

  it('gives the kills of each crash-test lane and their sum', () => {
    const crash = source('main/store/crash.slow.test.ts')
    const lanes = ['KILLS', 'DELETE_KILLS', 'RACE_KILLS'].map((name) => constant(crash, name))
    const [saving, deleting, racing] = lanes as [number, number, number]
    expect(doc).toContain(
      `${figure(saving + deleting + racing)} per run: ${saving} mid-save, ${deleting} around deletes, ${racing} two-process`,
    )
  })

  it('lists every invariant checked on load, and says how many', () => {
    expect(doc).toContain(`${figure(INVARIANTS.length)} (listed below)`)
    INVARIANTS.forEach((rule, i) => expect(doc).toContain(`${i + 1}. ${rule}\n`))
  })
})
