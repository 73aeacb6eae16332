/**
 * Which round chips show the brief word under their score, and which their score alone: a
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
 * Marks the chips of `grid` (markBriefChips) once it is drawn, and again in the next frame
 * whenever it changes size (the window, and the rem with it) or its words change (the language).
 */
export function useBriefChips(grid: Ref<HTMLElement | null>): void {
  followBox(
    grid,
    () => [],
    () => markBriefChips(grid.value),
    () => undefined,
  )
}
