import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEME_SHEETS } from '@tools/testing/theme-sheets'

/*
 * The shared style sheets are one file per concern, loaded through styles/index.css in the
 * cascade's order. A sheet left out of the index would never reach the app (nor the theme's
 * checks, which read the sheets through the same list), and one imported twice would be read
 * twice over, its rules winning again wherever they stand the second time.
 */
const STYLES = join(__dirname, '..', 'renderer', 'src', 'styles')

describe("the theme's style sheets", () => {
  it('are every sheet in styles/, each imported once by index.css', () => {
    const files = readdirSync(STYLES).filter(
      (name) => name.endsWith('.css') && name !== 'index.css',
    )
    const imported = THEME_SHEETS.map((path) => basename(path))
    expect(new Set(imported).size).toBe(imported.length)
    expect([...imported].sort()).toEqual([...files].sort())
  })

  it('end with forced colours, whose rules must win over the look’s as strong as they are', () => {
    expect(basename(THEME_SHEETS.at(-1) ?? '')).toBe('forced-colours.css')
  })
})
