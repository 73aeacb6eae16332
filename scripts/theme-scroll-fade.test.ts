import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'

/*
 * The fade at a scrolling list's edge with more beyond it, read from the theme's text as
 * theme-forced-colours.test.ts reads it: the tests' Vite hands a style sheet over empty, and no
 * test page computes a scroll-driven animation. e2e/table-fit.slow.spec.ts scrolls every list
 * of a long-played profile to its last line in a real browser.
 */
const theme = readFileSync(join(__dirname, '..', 'renderer', 'src', 'styles', 'theme.css'), 'utf8')

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(selector: string, from = theme): string {
  const at = from.indexOf(`\n${selector} {`)
  if (at < 0) return ''
  return from.slice(at, from.indexOf('\n}', at))
}

describe('a scrolling list', () => {
  const list = rule('.scroll:not(.panel)')

  it('fades each edge by how far it has scrolled, following its own scrolling', () => {
    expect(list).toMatch(/mask-image: linear-gradient\(\s*to bottom,\s*transparent,/)
    expect(list).toContain('var(--shade) var(--fade-top)')
    expect(list).toContain('var(--shade) calc(100% - var(--fade-bottom))')
    expect(list).toContain('animation-name: fade-top, fade-bottom;')
    expect(list).toContain('animation-timeline: scroll(self), scroll(self);')
    // the two fades change over the first and the last stretch of the scrolling only
    expect(list).toMatch(/animation-range:\s*0 var\(--fade\),\s*calc\(100% - var\(--fade\)\) 100%;/)
    // the keyboard's row stops clear of the fade
    expect(list).toContain('scroll-padding-block: var(--fade);')
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
    expect(forced).toMatch(/\.scroll:not\(\.panel\) \{\s*mask-image: none;/)
    expect(rule('.panel.scroll')).toContain('border:')
    expect(rule('.panel.scroll')).not.toContain('mask')
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
