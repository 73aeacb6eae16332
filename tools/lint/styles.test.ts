import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The renderer's style rules for every window shape, read from the style sheets themselves: the
 * test DOM lays nothing out (e2e/table-fit.slow.spec.ts measures the real windows), and a style
 * sheet imported raw comes out empty under the test runner.
 */
const RENDERER = join(import.meta.dirname, '../../renderer/src')
const sheets = readdirSync(RENDERER, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(vue|css)$/.test(file))
  .map((file) => [file, readFileSync(join(RENDERER, file), 'utf8')] as const)
const theme = readFileSync(join(RENDERER, 'styles/theme.css'), 'utf8')
const cardTip = readFileSync(join(RENDERER, 'components/table/CardTip.vue'), 'utf8')

/** The root font size at the window's minimum of 960×600 (theme.css: min(1.25vw, 2vh)). */
const ROOT_AT_MINIMUM = Math.min(960 * 0.0125, 600 * 0.02)

/** The value of a custom property of the theme's root, in rem. */
function rootRem(name: string): number {
  const value = new RegExp(`${name}: ([\\d.]+)rem;`).exec(theme)?.[1]
  if (value === undefined) throw new Error(`${name} is not set in rem`)
  return Number(value)
}

describe('the type at the smallest window', () => {
  it('sets its floor at 10px or more at 960×600', () => {
    expect(rootRem('--type-floor') * ROOT_AT_MINIMUM).toBeGreaterThanOrEqual(10)
  })

  it('sets no text smaller than the floor', () => {
    // a size written below the floor, in any component or sheet; the floor itself is a variable
    const under = sheets.flatMap(([file, source]) =>
      [...source.matchAll(/font-size: ([\d.]+)rem/g)]
        .filter((m) => Number(m[1]) < rootRem('--type-floor'))
        .map((m) => `${file}: ${m[0]}`),
    )
    expect(under).toEqual([])
  })
})

describe('a window taller than the screen it shows', () => {
  it('keeps a screen to the middle 50rem, as the table is', () => {
    expect(theme).toMatch(/--frame-gap: max\(0px, \(100vh - 50rem\) \/ 2\);/)
    expect(theme).toMatch(
      /\.screen \{[^}]*padding: calc\(1\.2rem \+ var\(--frame-gap\)\) 2rem\s+calc\(var\(--notice-room\) \+ var\(--frame-gap\)\);/,
    )
  })
})

describe('a card tip', () => {
  it('leaves no word alone on its last line, as a paragraph does', () => {
    // its lines are spans in a grid, which theme.css's rule for p does not reach
    expect(cardTip).toMatch(/\.tip \{[^}]*text-wrap: pretty;/)
  })
})
