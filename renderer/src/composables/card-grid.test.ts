import { describe, expect, it } from 'vitest'
import { cardGridStep } from './card-grid'

/** Ten cards five to a row, those in `off` turned off. */
const step = (key: string, at: number, off: number[] = []): number | undefined =>
  cardGridStep(key, at, 10, 5, (i) => !off.includes(i))

describe('the keys in a grid of cards', () => {
  it('moves as a grid does while every card is on', () => {
    expect(step('ArrowRight', 2)).toBe(3)
    expect(step('ArrowDown', 2)).toBe(7)
    expect(step('ArrowUp', 7)).toBe(2)
    expect(step('Home', 7)).toBe(0)
    expect(step('End', 2)).toBe(9)
    expect(step('Enter', 2)).toBeUndefined()
  })

  it('passes over the cards that are off, in the direction of the key', () => {
    expect(step('ArrowRight', 2, [3, 4])).toBe(5)
    expect(step('ArrowLeft', 5, [3, 4])).toBe(2)
    expect(step('Home', 7, [0, 1])).toBe(2)
    expect(step('End', 2, [9])).toBe(8)
    expect(step('ArrowDown', 1, [6])).toBe(1)
  })

  it('stays where it is when nothing that is on lies that way', () => {
    expect(step('ArrowUp', 6, [1])).toBe(6)
    expect(step('ArrowRight', 4, [0, 1, 2, 3, 5, 6, 7, 8, 9])).toBe(4)
  })
})
