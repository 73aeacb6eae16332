import { describe, expect, it } from 'vitest'
import { radioGridStep } from './radio-grid'

/** Where each key leads from `at` in the portraits' grid: 8 faces, 4 to a row. */
const step = (key: string, at: number): number | undefined => radioGridStep(key, at, 8, 4)

describe('a grid of radio buttons', () => {
  it('moves a row with Up and Down, and stays on the top and the bottom row', () => {
    expect(step('ArrowDown', 1)).toBe(5)
    expect(step('ArrowUp', 6)).toBe(2)
    expect(step('ArrowDown', 5)).toBe(5)
    expect(step('ArrowUp', 3)).toBe(3)
  })

  it('moves one along with Left and Right, round the ends as a radio group does', () => {
    expect(step('ArrowRight', 3)).toBe(4)
    expect(step('ArrowLeft', 4)).toBe(3)
    expect(step('ArrowRight', 7)).toBe(0)
    expect(step('ArrowLeft', 0)).toBe(7)
  })

  it('jumps to the first and the last with Home and End, and leaves other keys alone', () => {
    expect(step('Home', 6)).toBe(0)
    expect(step('End', 1)).toBe(7)
    expect(step('Tab', 1)).toBeUndefined()
    expect(step(' ', 1)).toBeUndefined()
  })

  it('keeps Down inside a last row that is not full', () => {
    expect(radioGridStep('ArrowDown', 2, 6, 4)).toBe(2)
    expect(radioGridStep('ArrowDown', 1, 6, 4)).toBe(5)
  })
})
