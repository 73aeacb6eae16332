import type { ObjectDirective } from 'vue'

/**
 * `v-title-if-cut` on a text cut short by its ellipsis (`text-overflow: ellipsis`, or lines
 * clamped): as
 * the pointer comes to it, it takes its whole text as its title, so the tooltip says what the
 * ellipsis hid; a text shown whole has no title, which would only say it again. Measured as the
 * pointer comes, not before: a window made narrower or wider since changes what is cut. A
 * screen reader reads the whole text either way (the ellipsis is only drawn).
 */
export const vTitleIfCut: ObjectDirective<HTMLElement> = {
  created(el) {
    el.addEventListener('pointerenter', () => titleIfCut(el))
  },
}

/** Gives `el` its text as its title while the text is wider or taller than its box, else none. */
export function titleIfCut(el: HTMLElement): void {
  // a clamped block's last line box may run a pixel past it: more than that is a line cut
  if (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
    el.title = el.textContent?.trim() ?? ''
  else el.removeAttribute('title')
}
