import { describe, expect, it } from 'vitest'
import { lineTops, wholeLinesHeight } from './whole-lines'

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
    // 30 px: the newest note's last two lines, its first cut off
    expect(wholeLinesHeight([older, newest], 30)).toBe(26)
  })

  it('sets no bound where everything fits, or where not even the last line does', () => {
    const notes = [older, newest]
    expect(wholeLinesHeight(notes, 90)).toBeNull()
    expect(wholeLinesHeight(notes, 81.5)).toBeNull()
    expect(wholeLinesHeight(notes, 8)).toBeNull()
    expect(wholeLinesHeight([], 40)).toBeNull()
  })
})
