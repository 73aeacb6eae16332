import { describe, expect, it } from 'vitest'
import { lineTops, newestStart, wholeLinesHeight } from './whole-lines'

// the coach's notes at 960×600: lines 13 px tall, 4 px between notes
const newest = { top: 39, height: 39, line: 13 }
const older = { top: 82, height: 39, line: 13 }

describe('a box of words cut between lines, never through one', () => {
  it('finds the top of every line of every note, the lowest first', () => {
    expect(lineTops([older, newest])).toEqual([13, 26, 39, 56, 69, 82])
  })

  it('bounds the box at the highest whole note that fits, so no older note ends over the newest', () => {
    const notes = [older, newest]
    // 60 px of room would show the older note's last line alone: the newest note, whole
    expect(wholeLinesHeight(notes, 60)).toBe(39)
    expect(wholeLinesHeight(notes, 50)).toBe(39)
    // room for both short of a pixel's rounding: both
    expect(wholeLinesHeight([older, newest, { top: 125, height: 39, line: 13 }], 82.5)).toBe(82)
  })

  it('falls back to whole lines where not even the newest note fits', () => {
    // 30 px: two of the newest note's three lines (which two: newestStart, below)
    expect(wholeLinesHeight([older, newest], 30)).toBe(26)
  })

  it('shows a newest note too tall for the box from its first line, the rest below', () => {
    // four lines (a German note at 960×600) in 30 px: two of its lines, its first two
    const tall = { top: 52, height: 52, line: 13 }
    const notes = [{ top: 95, height: 39, line: 13 }, tall]
    const height = wholeLinesHeight(notes, 30)
    expect(height).toBe(26)
    // scrolled up 26 px from the end: the box's top is the note's top, its foot between lines
    const start = newestStart(notes, height!)
    expect(start + height!).toBe(tall.top)
    expect(start % tall.line).toBe(0)
    // a newest note that fits whole is shown from the end, as ever
    expect(newestStart([older, newest], 39)).toBe(0)
    expect(newestStart([older, newest], 38.5)).toBe(0)
  })

  it('sets no bound where everything fits', () => {
    const notes = [older, newest]
    expect(wholeLinesHeight(notes, 90)).toBeNull()
    expect(wholeLinesHeight(notes, 81.5)).toBeNull()
    expect(wholeLinesHeight([], 40)).toBeNull()
  })

  it('draws no box where not even one line fits, rather than a sliver of one', () => {
    // the tutorial's flip step: the long advice left the notes 6 to 14 px, under a 13 px line
    expect(wholeLinesHeight([older, newest], 8)).toBe(0)
    expect(wholeLinesHeight([older, newest], 11.5)).toBe(0)
    // a pixel's rounding short of a line is still a line
    expect(wholeLinesHeight([older, newest], 12.5)).toBe(13)
  })
})
