import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { themeSheet } from '@tools/testing/theme-sheets'

/*
 * Where the keyboard is, as the theme draws it, read from the files as theme-colours.test.ts
 * reads them: the tests' Vite hands a style sheet over empty. A keyboard player found a gold
 * button's focus no brighter than its own frame, an off button still ringed as if ready, a
 * scrolling box's ring hidden under its rows, and the notices bright over a dialog.
 */
const RENDERER = join(__dirname, '..', 'renderer', 'src')
const theme = themeSheet()
const plain = theme.replace(/\/\*[\s\S]*?\*\//g, '')
const component = (path: string): string =>
  readFileSync(join(RENDERER, 'components', path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the first rule whose selector is exactly `selector` (outside @media). */
function rule(selector: string, from = plain): string {
  let at = from.indexOf(`\n${selector} {`)
  // not the tail of a longer list of selectors (`.bevelled,\n.btn,\n.console-button`)
  while (at > 0 && from[at - 1] === ',') at = from.indexOf(`\n${selector} {`, at + 1)
  if (at < 0) return ''
  return from.slice(at + selector.length + 3, from.indexOf('\n}', at))
}

/** A list's items, split at its top-level commas (not those inside a function's brackets). */
function items(list: string): string[] {
  const out = ['']
  let depth = 0
  for (const c of list) {
    if (c === '(') depth++
    if (c === ')') depth--
    if (c === ',' && depth === 0) out.push('')
    else out[out.length - 1] += c
  }
  return out.map((item) => item.trim())
}

/** A property's value in a rule's declarations, spaces collapsed. */
const value = (body: string, property: string): string =>
  (new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]*);`).exec(body)?.[1] ?? '').replace(/\s+/g, ' ')

describe("a button's focus", () => {
  const ring = rule('.btn,\n.console-button')
  const focused = rule('.btn:focus-visible')

  it('is a double ring, a dark line between two lines in the ring’s colour', () => {
    const shadows = items(value(ring, '--double-ring'))
    expect(shadows).toHaveLength(3)
    expect(shadows[0]).toMatch(/^inset 0 0 0 max\([^)]*\) var\(--ring\)$/)
    expect(shadows[1]).toMatch(/^inset 0 0 0 max\([^)]*\) var\(--bg-deep\)$/)
    expect(shadows[2]).toMatch(/^inset 0 0 0 max\([^)]*\) var\(--ring\)$/)
    expect(value(focused, 'box-shadow')).toBe('var(--double-ring)')
    // the frame and its cut corners in the ring's colour too
    expect(value(focused, '--frame-line')).toBe('var(--ring)')
  })

  it('stands apart from every button’s own frame and from the pointer’s light', () => {
    // no look but the keyboard's draws a second line inside the frame
    for (const match of plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const [, selector = '', body = ''] = match
      if (body.includes('--double-ring') && !selector.includes('.console-button'))
        expect(selector.trim()).toMatch(/^\.btn(,\s*\.console-button)?(:focus-visible)?$/)
    }
    const hover = rule(
      ":where(:root:not([data-pointer='resting'])) .btn:hover:not(:disabled, [aria-disabled='true'])",
    )
    expect(hover).toContain('background')
    expect(hover).not.toMatch(/box-shadow|--frame-line|--btn-edge/)
    // on the amber button to press, the ring is not its amber frame
    const primary = rule('.btn.primary')
    expect(value(primary, '--btn-edge')).toBe('var(--highlight)')
    expect(value(primary, '--ring')).not.toBe('var(--highlight)')
    expect(value(ring, '--ring')).toBe('var(--highlight)')
  })

  it('on a button that is off, is the off look with a dashed ring in the off colour', () => {
    const selector =
      ":is(.btn, .console-button):is(:disabled, [aria-disabled='true']):focus-visible"
    const off = rule(selector)
    expect(value(off, 'box-shadow')).toBe('none')
    expect(value(off, '--frame-line')).toBe('var(--frame-off)')
    expect(value(off, 'color')).toBe('var(--text-off)')
    expect(value(off, 'outline')).toMatch(/ dashed var\(--text-off\)$/)
    // inside the frame, clear of the bevelled corners: more than half a cut in
    expect(value(off, 'outline-offset')).toMatch(/^calc\(-1 \* \(var\(--cut-tl, 0px\) \/ 2 \+ /)
    // three classes and pseudo-classes: over the plain focus of either kind, wherever it stands
    expect(plain.indexOf(`\n${selector} {`)).toBeGreaterThan(
      plain.indexOf('\n.btn:focus-visible {'),
    )
  })

  it('in forced colours, on a button that is off, is the system outline dashed', () => {
    const forced = plain.slice(plain.indexOf('@media (forced-colors: active)'))
    expect(forced).toMatch(
      /:is\(button, \.btn, \.console-button\):is\(:disabled, \[aria-disabled='true'\]\):focus-visible \{\s*outline-style: dashed !important;/,
    )
  })
})

describe("a scrolling box's ring", () => {
  it('lies in a clear frame of its own that no row scrolls into, its rows where they were', () => {
    const frame = rule(".scroll:not(.panel)[tabindex='0']")
    expect(value(frame, 'border')).toBe('var(--ring-room) solid transparent')
    expect(value(frame, 'margin')).toBe('calc(-1 * var(--ring-room))')
    // the ring's 2px at the frame's outer edge, and room inside it
    expect(value(rule(':focus-visible'), 'outline')).toMatch(/^2px solid/)
    expect(value(rule('.scroll:focus-visible'), 'outline-offset')).toBe('-2px')
    expect(value(rule(':root'), '--ring-room')).toMatch(/^calc\(2px \+ [\d.]+rem\)$/)
  })

  it('keeps the frame out of the fade while it has the keyboard', () => {
    const focused = rule('.scroll:not(.panel, .rows):focus-visible')
    // the list's own fade first (written once, on the list), then the bar's and the frame's three
    const layers = items(value(focused, 'mask-image'))
    expect(layers).toHaveLength(5)
    expect(layers[0]).toBe('var(--fade-layer)')
    expect(value(rule('.scroll:not(.panel)'), '--fade-layer')).toMatch(/^linear-gradient\(/)
    const sizes = items(value(focused, 'mask-size'))
    const positions = items(value(focused, 'mask-position'))
    expect(sizes.slice(2)).toEqual([
      '100% var(--ring-room)',
      '100% var(--ring-room)',
      'var(--ring-room) 100%',
    ])
    // top, foot, left; the bar's layer at the right at least as wide as the frame
    expect(positions.slice(2)).toEqual(['0 0', '0 100%', '0 0'])
    expect(sizes[1]).toBe('max(var(--scrollbar), var(--ring-room)) 100%')
    // as strong as the rule that fades no list in forced colours, so that rule names it too
    const forced = plain.slice(plain.indexOf('@media (forced-colors: active)'))
    expect(forced).toMatch(
      /\.scroll:not\(\.panel\),\s*\.scroll:not\(\.panel, \.rows\):focus-visible \{\s*mask-image: none;/,
    )
  })

  it('on a scrolling panel, lights its frame and its cut corners with the ring', () => {
    expect(value(rule('.panel.scroll:focus-visible'), '--panel-line')).toBe('var(--highlight)')
    expect(value(rule('.panel.scroll'), '--frame-line')).toBe('var(--panel-line)')
  })
})

describe('the notices', () => {
  it('lie under a dialog’s backdrop, dimmed with the screen', () => {
    const layer = (source: string, selector: string): number =>
      Number(value(rule(selector, source.slice(source.indexOf('<style'))), 'z-index'))
    const notices = layer(component('ui/NoticeStack.vue'), '.notices')
    const backdrop = layer(component('ui/ModalFrame.vue'), '.backdrop')
    expect(notices).toBeGreaterThan(1)
    expect(backdrop).toBeGreaterThan(notices)
  })
})
