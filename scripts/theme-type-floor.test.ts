import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The smallest type. Every size in the app is in rem and the root follows the window: 12px at
 * the usual smallest window (960×600), 9px at the least a crowded screen allows. Text set below
 * 0.75rem was under 9px at 960×600 (buttons' labels, table heads, tile labels at 7.8-8.4px),
 * so none is. Read from the style sheets' text: the tests' Vite hands a style sheet over empty.
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

/** Each `font-size` in rem with the selector of the rule it is in. */
function remSizes(text: string): { selector: string; rem: number }[] {
  const found: { selector: string; rem: number }[] = []
  for (const match of text.matchAll(/font-size:\s*([\d.]+)rem/g)) {
    const open = text.lastIndexOf('{', match.index)
    const before = Math.max(text.lastIndexOf('}', open), text.lastIndexOf('>', open))
    found.push({ selector: text.slice(before + 1, open).trim(), rem: Number(match[1]) })
  }
  return found
}

/** A key cap (E, S, Esc on the table's buttons) is a badge the eye finds, not text to read. */
const isKeyCap = (selector: string): boolean => /\bkbd\b|\.key-cap\b/.test(selector)

describe('the type', () => {
  it(`is nowhere set below ${FLOOR_REM}rem, 9px at the smallest window, but for key caps`, () => {
    const small = styleFiles(SRC).flatMap((file) =>
      remSizes(readFileSync(file, 'utf8'))
        .filter(({ selector, rem }) => rem < FLOOR_REM && !isKeyCap(selector))
        .map(({ selector, rem }) => `${relative(SRC, file)}: ${selector} ${rem}rem`),
    )
    expect(small).toEqual([])
  })

  it('finds the sizes it checks: the small buttons, and the key caps it lets pass', () => {
    const theme = remSizes(readFileSync(join(SRC, 'styles', 'theme.css'), 'utf8'))
    expect(theme).toContainEqual({ selector: '.btn.small', rem: FLOOR_REM })
    const table = remSizes(readFileSync(join(SRC, 'components', 'table', 'table.css'), 'utf8'))
    expect(table.some(({ selector, rem }) => isKeyCap(selector) && rem < FLOOR_REM)).toBe(true)
  })
})
