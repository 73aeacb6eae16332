import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@tools/testing/source-files'

/*
 * Every colour is a variable: a colour is written out once, as the value of a custom property in
 * a :root rule of theme.css (a :root inside an @media there too), and everything else says
 * var(--…). So a theme is a change to theme.css alone, and the more-contrast section reaches
 * every colour. Read from the files on disk: the tests' Vite hands a style sheet over empty.
 */
const SRC = join(__dirname, '..', 'renderer', 'src')
const THEME = join(SRC, 'styles', 'theme.css')

/** A colour written out in hex (not an HTML entity such as &#9650;). */
const HEX = /(?<!&)#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])/gi
/** A colour written out as a function; color-mix() of variables is fine. */
const FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/gi
/*
 * CSS's named colours. Not transparent, currentColor or inherit, and not the system colours
 * (Canvas, ButtonText, GrayText…) that the forced-colours section is made of.
 */
const NAMES =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
  'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
  'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
  'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
  'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
  'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
  'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
  'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
  'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
  'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
const NAMED = new RegExp(`(?<![\\w-])(?:${NAMES.split(' ').join('|')})(?![\\w-])`, 'gi')
/** Where a template gives a colour by name: an SVG paint attribute, or a style. */
const TEMPLATE_COLOUR = /\s:?(?:fill|stroke|stop-color|flood-color|color|style)="([^"]*)"/g

/** A literal colour found: where it is, in which file and on which line. */
interface Literal {
  at: number
  text: string
}

/** Every match of the patterns in a stretch of text, `offset` added to where each is. */
function matches(text: string, offset: number, patterns: RegExp[]): Literal[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((m) => ({ at: offset + m.index, text: m[0] })),
  )
}

/** The text with its comments blanked out, newlines kept, so every offset stays where it was. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
}

/**
 * The literal colours in a style sheet outside the custom properties of a :root rule. A small
 * parser: a `{` opens a rule whose selector is the text before it, a `;` or `}` ends a
 * declaration, and a `}` closes the innermost rule.
 */
function cssLiterals(css: string, offset: number, rootAllowed: boolean): Literal[] {
  const text = withoutComments(css)
  const rules: string[] = []
  const found: Literal[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '{') rules.push(text.slice(start, i).trim())
    if (c === ';' || c === '}') {
      const colon = text.indexOf(':', start)
      const inRoot =
        rootAllowed && (rules.at(-1) ?? '').split(',').some((s) => s.trim() === ':root')
      const custom = text.slice(start, colon).trim().startsWith('--')
      if (colon > start && colon < i && !(inRoot && custom)) {
        found.push(...matches(text.slice(colon + 1, i), offset + colon + 1, [HEX, FUNCTION, NAMED]))
      }
      if (c === '}') rules.pop()
    }
    if (c === '{' || c === ';' || c === '}') start = i + 1
  }
  return found
}

/**
 * The literal colours in a single-file component: its style blocks as style sheets (no :root:
 * a scoped one matches nothing), the rest (template and script) for hex and colour functions,
 * and colour names where the template gives a paint or a style.
 */
function vueLiterals(source: string): Literal[] {
  const styles = [...source.matchAll(/(<style[^>]*>)([\s\S]*?)<\/style>/g)]
  const found = styles.flatMap((s) => cssLiterals(s[2]!, s.index + s[1]!.length, false))
  let rest = source
  for (const s of styles) rest = rest.replace(s[0], ' '.repeat(s[0].length))
  found.push(...matches(rest, 0, [HEX, FUNCTION]))
  for (const attribute of rest.matchAll(TEMPLATE_COLOUR)) {
    const valueAt = attribute.index + attribute[0].indexOf('"') + 1
    found.push(...matches(attribute[1]!, valueAt, [NAMED]))
  }
  return found
}

/** Each literal colour in a file, as `path:line literal`. */
function literalsIn(path: string): string[] {
  const source = readFileSync(path, 'utf8')
  const found = path.endsWith('.vue')
    ? vueLiterals(source)
    : path.endsWith('.css')
      ? cssLiterals(source, 0, path === THEME)
      : matches(source, 0, [HEX, FUNCTION])
  return found.map(
    ({ at, text }) => `${relative(SRC, path)}:${source.slice(0, at).split('\n').length} ${text}`,
  )
}

describe('the theme', () => {
  it('is where every colour comes from: a variable in its :root, var(--…) everywhere else', () => {
    const styled = filesUnder(SRC).filter(
      (f) => /\.(vue|css)$/.test(f) || (f.endsWith('.ts') && !f.endsWith('.test.ts')),
    )
    expect(styled).toContain(THEME)
    expect(styled.filter((f) => f.endsWith('.vue')).length).toBeGreaterThan(40)
    expect(styled.flatMap(literalsIn)).toEqual([])
  })

  it('finds a colour written out anywhere but a :root custom property', () => {
    const sheet = [
      ':root {',
      '  --frame: #5fb7c9;',
      '  color: #fff;',
      '}',
      '@media (prefers-contrast: more) {',
      '  :root { --frame: rgb(0 0 0); }',
      '  .btn { border: 1px solid white; }',
      '}',
      '.btn { background: linear-gradient(#36687a, var(--frame)); color: currentColor; }',
      '/* a comment may say #fff */ .card-red { color: var(--card-red-dark); }',
    ].join('\n')
    const found = cssLiterals(sheet, 0, true).map((l) => l.text)
    expect(found.sort()).toEqual(['#36687a', '#fff', 'white'])
    const component =
      '<template><rect fill="red" :style="{ color: \'#0a181d\' }" />&#9650;</template>'
    expect(
      vueLiterals(component)
        .map((l) => l.text)
        .sort(),
    ).toEqual(['#0a181d', 'red'])
  })
})
