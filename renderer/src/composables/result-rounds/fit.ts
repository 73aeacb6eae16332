/**
 * How wide the round chips are (sizeChips: as wide as the longest reason needs on two lines),
 * and which show the brief word under their score, and which their score alone: a
 * chip's whole reason ("Captain Ondine Castell went over 20") where its lines hold it, else the
 * brief word ("over 20") where that fits, else nothing (a set of a dozen ties, whose chips are
 * narrow): its colour still says who took the round, and its tip and a screen reader the whole
 * reason. Its own part because it reads the page's layout, which only a browser has: the words
 * are chips.ts's, the sizes the style's.
 */
import type { Ref } from 'vue'
import { followBox } from '../follow-box'

/** Whether a box of words shows less than it holds: taller, or a word wider than it. */
function cut(words: HTMLElement | null): boolean {
  if (!words) return false
  return words.scrollHeight > words.clientHeight + 1 || words.scrollWidth > words.clientWidth + 1
}

/**
 * Marks the chips of `grid`: `data-brief` where the chip's lines cut its whole reason,
 * `data-bare` as well where they cut the brief word too. Each is measured as it would be drawn:
 * the marks are taken off first, and the whole reason stays laid out, unseen, on a chip that
 * shows the brief word, so a chip that widens is marked again rightly.
 */
export function markBriefChips(grid: HTMLElement | null): void {
  if (!grid) return
  for (const chip of grid.querySelectorAll<HTMLElement>('[data-test="round-chip"]')) {
    chip.removeAttribute('data-bare')
    const brief = cut(chip.querySelector<HTMLElement>('[data-test="round-why"]'))
    chip.toggleAttribute('data-brief', brief)
    const bare = brief && cut(chip.querySelector<HTMLElement>('[data-test="round-brief"]'))
    chip.toggleAttribute('data-bare', bare)
  }
}

/**
 * The narrowest width that holds `text` in two lines, broken at a space: of each way to break
 * it, the wider of its two lines, the narrowest of those (or the whole on one line, if that is
 * narrower). `width(from, to)` is the drawn width of the text from one index to another.
 */
export function twoLineWidth(text: string, width: (from: number, to: number) => number): number {
  let narrowest = width(0, text.length)
  for (let at = text.indexOf(' '); at > 0; at = text.indexOf(' ', at + 1))
    narrowest = Math.min(narrowest, Math.max(width(0, at), width(at + 1, text.length)))
  return narrowest
}

/**
 * Gives the chips of `grid` the width their longest whole reason needs in two lines
 * (`--chip-words`, in px; the style keeps its own width as the least), so a long reason
 * ("Großmeisterin Sable Orrin hat per Tiebreaker gewonnen") takes the room the row has rather
 * than three narrow lines. Each reason is laid on one line for a moment and its stretches
 * measured where they lie; the width is the chip's layout's, whatever a transform draws it at.
 * Where the row has not the room, the grid narrows every chip alike and markBriefChips, called
 * next, marks the chips whose reason that cuts.
 */
function sizeChips(grid: HTMLElement | null): void {
  if (!grid) return
  // a chip too narrow for any words hides them: shown again to be measured (markBriefChips)
  for (const chip of grid.querySelectorAll('[data-test="round-chip"]'))
    chip.removeAttribute('data-bare')
  const reasons = [...grid.querySelectorAll<HTMLElement>('[data-test="round-why"]')]
  for (const reason of reasons) reason.style.whiteSpace = 'nowrap'
  let needed = 0
  const range = document.createRange()
  for (const reason of reasons) {
    const text = reason.firstChild
    const chip = reason.closest<HTMLElement>('[data-test="round-chip"]')
    const drawn = reason.getBoundingClientRect().width
    if (!(text instanceof Text) || !chip || reason.offsetWidth === 0 || drawn === 0) continue
    // the drawn size over the layout's: 1 unless a transform scales the card as it comes
    const scale = drawn / reason.offsetWidth
    const width = (from: number, to: number): number => {
      range.setStart(text, from)
      range.setEnd(text, to)
      return range.getBoundingClientRect().width / scale
    }
    // the chip's padding and edge besides its words; a pixel for the drawn widths' fractions
    const frame = chip.offsetWidth - reason.offsetWidth
    needed = Math.max(needed, Math.ceil(twoLineWidth(text.data, width) + frame) + 1)
  }
  for (const reason of reasons) reason.style.removeProperty('white-space')
  grid.style.setProperty('--chip-words', `${needed}px`)
}

/**
 * Sizes the chips of `grid` to their words (sizeChips) and marks them (markBriefChips) once it
 * is drawn, and again in the next frame whenever it changes size (the window, and the rem with
 * it) or its words change (the language).
 */
export function useBriefChips(grid: Ref<HTMLElement | null>): void {
  followBox(
    grid,
    () => [],
    () => {
      sizeChips(grid.value)
      markBriefChips(grid.value)
    },
    () => undefined,
  )
}
