import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@tools/testing/source-files'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * The display type's digits. Orbitron's zero is a box cut by a diagonal bar: "10" and "20" on
 * the cards and the totals read as "1Ø" and "2Ø". fonts.css gives the display family its ten
 * digits and its ß (Orbitron's reads as B) from Exo 2 (a face of its own, 'Display Figures',
 * named first in --font-display and limited to U+0030-0039 and U+00DF), so this holds what that takes: the family first, a face for every
 * weight the display type is set in (else the browser fakes a bold from another), and no style
 * that names Orbitron itself and so draws its zero. Read from the style sheets' text, as
 * theme-type-floor.test.ts does: the tests' Vite hands a style sheet over empty.
 */
const SRC = join(__dirname, '..', 'renderer', 'src')
const THEME = themeSheet()
const FIGURES = 'Display Figures'

/** The declarations of each @font-face in a style sheet, by name. */
function fontFaces(css: string): Record<string, string>[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...bare.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) =>
    Object.fromEntries(
      body
        .split(';')
        .map((d) => d.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name, value]) => name && value)
        .map(([name, value]) => [name, value]),
    ),
  )
}

/** Each rule's body that sets its type in the display family, from a style sheet's text. */
function displayRules(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/{([^{}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => /font-family:\s*var\(--font-display\)/.test(body))
}

const STYLES = filesUnder(SRC).filter((path) => /\.(vue|css)$/.test(path))

describe("the display type's figures", () => {
  it('names the figures face first in --font-display, Orbitron after it', () => {
    const family = /--font-display:\s*([^;]+);/.exec(THEME)?.[1]
    expect(family?.split(',').map((name) => name.trim().replace(/'/g, ''))).toEqual([
      FIGURES,
      'Orbitron',
      'Exo 2',
      'sans-serif',
    ])
  })

  it('gives the figures face the ten digits and ß alone, drawn from Exo 2', () => {
    const faces = fontFaces(THEME).filter((face) => face['font-family'] === `'${FIGURES}'`)
    expect(faces.length).toBeGreaterThan(0)
    for (const face of faces) {
      // ß (U+00DF) too: Orbitron's reads as B, "Großmeisterin" as "GroBmeisterin"
      expect(face['unicode-range']).toBe('U+0030-0039, U+00DF')
      expect(face.src).toMatch(
        /^url\('@fontsource\/exo-2\/files\/exo-2-latin-\d00-normal\.woff2'\)/,
      )
    }
  })

  it('has a figures face for every weight the display type is set in', () => {
    const faces = fontFaces(THEME).filter((face) => face['font-family'] === `'${FIGURES}'`)
    // a face's weight is one number or a range ("500 600"): each weight it covers
    const weights = faces.map((face) =>
      (face['font-weight'] ?? '').split(/\s+/).map((weight) => Number(weight)),
    )
    const covered = (weight: string | undefined): boolean =>
      weights.some(([low = NaN, high = low]) => Number(weight) >= low && Number(weight) <= high)
    // the Orbitron weights the app loads, and every weight a display rule asks for
    const orbitron = [...THEME.matchAll(/@import '@fontsource\/orbitron\/(\d+)\.css'/g)].map(
      ([, weight]) => weight,
    )
    const used = STYLES.flatMap((file) =>
      displayRules(readFileSync(file, 'utf8')).flatMap(
        (body) => /font-weight:\s*(\d+)/.exec(body)?.[1] ?? [],
      ),
    )
    expect(orbitron.length).toBeGreaterThan(0)
    expect(used).toContain('700')
    const uncovered = [...new Set([...orbitron, ...used])].filter((weight) => !covered(weight))
    expect(uncovered).toEqual([])
  })

  it('is reached by every style: none names Orbitron itself, whose zero reads as Ø', () => {
    const direct = STYLES.filter((file) =>
      /font-family:[^;]*Orbitron/.test(readFileSync(file, 'utf8')),
    ).map((file) => relative(SRC, file))
    expect(direct).toEqual([])
  })
})
