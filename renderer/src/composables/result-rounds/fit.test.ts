// @vitest-environment happy-dom
/**
 * Which round chips show their brief word, and which their score alone: those whose lines cut
 * the whole reason, and the brief word too. The DOM here has no layout, so each box of words is
 * given the sizes a browser measured for it: what it shows, and what it holds.
 */
import { describe, expect, it } from 'vitest'
import { markBriefChips, twoLineWidth } from './fit'

/** A box's sizes: what it shows and what it holds, each [width, height] in pixels. */
interface Sizes {
  shown: [number, number]
  held: [number, number]
}

/** Gives `words` the sizes a browser measured for it. */
function measured(words: HTMLElement, { shown, held }: Sizes): void {
  const sizes = { clientWidth: shown[0], clientHeight: shown[1] }
  const scroll = { scrollWidth: held[0], scrollHeight: held[1] }
  for (const [name, value] of Object.entries({ ...sizes, ...scroll }))
    Object.defineProperty(words, name, { value, configurable: true })
}

/** A chip as ResultRounds draws it; no reason for a round won standing. */
function chip(reason: { whole: Sizes; brief: Sizes } | null): HTMLElement {
  const el = document.createElement('span')
  el.dataset.test = 'round-chip'
  if (reason) {
    for (const [part, test] of [
      ['whole', 'round-why'],
      ['brief', 'round-brief'],
    ] as const) {
      const words = document.createElement('small')
      words.dataset.test = test
      measured(words, reason[part])
      el.append(words)
    }
  }
  return el
}

/** Each chip of the grid as marked: 'whole', 'brief' or 'bare' (its score alone). */
const marks = (grid: HTMLElement): string[] =>
  [...grid.children].map((el) => {
    if (el.hasAttribute('data-bare')) return 'bare'
    return el.hasAttribute('data-brief') ? 'brief' : 'whole'
  })

/** A brief word that fits its chip, and one a chip of a dozen ties is too narrow for. */
const FITS: Sizes = { shown: [60, 13], held: [60, 13] }
const TOO_WIDE: Sizes = { shown: [29, 13], held: [40, 13] }

describe('markBriefChips', () => {
  it('shows the whole reason where it fits, else the brief word, else the score alone', () => {
    const grid = document.createElement('div')
    grid.append(
      // three lines held in the three shown: whole
      chip({ whole: { shown: [80, 38], held: [80, 38] }, brief: FITS }),
      // a fourth line below the three shown
      chip({ whole: { shown: [80, 38], held: [80, 51] }, brief: FITS }),
      // one word wider than the chip ("Gleichstand" in a long match's chip)
      chip({ whole: { shown: [48, 13], held: [57, 13] }, brief: FITS }),
      // no reason at all
      chip(null),
      // half a pixel over, as a browser rounds a fraction: still whole
      chip({ whole: { shown: [80, 25], held: [80.5, 25.5] }, brief: FITS }),
      // the brief word too wide as well: the score alone
      chip({ whole: { shown: [29, 38], held: [40, 64] }, brief: TOO_WIDE }),
    )
    markBriefChips(grid)
    expect(marks(grid)).toEqual(['whole', 'brief', 'brief', 'whole', 'whole', 'bare'])
  })

  it('takes the marks off a chip whose reason fits again (a wider window, another language)', () => {
    const grid = document.createElement('div')
    const narrow = chip({ whole: { shown: [29, 25], held: [40, 38] }, brief: TOO_WIDE })
    grid.append(narrow)
    markBriefChips(grid)
    expect(marks(grid)).toEqual(['bare'])
    const [whole, brief] = [...narrow.children] as HTMLElement[]
    measured(brief!, FITS)
    markBriefChips(grid)
    expect(marks(grid)).toEqual(['brief'])
    measured(whole!, { shown: [80, 38], held: [80, 38] })
    markBriefChips(grid)
    expect(marks(grid)).toEqual(['whole'])
  })
})

describe('twoLineWidth', () => {
  /** Each letter and space one unit wide, as a fixed-width face would draw them. */
  const letters = (from: number, to: number): number => to - from

  it('breaks at the space that leaves the wider line narrowest', () => {
    // "Sorrel-9 went" over "over 20" is 13 wide, "Sorrel-9" over "went over 20" 12
    expect(twoLineWidth('Sorrel-9 went over 20', letters)).toBe(12)
    expect(twoLineWidth('Großmeisterin Sable Orrin hat per Tiebreaker gewonnen', letters)).toBe(27)
  })

  it('keeps a word whole, however long, and a line of one word on one line', () => {
    expect(twoLineWidth('Gleichstand', letters)).toBe(11)
    expect(twoLineWidth('ab Tiebreakergewinn', letters)).toBe(16)
  })

  it('measures each stretch by the width given: a wide letter counts as drawn', () => {
    const wide = (from: number, to: number): number =>
      [...'WW ii ii'.slice(from, to)].reduce((sum, c) => sum + (c === 'W' ? 3 : 1), 0)
    // "WW" | "ii ii" is 6 against 5; "WW ii" | "ii" is 9
    expect(twoLineWidth('WW ii ii', wide)).toBe(6)
  })
})
