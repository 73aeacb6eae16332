import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(__dirname, '..', 'renderer', 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe('the renderer', () => {
  it('reaches main from its stores only: no view, component or composable imports the bridge', () => {
    const screens = ['views', 'components', 'composables'].flatMap((dir) =>
      files(join(SRC, dir)).filter((f) => /\.(vue|ts)$/.test(f) && !f.endsWith('.test.ts')),
    )
    expect(screens.length).toBeGreaterThan(40)
    const offenders = screens
      .filter((f) => /from ['"][./]*bridge['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
    expect(offenders).toEqual([])
  })
})
