import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The renderer's sources: components, views and styles. */
const SRC = join(__dirname, '..', 'renderer', 'src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

describe('the theme', () => {
  it('is where every colour comes from: no component writes a colour of its own', () => {
    const literal = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/
    const styled = files(SRC).filter(
      (f) => /\.(vue|css)$/.test(f) && !f.endsWith(join('styles', 'theme.css')),
    )
    expect(styled.length).toBeGreaterThan(40)
    const offenders = styled
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(SRC, f)}:${i + 1}` }))
          .filter(({ line }) => literal.test(line) && !/&#\d+;/.test(line)),
      )
      .map(({ at, line }) => `${at} ${line.trim()}`)
    expect(offenders).toEqual([])
  })
})
