import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * The fade at a scrolling list's edge with more beyond it, read from the theme's text as
 * theme-forced-colours.test.ts reads it: the tests' Vite hands a style sheet over empty, and no
 * test page computes a scroll-driven animation. e2e/table-fit.slow.spec.ts scrolls every list
 * of a long-played profile to its last line in a real browser.
 */
const theme = themeSheet()

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string, from = theme): string {
  const at = from.indexOf(`\n${selector} {`)
  if (at < 0) return ''
  return from.slice(at, from.indexOf('\n}', at))
}

describe('a scrolling list', () => {
  const list = rule('.scroll:not(.panel)')

  it('fades each edge by how far it has scrolled, following its own scrolling', () => {
    // the fade's layer, written once on the list (the keyboard's mask takes it up too)
    expect(list).toMatch(/--fade-layer:\s*linear-gradient\(\s*to bottom,\s*transparent,/)
    expect(list).toMatch(/mask-image:\s*var\(--fade-layer\),/)
    expect(list).toContain('var(--shade) var(--fade-top)')
    expect(list).toContain('var(--shade) calc(100% - var(--fade-bottom))')
    expect(list).toContain('animation-name: fade-top, fade-bottom;')
    expect(list).toContain('animation-timeline: scroll(self), scroll(self);')
    // the two fades change over the first and the last stretch of the scrolling only
    expect(list).toMatch(/animation-range:\s*0 var\(--fade\),\s*calc\(100% - var\(--fade\)\) 100%;/)
    // the keyboard's row stops clear of the fade
    expect(list).toContain('scroll-padding-block: var(--fade);')
  })

  it('fades two lines of words deep, and leaves the bar out of it', () => {
    expect(list).toContain('--fade: 2.5rem;')
    // a second layer, solid, as wide as the bar, at the right edge: the bar never fades
    expect(list).toMatch(/linear-gradient\(var\(--shade\), var\(--shade\)\);/)
    expect(list).toMatch(/mask-size:\s*100% 100%,\s*var\(--scrollbar\) 100%;/)
    expect(list).toMatch(/mask-position:\s*0 0,\s*100% 0;/)
    expect(list).toContain('mask-repeat: no-repeat;')
    expect(rule('.scroll')).toContain('--scrollbar:')
  })

  it('shows no fade at the top before it scrolls, and none at the bottom at its end', () => {
    // registered at 0: a list too short to scroll has no timeline, so no fade at all
    for (const edge of ['top', 'bottom'])
      expect(theme).toMatch(new RegExp(`@property --fade-${edge} \\{[^}]*initial-value: 0px;`))
    const frames = (name: string): string =>
      theme.slice(theme.indexOf(`@keyframes ${name} {`)).split('\n}')[0] ?? ''
    expect(frames('fade-top')).toMatch(
      /from \{\s*--fade-top: 0px;\s*\}\s*to \{\s*--fade-top: var\(--fade\);/,
    )
    // scrolled to the end, the last row reads whole
    expect(frames('fade-bottom')).toMatch(
      /from \{\s*--fade-bottom: var\(--fade\);\s*\}\s*to \{\s*--fade-bottom: 0px;/,
    )
  })

  it('keeps the fade under reduced motion, which stops every other animation', () => {
    const reduced = rule("html[data-motion='reduced'] .scroll:not(.panel)")
    expect(reduced).toContain('animation-name: fade-top, fade-bottom !important;')
    expect(reduced).toContain('animation-fill-mode: both !important;')
    expect(reduced).toContain('animation-timeline: scroll(self), scroll(self) !important;')
    expect(reduced).toMatch(/animation-range:[^;]*!important;/)
  })

  it('never fades under forced colours, and never a scrolling panel, whose frame would go with it', () => {
    const forced = theme.slice(theme.indexOf('@media (forced-colors: active) {\n  .panel,'))
    expect(forced).toMatch(/\.scroll:not\(\.panel\),?[^{]*\{\s*mask-image: none;/)
    expect(rule('.panel.scroll')).toContain('border:')
    expect(rule('.panel.scroll')).not.toContain('mask')
  })
})

describe('the bar of a list that scrolls', () => {
  it('is slim and in the theme’s colours, drawn by the parts Chromium styles', () => {
    expect(rule('.scroll::-webkit-scrollbar')).toContain('width: var(--scrollbar);')
    expect(rule('.scroll::-webkit-scrollbar-track')).toContain('background: var(--scroll-track);')
    expect(rule('.scroll::-webkit-scrollbar-thumb')).toContain('background: var(--scroll-thumb);')
    for (const colour of ['--scroll-thumb', '--scroll-thumb-lit', '--scroll-track'])
      expect(theme).toMatch(new RegExp(`\\n  ${colour}: `))
  })

  it('leaves the standard properties to a browser without those parts, which they would undo', () => {
    // set on a box, scrollbar-color and scrollbar-width make Chromium ignore the parts' styles
    expect(rule('.scroll')).not.toMatch(/scrollbar-(color|width)/)
    const fallback = theme.slice(theme.indexOf('@supports not selector(::-webkit-scrollbar) {'))
    expect(fallback).toMatch(
      /^@supports not selector\(::-webkit-scrollbar\) \{\s*\.scroll \{\s*scrollbar-width: thin;/,
    )
  })
})

describe('a list of cards in whole rows', () => {
  it('comes to rest on a row, each as tall as the tallest, and does not fade its last', () => {
    const rows = rule('.scroll.rows')
    expect(rows).toContain('scroll-snap-type: y mandatory;')
    expect(rows).toContain('mask-image: none;')
    expect(rule('.scroll.rows > ul')).toContain('grid-auto-rows: 1fr;')
    expect(rule('.scroll.rows > ul > li')).toContain('scroll-snap-align: start;')
  })
})

describe("the fade in a built app's style sheet", () => {
  /*
   * The build minifies the theme with Lightning CSS (Vite's CSS minifier), which folds a timeline
   * set beside the animation shorthand into it; browsers refuse a timeline there (reset-only) and
   * drop the whole declaration, so the lists of a built app never faded. Minified as the build
   * does, each rule keeps the timeline a declaration of its own.
   */
  const built = transform({
    filename: 'theme.css',
    code: Buffer.from(theme),
    minify: true,
    targets: { chrome: 120 << 16 },
  }).code.toString()

  it('keeps the scroll timeline out of the animation shorthand', () => {
    // each rule as [selector, declarations] (an at-rule's opening left before the selector)
    const rules = built
      .split('}')
      .map((chunk) => chunk.split('{').slice(-2))
      .filter((parts) => parts.length === 2 && parts[0]!.endsWith('.scroll:not(.panel)'))
    const fading = rules.filter(([, body]) => body?.includes('fade-top'))
    // the list's own rule and the one under reduced motion
    expect(fading).toHaveLength(2)
    for (const [selector, body] of fading) {
      expect(body, selector).toMatch(/animation-timeline:scroll\(self\),scroll\(self\)/)
      expect(body, selector).not.toMatch(/animation:[^;]*scroll\(/)
    }
  })
})
