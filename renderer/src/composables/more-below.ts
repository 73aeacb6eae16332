/**
 * The arithmetic of a scrolling list of cards, apart from the page: which of its cards lie below
 * what it shows, the rows they make, and how tall it may be to show whole rows only. In the
 * list's own scrolled coordinates (0 at the top of its content, in px), so a test needs no
 * layout: a test page's DOM measures every box as 0.
 */

/** A card's box, or a row's, in the list's scrolled coordinates: its top and bottom edges. */
export interface Span {
  top: number
  bottom: number
}

/** Sub-pixel layout: an edge this close to another is level with it. */
const LEVEL = 1

/** How many cards are not wholly in view below the list's visible foot (`viewBottom`). */
export function countBelow(cards: readonly Span[], viewBottom: number): number {
  return cards.filter((card) => card.bottom > viewBottom + LEVEL).length
}

/** The rows the cards make, top to bottom: cards side by side share a top; a row ends at its tallest. */
export function rowsOf(cards: readonly Span[]): Span[] {
  const rows: Span[] = []
  for (const card of [...cards].sort((a, b) => a.top - b.top)) {
    const row = rows.find((r) => Math.abs(r.top - card.top) <= LEVEL)
    if (row) row.bottom = Math.max(row.bottom, card.bottom)
    else rows.push({ ...card })
  }
  return rows
}

/**
 * How tall the list may be to show whole rows only, from the first: the foot of the last row
 * that fits `room`, and the list's padding under it. Null when every row fits (the list needs
 * no bound) or not even the first does (a cut card is then better than an empty list).
 */
export function wholeRowsHeight(rows: readonly Span[], room: number, padBottom = 0): number | null {
  const last = rows.at(-1)
  if (!last || last.bottom + padBottom <= room + LEVEL) return null
  const fitting = rows.filter((row) => row.bottom + padBottom <= room + LEVEL).at(-1)
  return fitting ? fitting.bottom + padBottom : null
}

/** Where the list scrolls to show what lies below: the top of the first row not wholly in view. */
export function nextRowTop(rows: readonly Span[], viewBottom: number): number | null {
  return rows.find((row) => row.bottom > viewBottom + LEVEL)?.top ?? null
}
