import { describe, expect, it } from 'vitest'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * The theme's forced-colours section, what Windows' high contrast themes draw, read from the
 * file as theme-colours.test.ts reads it: the tests' Vite hands a style sheet over empty.
 */
const theme = themeSheet()
const forced = theme.slice(theme.indexOf('@media (forced-colors: active)'))
const OFF = String.raw`:is\(button, \.btn, \.console-button\):is\(:disabled, \[aria-disabled='true'\]\)`

describe("the theme's forced colours", () => {
  it('draws every button that is off in the system grey, text and border, whatever its class', () => {
    expect(forced.startsWith('@media (forced-colors: active)')).toBe(true)
    // any button, not only the theme's own classes: a screen's Sit down is a plain .btn too
    const rule = forced.match(new RegExp(`${OFF},[^{]*\\{([^}]*)\\}`))?.[1] ?? ''
    expect(rule).toContain('color: GrayText !important;')
    expect(rule).toContain('border-color: GrayText !important;')
    // the one button to press loses its thick edge while it is off
    expect(forced).toMatch(new RegExp(`${OFF}:is\\(\\.primary\\) \\{\\s*border-width: 1px;`))
  })
})
