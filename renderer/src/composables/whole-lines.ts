/**
 * The arithmetic of a box of words that shows its end (the coach's notes, laid out from the
 * bottom up): how tall it may be so that its top edge falls between two notes, or at least
 * between two lines, never through one. Apart from the page, in px measured up from the foot of
 * its content, so a test needs no layout.
 */

/** A block of words: its top edge above the content's foot, and how tall each of its lines is. */
export interface WordBlock {
  /** how far its top lies above the foot of the content */
  top: number
  /** its height */
  height: number
  /** the height of one of its lines */
  line: number
}

/** Sub-pixel layout: a length this close to another is equal to it. */
const LEVEL = 1

/**
 * The tops of every line of `blocks`, as heights above the content's foot: a box that tall,
 * scrolled to its end, starts at that line. The lowest first.
 */
export function lineTops(blocks: readonly WordBlock[]): number[] {
  const tops: number[] = []
  for (const block of blocks) {
    const lines = Math.max(1, Math.round(block.height / block.line))
    for (let k = 0; k < lines; k++) tops.push(block.top - k * block.line)
  }
  return tops.sort((a, b) => a - b)
}

/**
 * How tall the box may be in `room` to show whole words only from its end: the top of the
 * highest whole block (a note) that fits, so no older note's tail ("retten." alone) stands over
 * the newest; else, where not even the newest block fits, the top of its highest line that
 * does. Null when the whole content fits (no bound needed); 0 when not even its last line does:
 * a box cut through its only line was a faded sliver no one could read, so it is not drawn.
 */
export function wholeLinesHeight(blocks: readonly WordBlock[], room: number): number | null {
  const tops = lineTops(blocks)
  const highest = tops.at(-1)
  if (highest === undefined || highest <= room + LEVEL) return null
  const fits = (top: number): boolean => top <= room + LEVEL
  const notes = blocks.map((block) => block.top).filter(fits)
  if (notes.length > 0) return Math.max(...notes)
  return tops.filter(fits).at(-1) ?? 0
}

/**
 * How far above its end to scroll a box `height` tall so that the newest block (the last) starts
 * at its top: 0 where it fits whole. A newest note too tall for the box showed its last lines,
 * its start scrolled away above: the reader met it mid-sentence. So it shows its first lines and
 * the rest is a scroll down; in a box bounded by wholeLinesHeight its bottom edge then falls
 * between two of its lines too.
 */
export function newestStart(blocks: readonly WordBlock[], height: number): number {
  const newest = blocks.at(-1)
  if (!newest || newest.top <= height + LEVEL) return 0
  return newest.top - height
}
