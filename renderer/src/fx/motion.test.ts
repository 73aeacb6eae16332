// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countTo, finishAll } from './motion'

/** Frames by hand: each `frame(ms)` runs the callbacks asked for so far at that time. */
let queue: FrameRequestCallback[] = []
let now = 0
function frame(at: number): void {
  now = at
  const due = queue
  queue = []
  for (const callback of due) callback(at)
}

beforeEach(() => {
  queue = []
  now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue = []
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a total counting up', () => {
  it('goes from one number to the other over its duration', () => {
    const shown: number[] = []
    countTo(10, 20, 400, (n) => shown.push(n))
    frame(200)
    frame(400)
    frame(600)
    expect(shown).toEqual([15, 20])
  })

  it('lands on its last number at once when the table is skipped', () => {
    // a player who hurries the table along gets its buttons back: the total they act on is final
    const shown: number[] = []
    countTo(12, 21, 400, (n) => shown.push(n))
    frame(100)
    finishAll()
    expect(shown.at(-1)).toBe(21)
    frame(200)
    expect(shown.at(-1)).toBe(21)
  })

  it('stops where it is when a newer count takes over, and no skip moves it after', () => {
    const shown: number[] = []
    const stop = countTo(0, 10, 400, (n) => shown.push(n))
    frame(200)
    stop()
    finishAll()
    expect(shown).toEqual([5])
  })

  it('never goes back past where it starts, in a frame that began before it was asked for', () => {
    const shown: number[] = []
    now = 100
    countTo(8, 15, 400, (n) => shown.push(n))
    frame(40)
    frame(300)
    frame(500)
    expect(shown).toEqual([8, 12, 15])
  })

  it('shows the number at once with no time to count (reduced motion)', () => {
    const shown: number[] = []
    countTo(3, 9, 0, (n) => shown.push(n))
    expect(shown).toEqual([9])
  })
})
