// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '@/i18n'
import SideCard from './SideCard.vue'
import { paintUrl } from './card-paint'
import type { CardCode, RulesetId } from '@main/engine'
import { ALL_CARD_CODES } from '@common/cards'

function card(props: {
  code: CardCode | null
  rules?: RulesetId
  face?: number
  sign?: 1 | -1
  turned?: boolean
  placed?: boolean
  faceDown?: boolean
  state?: 'playable' | 'dim' | 'plain'
  compact?: boolean
}) {
  return mount(SideCard, {
    props: { rules: 'classic', ...props },
    global: { plugins: [i18n] },
  })
}

/** The large text as the card prints it: a twist's parts (2, its drawn arrow, 4) read whole. */
const mainText = (w: ReturnType<typeof card>) => {
  const main = w.find('[data-part="main"]')
  return main.attributes('data-label') ?? main.text()
}
const mark = (w: ReturnType<typeof card>) => w.find('[data-mark]').element.innerHTML

describe('SideCard', () => {
  it.each([
    // code, rules, kind, printed text, sign
    [null, 'classic', 'main', '7', '+'],
    ['+3', 'classic', 'plus', '+3', '+'],
    ['-4', 'classic', 'minus', '\u22124', '-'],
    ['±2', 'classic', 'flip', '+2', '+'],
    ['D', 'classic', 'gold', 'D', '+'],
    ['D', 'tournament', 'gold', '×2', '+'],
    ['F24', 'classic', 'gold', '2&4', '+'],
    ['F36', 'classic', 'gold', '3&6', '+'],
    ['T15', 'tournament', 'gold', '1↔5', '+'],
    ['TB', 'classic', 'gold', '±1T', '+'],
    ['TB', 'tournament', 'gold', 'TB', '+'],
  ] as const)('%s (%s) is a %s card printed %s', (code, rules, kind, text, sign) => {
    const w = card({ code, rules, face: code === null ? 7 : undefined })
    expect(w.attributes('data-kind')).toBe(kind)
    expect(w.attributes('data-sign')).toBe(sign)
    expect(mainText(w)).toBe(text)
    // named by what it is: a flip card by its ± face, whichever sign its picture shows on top
    expect(w.attributes('aria-label')).toContain(kind === 'flip' ? code : text)
    expect(w.findAll(`[data-mark="${kind}"]`)).toHaveLength(2)
  })

  it('sets the classic double’s D in the round body face, only that letter', () => {
    // the display face's square D read as an empty box (□) at a chip's size
    expect(card({ code: 'D', rules: 'classic' }).find('[data-part="main"]').classes()).toContain(
      'letter',
    )
    for (const [code, rules] of [
      ['D', 'tournament'],
      ['TB', 'classic'],
      ['+3', 'classic'],
    ] as const)
      expect(card({ code, rules }).find('[data-part="main"]').classes()).not.toContain('letter')
  })

  it('gives each kind its own shape mark, so colour is never the only cue', () => {
    const marks = [null, '+1', '-1', '±1', 'D'].map((code) =>
      mark(card({ code: code as CardCode | null, face: 5 })),
    )
    expect(new Set(marks).size).toBe(5)
  })

  it('shows a flip card in the hand with its current sign on top and the other below', () => {
    const plus = card({ code: '±3', sign: 1 })
    expect(mainText(plus)).toBe('+3')
    expect(plus.find('[data-part="sub"]').text()).toBe('\u22123')
    expect(plus.attributes('data-played')).toBeUndefined()
    expect(plus.find('[data-part="badge"]').exists()).toBe(false)
    const minus = card({ code: '±3', sign: -1 })
    expect(mainText(minus)).toBe('\u22123')
    expect(minus.find('[data-part="sub"]').text()).toBe('+3')
  })

  it('prints a small flip card’s ± face alone, large, over its two halves', () => {
    const small = card({ code: '±3', rules: 'tournament', compact: true })
    expect(mainText(small)).toBe('±3')
    expect(small.find('[data-part="main"]').attributes('font-size')).toBe('40')
    expect(small.find('[data-part="sub"]').exists()).toBe(false)
    // still a flip card: its halves in both colours, its diamond marks, its name
    expect(small.attributes('data-kind')).toBe('flip')
    const fills = small.findAll('rect').map((rect) => rect.attributes('fill'))
    expect(fills).toEqual(expect.arrayContaining([paintUrl('blue'), paintUrl('red')]))
    expect(small.findAll('[data-mark="flip"]')).toHaveLength(2)
    expect(small.attributes('aria-label')).toContain('±3')
    // every other card, and a flip card once played, as at any size
    expect(mainText(card({ code: '+3', compact: true }))).toBe('+3')
    expect(mainText(card({ code: '±3', sign: -1, placed: true, compact: true }))).toBe('\u22123')
  })

  it.each([
    // sign chosen, what it counts for, its colour
    [1, '+2', 'body-plus'],
    [-1, '\u22122', 'body-minus'],
  ] as const)('shows a played flip card as one value: sign %s reads %s', (sign, value, paint) => {
    const w = card({ code: '±2', face: 2, sign, placed: true })
    // one value, large, and nothing of the other sign: 9 + 9 + ±2 must not read as both
    expect(mainText(w)).toBe(value)
    expect(w.find('[data-part="main"]').attributes('font-size')).toBe('40')
    expect(w.find('[data-part="sub"]').exists()).toBe(false)
    expect(w.text()).not.toContain(sign === 1 ? '\u22122' : '+2')
    // on the colour of its sign, whole (no halves), still marked as a flip card
    expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl(paint))
    expect(w.findAll('[fill="' + paintUrl('red') + '"]')).toHaveLength(0)
    expect(w.findAll('[data-mark="flip"]')).toHaveLength(2)
    expect(w.get('[data-part="badge"]').text()).toBe('±')
    expect(w.attributes('data-kind')).toBe('flip')
    expect(w.attributes('aria-label')).toBe(`Flip card \u00b12, now ${value}`)
  })

  it('turns a played flip card over when a 2&4 flip changes its sign', async () => {
    const w = card({ code: '±2', face: 2, sign: 1, placed: true })
    expect(w.attributes('data-sign')).toBe('+')
    await w.setProps({ sign: -1 })
    expect(w.attributes('data-sign')).toBe('-')
    expect(mainText(w)).toBe('\u22122')
    expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl('body-minus'))
    expect(w.attributes('aria-label')).toBe('Flip card \u00b12, now \u22122')
  })

  it('names a flip card by its ± face, and by what it is now once a sign is chosen', () => {
    // in a deck, the shop, a hand before F: no sign chosen, the card is what the card key says
    expect(card({ code: '±2' }).attributes('aria-label')).toBe('Flip card \u00b12')
    expect(card({ code: '±2', sign: 1 }).attributes('aria-label')).toBe('Flip card \u00b12, now +2')
    expect(card({ code: '±2', sign: -1, placed: true }).attributes('aria-label')).toBe(
      'Flip card \u00b12, now \u22122',
    )
    i18n.global.locale.value = 'de'
    try {
      expect(card({ code: '±4' }).attributes('aria-label')).toBe('Wechselkarte \u00b14')
      expect(card({ code: '±4', sign: -1 }).attributes('aria-label')).toBe(
        'Wechselkarte \u00b14, jetzt \u22124',
      )
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('prints the new sign of a card a flip or twist has turned', () => {
    expect(mainText(card({ code: null, face: 4, sign: -1, placed: true }))).toBe('\u22124')
    expect(mainText(card({ code: '+2', face: 2, sign: -1, placed: true }))).toBe('\u22122')
    // and is named by its face, then what it reads now
    expect(card({ code: '+2', face: 2, sign: -1, placed: true }).attributes('aria-label')).toBe(
      'Plus card +2, now \u22122',
    )
    expect(card({ code: '-3', face: 3, sign: 1, placed: true }).attributes('aria-label')).toBe(
      'Minus card \u22123, now +3',
    )
    expect(card({ code: '+2', face: 2, placed: true }).attributes('aria-label')).toBe(
      'Plus card +2',
    )
  })

  it.each([
    // sign chosen, what it counts for, its colour
    [1, '+1T', '+1', 'body-plus'],
    [-1, '\u22121T', '\u22121', 'body-minus'],
  ] as const)(
    'shows a played ±1T as the one value it counts: sign %s reads %s',
    (sign, face, counts, paint) => {
      const w = card({ code: 'TB', face: 1, sign, placed: true })
      // one signed value, its T kept, and nothing of the other sign
      expect(mainText(w)).toBe(face)
      expect(w.find('[data-part="sub"]').exists()).toBe(false)
      expect(w.text()).not.toContain('±1')
      // on its sign's colour with the played flip card's ± badge, still the gold tiebreaker
      expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl(paint))
      expect(w.get('[data-part="badge"]').text()).toBe('±')
      expect(w.attributes('data-kind')).toBe('gold')
      expect(w.attributes('data-played')).toBe('')
      expect(w.findAll('[data-mark="gold"]')).toHaveLength(2)
      expect(w.attributes('aria-label')).toBe(`Special card \u00b11T, counts ${counts}`)
    },
  )

  it('keeps the ±1T two-signed in the hand, and the tournament TB as printed', () => {
    const held = card({ code: 'TB' })
    expect(mainText(held)).toBe('±1T')
    expect(held.find('[data-part="badge"]').exists()).toBe(false)
    expect(held.find('[fill^="url("]').attributes('fill')).toBe(paintUrl('body-gold'))
    expect(mainText(card({ code: 'TB', rules: 'tournament', face: 1, placed: true }))).toBe('TB')
  })

  it.each([
    // code, sign now, what it reads, its colour now, its printed shape mark
    ['+4', -1, '\u22124', 'body-minus', 'plus'],
    ['-3', 1, '+3', 'body-plus', 'minus'],
  ] as const)(
    'paints a played %s turned to sign %s in the colour it counts, marked as turned',
    (code, sign, value, paint, mark) => {
      const w = card({ code, face: Math.abs(Number(code)), sign, placed: true })
      expect(mainText(w)).toBe(value)
      expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl(paint))
      expect(w.attributes('data-turned')).toBe('')
      expect(w.get('[data-part="badge"]').attributes('data-badge')).toBe('turned')
      // the badge's arrows, not the flip card's ±: it was printed one-signed
      expect(w.get('[data-part="badge"]').text()).toBe('')
      expect(w.findAll(`[data-mark="${mark}"]`)).toHaveLength(2)
      expect(w.attributes('data-kind')).toBe(mark)
    },
  )

  it('marks a turned green card without changing its green, and no card that was not turned', () => {
    const green = card({ code: null, face: 4, sign: -1, placed: true })
    expect(green.find('[fill^="url("]').attributes('fill')).toBe(paintUrl('body-main'))
    expect(green.get('[data-part="badge"]').attributes('data-badge')).toBe('turned')
    for (const plain of [
      card({ code: '+4', face: 4, sign: 1, placed: true }),
      card({ code: '-3', face: 3, sign: -1, placed: true }),
      card({ code: null, face: 4, sign: 1, placed: true }),
      card({ code: '+4' }),
    ]) {
      expect(plain.attributes('data-turned')).toBeUndefined()
      expect(plain.find('[data-part="badge"]').exists()).toBe(false)
    }
    // a played flip card keeps its ± badge whichever sign it shows
    const flip = card({ code: '±4', face: 4, sign: -1, placed: true })
    expect(flip.get('[data-part="badge"]').attributes('data-badge')).toBe('flip')
  })

  it.each([
    // code, rules, face, sign now, what it reads, its colour now
    ['±2', 'tournament', 2, 1, '+2', 'body-plus'],
    ['±4', 'classic', 4, -1, '\u22124', 'body-minus'],
  ] as const)(
    'marks a played %s a gold card turned as turned, as any turned card (%s)',
    (code, rules, face, sign, value, paint) => {
      const w = card({ code, rules, face, sign, turned: true, placed: true })
      expect(mainText(w)).toBe(value)
      expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl(paint))
      expect(w.attributes('data-turned')).toBe('')
      // the turned badge's arrows in the ±'s place; the diamond marks still say a flip card
      expect(w.get('[data-part="badge"]').attributes('data-badge')).toBe('turned')
      expect(w.get('[data-part="badge"]').text()).toBe('')
      expect(w.findAll('[data-mark="flip"]')).toHaveLength(2)
      // in the hand the mark means nothing: the card is not on a table
      const held = card({ code, rules, sign, turned: true })
      expect(held.attributes('data-turned')).toBeUndefined()
    },
  )

  it('marks a double a 2&4 turned, keeping its gold', () => {
    const w = card({ code: 'D', face: 4, sign: -1, turned: true, placed: true })
    expect(w.get('[data-part="badge"]').attributes('data-badge')).toBe('turned')
    expect(w.find('[fill^="url("]').attributes('fill')).toBe(paintUrl('body-gold'))
    expect(w.get('[data-part="sub"]').text()).toBe('\u22124')
    // its sign was copied, so without main's mark a double counting minus is not marked
    const copied = card({ code: 'D', face: 4, sign: -1, placed: true })
    expect(copied.attributes('data-turned')).toBeUndefined()
  })

  it.each([
    ['T24', '2', '4', 'Special card 2↔4', 'Sonderkarte 2↔4'],
    ['T15', '1', '5', 'Special card 1↔5', 'Sonderkarte 1↔5'],
  ] as const)(
    'draws the arrow of %s between its numbers in their ink, its name unchanged',
    (code, first, second, english, german) => {
      const w = card({ code, rules: 'tournament' })
      // no ↔ left to a fallback face: the numbers are text, the arrow a shape between them
      expect(w.get('svg').text()).not.toContain('↔')
      const numbers = w.findAll('.twist text')
      expect(numbers.map((n) => n.text())).toEqual([first, second])
      const arrow = w.get('[data-part="arrow"]')
      expect(arrow.element.tagName.toLowerCase()).toBe('polygon')
      // the same class as the numbers: the same fill, outline and dimming as a digit
      expect(arrow.classes()).toContain('value')
      expect(numbers.every((n) => n.classes().includes('value'))).toBe(true)
      // the arrow lies between the two numbers, within the card's window (x 14 to 86)
      const xs = arrow
        .attributes('points')!
        .split(' ')
        .map((point) => Number(point.split(',')[0]))
      const [before, after] = numbers.map((n) => Number(n.attributes('x')))
      expect(Math.min(...xs)).toBeGreaterThan(before!)
      expect(Math.max(...xs)).toBeLessThan(after!)
      // a digit of the display face is 0.58 em wide
      const digit = 0.58 * Number(numbers[0]!.attributes('font-size'))
      expect(before! - digit).toBeGreaterThan(14)
      expect(after! + digit).toBeLessThan(86)
      // a screen reader hears the card's label as before, the arrow and all
      expect(w.attributes('aria-label')).toBe(english)
      i18n.global.locale.value = 'de'
      try {
        expect(card({ code, rules: 'tournament' }).attributes('aria-label')).toBe(german)
      } finally {
        i18n.global.locale.value = 'en'
      }
    },
  )

  it('shows the value a double copied once it is on the table', () => {
    const w = card({ code: 'D', face: 6, sign: 1, placed: true })
    expect(mainText(w)).toBe('D')
    expect(w.find('[data-part="sub"]').text()).toBe('+6')
  })

  it('hides everything when face down', () => {
    const w = card({ code: '+6', faceDown: true })
    expect(w.attributes('data-kind')).toBe('back')
    expect(w.find('[data-part="main"]').exists()).toBe(false)
    expect(w.text()).not.toContain('6')
    expect(w.attributes('aria-label')).toBe('Face-down card')
  })

  it('lights the rim of a playable card and dims one that cannot be played', () => {
    expect(card({ code: '+1', state: 'playable' }).classes()).toContain('state-playable')
    expect(card({ code: '+1', state: 'dim' }).classes()).toContain('state-dim')
  })

  it("paints with the shared paint, its kind's face and a flip card's sign on top", () => {
    // CardPaint.vue defines these once in the document; a card carries no definitions of its own
    const fills = (w: ReturnType<typeof card>) =>
      w.findAll('[fill^="url("]').map((e) => e.attributes('fill'))
    const plus = card({ code: '+3' })
    expect(plus.find('defs').exists()).toBe(false)
    expect(fills(plus)).toEqual([paintUrl('body-plus'), paintUrl('sheen')])
    expect(plus.find('[clip-path]').attributes('clip-path')).toBe(paintUrl('clip'))
    expect(fills(card({ code: null, face: 5 }))[0]).toBe(paintUrl('body-main'))
    expect(fills(card({ code: 'D' }))[0]).toBe(paintUrl('body-gold'))
    expect(fills(card({ code: '±2', sign: -1 }))).toEqual([
      paintUrl('red'),
      paintUrl('blue'),
      paintUrl('sheen'),
    ])
    expect(fills(card({ code: '-2', faceDown: true }))).toEqual([paintUrl('weave')])
  })

  it('speaks German when the language is German', () => {
    i18n.global.locale.value = 'de'
    try {
      expect(card({ code: '-2' }).attributes('aria-label')).toBe('Minuskarte \u22122')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  /*
   * A card's words are drawn in its 100-unit-wide picture, so they shrink with it: a menu card
   * (3.25rem, 39px at 960×600) draws 24 units at 9.4px. A flip card's other sign at 22 and a
   * double's copied value at 15 were 6.6 and 4.5px on the Card Book's and the rules' cards.
   */
  it('prints every word at 24 units or more, held or on the table, either sign', () => {
    const sizes: { text: string; size: number }[] = []
    for (const code of [null, ...ALL_CARD_CODES])
      for (const rules of ['classic', 'tournament', 'cantina'] as const)
        for (const sign of [1, -1] as const)
          for (const [placed, turned] of [
            [false, false],
            [true, false],
            [true, true],
          ]) {
            const w = card({
              code,
              rules,
              sign,
              placed,
              turned,
              face: code === 'D' ? 6 : undefined,
            })
            for (const text of w.findAll('text'))
              sizes.push({ text: text.text(), size: Number(text.attributes('font-size')) })
          }
    expect(sizes.map((s) => s.text)).toEqual(expect.arrayContaining(['2&4', '±', '+6', '\u22126']))
    expect(sizes.filter((s) => !(s.size >= 24))).toEqual([])
  })
})
