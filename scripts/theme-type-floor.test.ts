import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The smallest type. Every size in the app is in rem and the root follows the window: 12px at
 * the usual smallest window (960×600), 9px at the least a crowded screen allows. Text set below
 * 0.75rem was under 9px at 960×600 (buttons' labels, table heads, tile labels at 7.8-8.4px),
 * so none is: not the key caps on the table's buttons either (E, S, Esc at 7.5px), which a player
 * reads to learn the keys. Read from the style sheets' text: the tests' Vite hands a style sheet
 * over empty. So every size is in rem: a size in em is a share of its parent's, which the text
 * does not say (a round's reason at 0.7em was 8.4px), and one in the `font` shorthand is not read.
 */
const SRC = join(__dirname, '..', 'renderer', 'src')
const FLOOR_REM = 0.75

/** Every .vue and .css file under the renderer's source. */
function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return styleFiles(path)
    return /\.(vue|css)$/.test(entry.name) ? [path] : []
  })
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
  if (selector === ':root' || value === 'inherit') return null
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
  it(`is nowhere set below ${FLOOR_REM}rem, 9px at the smallest window, key caps included`, () => {
    expect(faults()).toEqual([])
  })

  it('finds the sizes it checks: the small buttons and the key caps, at the floor', () => {
    const theme = fontSizes(readFileSync(join(SRC, 'styles', 'theme.css'), 'utf8'))
    expect(theme).toContainEqual({ selector: '.btn.small', value: `${FLOOR_REM}rem` })
    const table = fontSizes(readFileSync(join(SRC, 'components', 'table', 'table.css'), 'utf8'))
    expect(table).toContainEqual({
      selector: '.console-button kbd,\n.key-cap',
      value: `${FLOOR_REM}rem`,
    })
  })

  it('tells a size it cannot read, and one below the floor, from one it passes', () => {
    expect(fault('.why', '0.7em')).toBe('0.7em, not one size in rem')
    expect(fault('kbd', '0.625rem')).toBe('0.625rem, below the floor')
    expect(fault('.cap', '700 0.6rem serif')).toBe('700 0.6rem serif, not one size in rem')
    expect(fault('.btn.small', '0.75rem')).toBeNull()
    expect(fault('button', 'inherit')).toBeNull()
    expect(fault(':root', 'clamp(9px, min(1.25vw, 2vh), 40px)')).toBeNull()
  })
})
