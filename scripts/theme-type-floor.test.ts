import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@tools/testing/source-files'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * The smallest type. Every size in the app is in rem and the root follows the window: 12px at
 * the usual smallest window (960×600), 9px at the least a crowded screen allows. The small print
 * (key caps, small buttons' labels, legends, table heads, tile labels) is one size, the theme's
 * `--type-floor`, at least 10px at 960×600: 0.75rem there was 9px and hard to read, and text set
 * below that was 7.5-8.4px. No size is below the floor. Read from the style sheets' text: the
 * tests' Vite hands a style sheet over empty. So every size is in rem (or the floor itself): a
 * size in em is a share of its parent's, which the text does not say (a round's reason at 0.7em
 * was 8.4px), and one in the `font` shorthand is not read.
 */
const SRC = join(__dirname, '..', 'renderer', 'src')
const THEME = themeSheet()
const FLOOR = 'var(--type-floor)'
/** The floor's size in rem, as the theme's root sets it. */
const FLOOR_REM = Number(/--type-floor: ([\d.]+)rem;/.exec(THEME)?.[1])
/** The root's size at 960×600 (theme.css: min(1.25vw, 2vh)). */
const ROOT_AT_960 = Math.min(960 * 0.0125, 600 * 0.02)

/** Every .vue and .css file under the renderer's source. */
function styleFiles(dir: string): string[] {
  return filesUnder(dir).filter((path) => /\.(vue|css)$/.test(path))
}

/** Each `font-size` and `font` with the selector of the rule it is in and its value as written. */
function fontSizes(text: string): { selector: string; value: string }[] {
  const found: { selector: string; value: string }[] = []
  for (const match of text.matchAll(/\bfont(?:-size)?:\s*([^;}]+)/g)) {
    const [, value = ''] = match
    const open = text.lastIndexOf('{', match.index)
    const before = Math.max(text.lastIndexOf('}', open), text.lastIndexOf('>', open))
    // the comments above a rule, and the imports before the first, are not its selector
    const head = text.slice(before + 1, open).replace(/\/\*[\s\S]*?\*\//g, '')
    found.push({ selector: head.slice(head.lastIndexOf(';') + 1).trim(), value: value.trim() })
  }
  return found
}

/** The size in rem, or null for a value the test cannot read as one. */
function rem(value: string): number | null {
  const match = /^([\d.]+)rem$/.exec(value)
  return match ? Number(match[1]) : null
}

/** Why a size breaks the rule, or null: the root's own size and `inherit` are no sizes of their own. */
function fault(selector: string, value: string): string | null {
  if (selector === ':root' || value === 'inherit' || value === FLOOR) return null
  const size = rem(value)
  if (size === null) return `${value}, not one size in rem`
  return size < FLOOR_REM ? `${value}, below the floor` : null
}

/** Every size in the renderer's style sheets that breaks the rule, with its file and selector. */
function faults(): string[] {
  return styleFiles(SRC).flatMap((file) =>
    fontSizes(readFileSync(file, 'utf8')).flatMap(({ selector, value }) => {
      const why = fault(selector, value)
      return why === null ? [] : [`${relative(SRC, file)}: ${selector} ${why}`]
    }),
  )
}

describe('the type', () => {
  it('sets its floor at 10px or more at the smallest window', () => {
    expect(FLOOR_REM * ROOT_AT_960).toBeGreaterThanOrEqual(10)
  })

  it(`is nowhere set below the floor, ${FLOOR_REM}rem, key caps included`, () => {
    expect(faults()).toEqual([])
  })

  it('finds the sizes it checks: the small buttons and the key caps, at the floor', () => {
    const theme = fontSizes(THEME)
    expect(theme).toContainEqual({ selector: '.btn.small', value: FLOOR })
    const table = fontSizes(readFileSync(join(SRC, 'components', 'table', 'table.css'), 'utf8'))
    expect(table).toContainEqual({ selector: '.console-button kbd,\n.key-cap', value: FLOOR })
  })

  it('tells a size it cannot read, and one below the floor, from one it passes', () => {
    expect(fault('.why', '0.7em')).toBe('0.7em, not one size in rem')
    expect(fault('kbd', '0.75rem')).toBe('0.75rem, below the floor')
    expect(fault('.cap', '700 0.6rem serif')).toBe('700 0.6rem serif, not one size in rem')
    expect(fault('.btn.small', FLOOR)).toBeNull()
    expect(fault('h3', '1rem')).toBeNull()
    expect(fault('button', 'inherit')).toBeNull()
    expect(fault(':root', 'clamp(9px, min(1.25vw, 2vh), 40px)')).toBeNull()
  })
})
