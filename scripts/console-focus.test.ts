import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Where the keyboard is on the console buttons (End turn, Stand, the result's and the menu's
 * buttons), read from the files as theme-colours.test.ts reads them: the tests' Vite hands a
 * style sheet over empty. The focus once lit a button with the pointer's gold fill, and a focused
 * Stand beside End turn, the button to press in gold, read as that button.
 */
const RENDERER = join(__dirname, '..', 'renderer', 'src')
const TABLE = join(RENDERER, 'components', 'table')
const read = (name: string): string => readFileSync(join(TABLE, name), 'utf8')

/** The rules of a style sheet (or a component's style block) as selector and declarations. */
function rules(source: string): { selector: string; body: string }[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '')
  const css = text.includes('<style') ? text.slice(text.indexOf('<style')) : text
  return [...css.matchAll(/([^{}>]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim(),
    body: m[2]!,
  }))
}

/** The selectors of a rule, each on its own. */
const selectors = (selector: string): string[] =>
  selector.split(/,(?![^(]*\))/).map((one) => one.trim())

describe("the console buttons' focus", () => {
  const table = rules(read('table.css'))
  const focusRules = [...table, ...rules(read('TableActions.vue'))].filter((rule) =>
    selectors(rule.selector).some((one) => /\.console-button\S*:focus-visible/.test(one)),
  )

  it('is a ring in the focus colour on the button’s own face, never the gold fill', () => {
    // the gold fill is the pointer's alone
    const gold = table.filter((rule) => rule.body.includes('var(--highlight-bright)'))
    expect(gold.length).toBeGreaterThan(0)
    for (const rule of gold)
      for (const one of selectors(rule.selector)) expect(one).not.toContain(':focus-visible')
    const plain = table.find((rule) => rule.selector === '.console-button:focus-visible')
    expect(plain?.body).toContain('--frame-line: var(--focus);')
    expect(plain?.body).toMatch(/box-shadow:\s*var\(--focus-ring\)/)
    expect(plain?.body).not.toMatch(/background/)
    // the double ring of every button, in the console's focus colour
    const base = table.find((rule) => rule.selector === '.console-button')
    expect(base?.body).toContain('--ring: var(--focus);')
    expect(base?.body).toContain('--focus-ring: var(--double-ring);')
  })

  it('keeps the ring where a look of its own sets a glow: the button to press, the coached one', () => {
    const shadows = focusRules.filter((rule) => rule.body.includes('box-shadow'))
    expect(shadows.map((rule) => rule.selector)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('.primary:focus-visible'),
        expect.stringContaining('.coached:focus-visible'),
      ]),
    )
    for (const rule of shadows) expect(rule.body, rule.selector).toContain('var(--focus-ring)')
  })

  it('leaves a button held off under the keyboard looking off: no bright ring, its key cap off', () => {
    // no rule of the table lights a button that is off under the keyboard: controls.css's dashed
    // ring of any button that is off is the one (theme-focus.test.ts)
    for (const rule of focusRules)
      for (const one of selectors(rule.selector)) {
        const asked = one.replace(/:not\([^)]*\)/g, '')
        if (asked.includes(':focus-visible')) expect(asked).not.toMatch(/aria-disabled|:disabled/)
      }
    // the off look comes after the plain focus rule
    const at = (selector: string): number => table.findIndex((rule) => rule.selector === selector)
    expect(at(".console-button:is(:disabled, [aria-disabled='true'])")).toBeGreaterThan(
      at('.console-button:focus-visible'),
    )
    // the key cap lit in the ring's colour is not lit on a button that is off
    const cap = focusRules.find(
      (rule) => rule.body.includes('var(--focus)') && /kbd$/.test(rule.selector),
    )
    expect(cap?.selector).toMatch(/:not\([^)]*\[aria-disabled='true'\]/)
    expect(cap?.selector).toMatch(/:not\([^)]*:disabled/)
  })
})

/*
 * The same for a hand card: the keyboard's focus once drew a gold rectangle round it, read as the
 * gold rim light of a card that can be played (SideCard's playable state).
 */
describe("a hand card's focus", () => {
  const hand = rules(read('HandRow.vue'))
  const focused = hand.filter((rule) =>
    selectors(rule.selector).some((one) => /\.card-button:focus-visible(::before)?$/.test(one)),
  )
  const body = (selector: string): string =>
    hand.find((rule) => rule.selector === selector)?.body ?? ''

  it('is a ring in the focus colour over the card, never in gold, outside the coach’s gold ring', () => {
    for (const rule of focused) expect(rule.body, rule.selector).not.toMatch(/--highlight/)
    const ring = body('.card-button:focus-visible::before')
    expect(ring).toMatch(/border:[^;]*solid var\(--focus\);/)
    // drawn over the card: an outline lay under the playable card's gold rim light
    expect(ring).toMatch(/z-index:\s*[1-9]/)
    expect(body('.card-button:focus-visible')).toMatch(/outline:[^;]*transparent;/)
    const playable = rules(
      readFileSync(join(RENDERER, 'components', 'cards', 'SideCard.vue'), 'utf8'),
    ).find((rule) => rule.selector === '.side-card::after')
    expect(playable?.body).toContain('var(--highlight)')
    // the coach's pick is ringed in gold 0.375rem out: the focus ring goes round it
    const gap = (text: string): number => Number(/--ring-gap:\s*([\d.]+)rem/.exec(text)?.[1])
    expect(body('.advised .card-button::after')).toContain('inset: -0.375rem;')
    expect(gap(ring)).toBeLessThan(0.375)
    expect(gap(body('.advised .card-button:focus-visible::before'))).toBeGreaterThan(0.375)
  })
})

/*
 * A save slot's portrait choice: the chosen face is framed in gold; the keyboard's focus, in the
 * same gold, looked like a second choice. It is a ring in the book's focus colour instead.
 */
describe("a portrait's focus in a save slot", () => {
  const profiles = rules(
    readFileSync(join(RENDERER, 'components', 'profiles', 'PortraitPicker.vue'), 'utf8'),
  )
  const body = (selector: string): string =>
    profiles.find((rule) => rule.selector === selector)?.body ?? ''

  it('rings the face outside the chosen one’s gold frame, in another colour', () => {
    expect(body('.portrait-choice.chosen')).toContain('var(--highlight)')
    const focus = body('.portrait-choice:has(input:focus-visible)')
    expect(focus).toMatch(/outline:[^;]*solid var\(--glow\);/)
    expect(focus).toMatch(/outline-offset:\s*[1-9]/)
    expect(focus).not.toMatch(/--highlight|border/)
  })
})

/*
 * The pointer's light: a pointer left on the table's Menu after the click that opened the menu
 * kept it lit gold while the keys took the ring on to End turn, and two buttons looked chosen.
 * Every look the pointer gives a console button or a hand card is lit only while the pointer is
 * in use: where it rests as the keys move on (usePointerRest), nothing is lit.
 */
describe("the pointer's light at the table", () => {
  const lit = [...rules(read('table.css')), ...rules(read('TableActions.vue'))]
    .concat(rules(read('HandRow.vue')))
    .flatMap((rule) => selectors(rule.selector))
    // a selector lit by the pointer, not one that asks for its absence (`:not(:hover)`)
    .filter((one) => one.replace(/:not\([^)]*\)/g, '').includes(':hover'))
    .filter((one) => /\.(console-button|card-button)/.test(one))

  it('goes out where the pointer rests while the keys move on', () => {
    // the gold of a console button, a red one's, their key caps, the coached one's words, a card
    expect(lit.length).toBeGreaterThanOrEqual(5)
    for (const one of lit) expect(one).toMatch(/^:root:not\(\[data-pointer='resting'\]\)\s/)
  })

  it('leaves the key cap of the button with the ring in the ring’s colour under a resting pointer', () => {
    const cap = rules(read('table.css')).find(
      (rule) => rule.body.includes('var(--focus)') && /kbd$/.test(rule.selector),
    )
    expect(selectors(cap?.selector ?? '')).toContainEqual(
      expect.stringMatching(/^:root\[data-pointer='resting'\]\s+\.console-button:focus-visible/),
    )
  })
})
