import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@tools/testing/source-files'

const SRC = join(__dirname, '..', 'renderer', 'src')

describe('the renderer', () => {
  it('reaches main from its stores only: no view, component or composable imports the bridge', () => {
    const screens = ['views', 'components', 'composables'].flatMap((dir) =>
      filesUnder(join(SRC, dir)).filter((f) => /\.(vue|ts)$/.test(f) && !f.endsWith('.test.ts')),
    )
    expect(screens.length).toBeGreaterThan(40)
    const offenders = screens
      .filter((f) => /from ['"][./]*bridge['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
    expect(offenders).toEqual([])
  })
})
