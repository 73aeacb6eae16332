import { describe, expect, it } from 'vitest'
import { countBelow, nextRowTop, rowsOf, wholeRowsHeight, type Span } from './more-below'

/*
 * The arithmetic behind a scrolling list of cards' "N more ↓" line and its whole rows, on boxes
 * laid out by hand: a test page's DOM lays nothing out. e2e/scroll-more.spec.ts checks the same
 * lists in Chromium (the trader's cards, the deck builder's).
 */

/** `count` cards `columns` to a row, each `height` tall, `gap` between rows, from `top`. */
function grid(count: number, columns: number, height: number, gap: number, top = 0): Span[] {
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns)
    const at = top + row * (height + gap)
    return { top: at, bottom: at + height }
  })
}

describe('the cards below a list', () => {
  // the trader's tiles at 960×600: three to a row, 112 px tall, 6 px apart
  const cards = grid(25, 3, 112, 6)

  it('counts every card not wholly in view, a card cut at the foot too', () => {
    // three whole rows in view: 25 cards less 9
    expect(countBelow(cards, 3 * 112 + 2 * 6)).toBe(16)
    // a view that ends inside the fourth row: its three cards are still below
    expect(countBelow(cards, 3 * 112 + 3 * 6 + 50)).toBe(16)
    // scrolled to the end, none
    expect(countBelow(cards, 9 * 112 + 8 * 6)).toBe(0)
  })

  it('takes a card ending a fraction of a pixel past the foot as in view', () => {
    expect(countBelow([{ top: 0, bottom: 100.4 }], 100)).toBe(0)
    expect(countBelow([{ top: 0, bottom: 102 }], 100)).toBe(1)
  })
})

describe('the rows of a list', () => {
  it('groups the cards side by side, a row as tall as its tallest card', () => {
    const rows = rowsOf([
      { top: 0, bottom: 100 },
      { top: 0.4, bottom: 114 },
      { top: 120, bottom: 220 },
    ])
    expect(rows).toEqual([
      { top: 0, bottom: 114 },
      { top: 120, bottom: 220 },
    ])
  })

  it('bounds the list to the whole rows its room holds, with the padding under them', () => {
    const rows = rowsOf(grid(25, 3, 112, 6))
    // 367 px of room: three rows (348 px) and 4 px of padding, not three and a half
    expect(wholeRowsHeight(rows, 367, 4)).toBe(3 * 112 + 2 * 6 + 4)
    // a row more of room, a row more shown
    expect(wholeRowsHeight(rows, 367 + 118, 4)).toBe(4 * 112 + 3 * 6 + 4)
  })

  it('leaves a list unbound when every row fits, or not even one does', () => {
    const rows = rowsOf(grid(6, 3, 112, 6))
    expect(wholeRowsHeight(rows, 240)).toBeNull()
    expect(wholeRowsHeight(rowsOf(grid(25, 3, 112, 6)), 80)).toBeNull()
    expect(wholeRowsHeight([], 300)).toBeNull()
  })

  it('scrolls on to the first row not wholly in view', () => {
    const rows = rowsOf(grid(25, 3, 112, 6))
    expect(nextRowTop(rows, 3 * 112 + 2 * 6)).toBe(3 * 118)
    // from the fourth row at the top, the seventh is next
    expect(nextRowTop(rows, 3 * 118 + 3 * 112 + 2 * 6)).toBe(6 * 118)
    // at the end there is nowhere further
    expect(nextRowTop(rows, 9 * 112 + 8 * 6)).toBeNull()
  })
})
