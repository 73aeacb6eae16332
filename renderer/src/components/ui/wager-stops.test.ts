import { describe, expect, it } from 'vitest'
import { nearestStop, wagerStops } from './wager-stops'

describe('the wager slider’s stops', () => {
  it('reaches the table’s most when it is not on the step grid', () => {
    const stops = wagerStops(250, 2000, 100)
    expect(stops[0]).toBe(250)
    expect(stops[1]).toBe(300)
    expect(stops.at(-2)).toBe(1900)
    expect(stops.at(-1)).toBe(2000)
  })

  it('reaches a whole purse that is not on the grid, and keeps round steps between', () => {
    const stops = wagerStops(100, 1234, 50)
    expect(stops.slice(0, 3)).toEqual([100, 150, 200])
    expect(stops.slice(-2)).toEqual([1200, 1234])
    for (const at of stops.slice(1, -1)) expect(at % 50).toBe(0)
  })

  it('is one stop when the least is all there is', () => {
    expect(wagerStops(0, 0, 50)).toEqual([0])
    expect(wagerStops(200, 200, 50)).toEqual([200])
  })

  it('finds the stop nearest a remembered stake', () => {
    const stops = wagerStops(250, 2000, 100)
    expect(stops[nearestStop(stops, 2000)]).toBe(2000)
    expect(stops[nearestStop(stops, 260)]).toBe(250)
    expect(stops[nearestStop(stops, 1960)]).toBe(2000)
  })
})
