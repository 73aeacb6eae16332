import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * The contrast of the theme's words on the surfaces they are drawn on, computed from the
 * variables in theme.css as WCAG defines it (relative luminance, 4.5:1 for text at AA). Read from
 * the file as theme-colours.test.ts reads it: the tests' Vite hands a style sheet over empty.
 */
const SRC = join(__dirname, '..', 'renderer', 'src')
const theme = themeSheet()
const root = theme.slice(theme.indexOf(':root {'), theme.indexOf('\n}', theme.indexOf(':root {')))
/** What the theme sets when the system asks for more contrast, over the :root above. */
const MORE = '@media (prefers-contrast: more) {'
const more = theme.slice(theme.indexOf(MORE), theme.indexOf('\n}', theme.indexOf(MORE)))

/**
 * A theme colour by its variable's name, as red, green, blue (0-255) and alpha (0-1): as :root
 * sets it, or as the more-contrast block does where that sets it (`contrastMore`).
 */
function colour(name: string, contrastMore = false): [number, number, number, number] {
  const set = new RegExp(`--${name}:`)
  const vars = contrastMore && set.test(more) ? more : root
  // a three-digit colour (--shine: #fff) as its six digits
  const short = new RegExp(`--${name}:\\s*#([0-9a-fA-F]{3});`).exec(vars)
  if (short) {
    const [r, g, b] = [...short[1]!].map((d) => parseInt(d + d, 16)) as [number, number, number]
    return [r, g, b, 1]
  }
  const hex = new RegExp(`--${name}:\\s*#([0-9a-fA-F]{6})([0-9a-fA-F]{2})?;`).exec(vars)
  if (!hex) throw new Error(`--${name} is not a three-, six- or eight-digit colour in theme.css`)
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ]
  return [r, g, b, hex[2] ? parseInt(hex[2], 16) / 255 : 1]
}

/** A surface: a colour, or a see-through one laid over another. */
function surface(name: string, over?: string, contrastMore = false): [number, number, number] {
  const [r, g, b, a] = colour(name, contrastMore)
  if (a === 1) return [r, g, b]
  if (!over) throw new Error(`--${name} is see-through: say what it lies on`)
  const under = surface(over, undefined, contrastMore)
  return [r, g, b].map((c, i) => c * a + under[i]! * (1 - a)) as [number, number, number]
}

/** WCAG's relative luminance. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, 1 to 21. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Words and what they are drawn on: [text, surface, what the surface lies on, where]. */
const PAIRS: [string, string, string | undefined, string][] = [
  ['text-off', 'bg', undefined, 'the table’s sign switch, the sign not chosen'],
  ['text-off', 'panel-off', undefined, 'a locked cantina on the map, a locked opponent'],
  ['text-off', 'field', undefined, 'what is off on an option field'],
  ['text-dim', 'panel-off', undefined, 'a locked cantina’s name'],
  ['text-dim', 'panel-face-top', undefined, 'the Card Book’s count of a card not owned'],
  ['highlight', 'panel-face-top', undefined, 'the Card Book’s count of a card owned'],
  ['text', 'highlight-dim', 'panel-face-top', 'the chosen Book card, none owned'],
  ['highlight-bright', 'highlight-dim', 'panel-face-top', 'the chosen Book card’s count'],
  ['text-dim', 'bg', undefined, 'dim lines on the page'],
  ['text-label', 'panel-face-top', undefined, 'labels on a panel'],
  ['frame', 'panel-face-top', undefined, 'a panel’s heading'],
  ['frame', 'well', undefined, 'the player’s moves on the replay’s timeline'],
  ['replay-other-move', 'well', undefined, 'the other seat’s moves on the replay’s timeline'],
  ['replay-other-move', 'bg', undefined, 'the other seat’s swatch in the timeline’s legend'],
]

describe("the theme's contrast", () => {
  it.each(PAIRS.map(([text, on, over, where]) => ({ text, on, over, where })))(
    '--$text on --$on reads at 4.5:1 or more: $where',
    ({ text, on, over }) => {
      const ratio = contrast(surface(text, 'bg'), surface(on, over))
      expect(ratio).toBeGreaterThanOrEqual(4.5)
    },
  )

  it.each(['button-top', 'panel', 'button-bottom', 'panel-off'])(
    'the keyboard’s ring (--focus) stands 3:1 or more off a console button’s face (--%s)',
    (face) => {
      // WCAG's contrast for what is not words: a focus indicator against what is next to it
      expect(contrast(surface('focus'), surface(face))).toBeGreaterThanOrEqual(3)
    },
  )

  it('draws what is locked in the off colours, not faded: faded words fall below 4.5:1', () => {
    const block = (file: string, selector: string): string => {
      const css = readFileSync(join(SRC, file), 'utf8')
      const at = css.indexOf(`\n${selector} {`)
      expect(at, `${file} has a rule for ${selector}`).toBeGreaterThan(0)
      return css.slice(at, css.indexOf('}', at))
    }
    for (const [file, selector] of [
      ['components/campaign/CampaignStop.vue', '.locked .location'],
      ['components/cantina/CantinaOpponents.vue', '.opponent.unavailable'],
    ] as const) {
      const rule = block(file, selector)
      expect(rule).not.toMatch(/opacity/)
      expect(rule).toContain('var(--text-off)')
    }
    expect(block('views/BookView.vue', '.owned.none')).not.toContain('--text-off')
  })

  it("keeps a card's value readable where the card is off: its face fades, not its value", () => {
    // SideCard.vue's rules, as [selector, declarations]
    const card = readFileSync(join(SRC, 'components', 'cards', 'SideCard.vue'), 'utf8')
    const style = card.slice(card.indexOf('<style'))
    const rules = [...style.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
      (m) => [m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim(), m[2]!] as const,
    )
    const off = rules.filter(([selector]) => selector.includes('.state-dim'))
    // faded whole (the card, or its words), the value fell to about 2:1 on the card's face; the
    // value may only be quietened through its ink (--value-ink), which the check below counts
    for (const [selector, body] of off) {
      expect(selector, `${selector} fades a part, not the card`).toMatch(/\.state-dim \S/)
      expect(body).not.toMatch(/filter/)
      if (/\.value|text/.test(selector)) expect(body.trim()).toMatch(/^--value-ink:\s*[\d.]+;?$/)
    }
    const inkRule = off.find(([selector]) => selector === '.state-dim .value')
    const ink = inkRule ? Number(/--value-ink:\s*([\d.]+)/.exec(inkRule[1])![1]) : 1
    const face = off.find(([selector]) => selector === '.state-dim .face')
    expect(face, 'an off card fades its face').toBeDefined()
    const fade = Number(/opacity:\s*([\d.]+)/.exec(face![1])![1])
    // The brightest the face gets behind the value: a body's light colour under the sheen's
    // strongest white (35 %), faded over the card's dark ground, under the value's window
    // (--bg-deep at 38 %). A flip card's second value is drawn at 72 %.
    const mix = (top: number[], alpha: number, under: number[]): [number, number, number] =>
      top.map((c, i) => c * alpha + under[i]! * (1 - alpha)) as [number, number, number]
    const ground = surface('bg-deep')
    for (const body of [
      'card-blue-light',
      'card-red-light',
      'card-green-light',
      'card-gold-light',
    ]) {
      const lit = mix(surface('shine'), 0.35, surface(body))
      const behind = mix(ground, 0.38, mix(lit, fade, ground))
      for (const [paint, alpha] of [
        ['shine', 1],
        ['shine', 0.72],
        ['highlight-pale', 1],
      ] as const) {
        const ratio = contrast(mix(surface(paint), alpha * ink, behind), behind)
        expect(ratio, `--${paint} at ${alpha * ink} on a faded --${body}`).toBeGreaterThanOrEqual(
          4.5,
        )
      }
    }
  })

  it('draws a button that is off in the off colours, not faded: faded, its words fell to 3.5:1', () => {
    const rule = (css: string, selector: string): string => {
      const at = css.indexOf(`\n${selector} {`)
      expect(at, `a rule for ${selector}`).toBeGreaterThan(0)
      return css.slice(at, css.indexOf('}', at))
    }
    const table = readFileSync(join(SRC, 'components', 'table', 'table.css'), 'utf8')
    for (const off of [
      rule(theme, ".btn:is(:disabled, [aria-disabled='true'])"),
      rule(table, ".console-button:is(:disabled, [aria-disabled='true'])"),
    ]) {
      expect(off).not.toMatch(/opacity|filter/)
      expect(off).toContain('color: var(--text-off)')
      expect(off).toContain('background: var(--panel-off)')
      expect(off).toContain('var(--frame-off)')
    }
    expect(rule(theme, '.segmented label:has(input:disabled)')).not.toMatch(/opacity/)
    // readable, and still off to the eye: dimmer words, and a frame far dimmer than an on one's
    expect(contrast(surface('text-off'), surface('panel-off'))).toBeGreaterThanOrEqual(4.5)
    expect(luminance(surface('text-off'))).toBeLessThan(luminance(surface('text')))
    expect(luminance(surface('frame-off'))).toBeLessThan(luminance(surface('frame')) / 3)
  })

  it("fades no card whole on the deck screen: a faded card's value fell to 2.8:1", () => {
    // an off card there takes the card's own off look (SideCard's state-dim, through CardChip)
    const deck = join(SRC, 'components', 'deck')
    const files = [
      join(SRC, 'views', 'CollectionView.vue'),
      ...readdirSync(deck)
        .filter((f) => f.endsWith('.vue'))
        .map((f) => join(deck, f)),
    ]
    for (const file of files) {
      const sfc = readFileSync(file, 'utf8')
      const style = sfc.includes('<style') ? sfc.slice(sfc.indexOf('<style')) : ''
      for (const [, selector, body] of style.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const where = `${file.slice(SRC.length)}: ${selector!.trim()}`
        expect(body, where).not.toMatch(/(^|[\s;])opacity\s*:/)
        expect(body, where).not.toMatch(/filter\s*:/)
      }
    }
  })

  describe('when the system asks for more contrast (prefers-contrast: more)', () => {
    const raised = ['text-dim', 'text-label', 'text-off']

    it('raises the dim words and the dim frames, and changes nothing but colours', () => {
      expect(theme).toContain(MORE)
      const set = [...more.slice(more.indexOf(':root {')).matchAll(/([\w-]+):\s*([^;]+);/g)]
      for (const [, name, value] of set) {
        // a size or a gap here would move things; a colour moves nothing
        expect(name, name).toMatch(/^--/)
        expect(value, name).toMatch(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/)
      }
      expect(set.map(([, name]) => name!.slice(2)).sort()).toEqual(
        [...raised, 'frame-dim', 'frame-off'].sort(),
      )
      // what is off stays dimmer than what is dim, as without the request
      expect(luminance(surface('text-off', undefined, true))).toBeLessThan(
        luminance(surface('text-dim', undefined, true)),
      )
    })

    it.each(
      PAIRS.filter(([text]) => raised.includes(text)).map(([text, on, over, where]) => ({
        text,
        on,
        over,
        where,
      })),
    )('--$text on --$on reads at 7:1 or more: $where', ({ text, on, over }) => {
      const ratio = contrast(surface(text, 'bg', true), surface(on, over, true))
      expect(ratio).toBeGreaterThanOrEqual(7)
    })

    it.each([
      ['frame-dim', 'bg'],
      ['frame-dim', 'panel-face-top'],
      ['frame-off', 'panel-off'],
      ['frame-off', 'bg'],
    ])('--%s stands 3:1 or more off --%s', (line, on) => {
      // a panel's edge lies between the page and the panel's face; an off button's on its face
      const drawn = surface(line, on, true)
      expect(contrast(drawn, surface(on, undefined, true))).toBeGreaterThanOrEqual(3)
      expect(contrast(drawn, surface(on))).toBeGreaterThan(contrast(surface(line, on), surface(on)))
    })
  })
})
