import { describe, expect, it } from 'vitest'
import { ValueMemo } from './value-memo'

/** Keys shaped like the search's: whole numbers up to 2^53, many of them close together. */
function keyAt(i: number): number {
  return i % 3 === 0 ? i * 16 + (i % 7) : Math.floor(((i * 2654435761) % 2 ** 32) * 2 ** 21) + i
}

describe('the master memo', () => {
  it('answers as a Map would, through growth, overwrites and clears', () => {
    const memo = new ValueMemo(16)
    let map = new Map<number, number>()
    for (let i = 0; i < 50_000; i++) {
      const key = keyAt(i % 20_000)
      if (i % 11 === 0) expect(memo.get(key)).toBe(map.get(key))
      memo.set(key, i / 7)
      map.set(key, i / 7)
      if (i === 30_000) {
        memo.clear()
        map = new Map()
      }
    }
    for (let i = 0; i < 25_000; i++) expect(memo.get(keyAt(i))).toBe(map.get(keyAt(i)))
  })

  it('forgets everything on clear, and keeps working after many clears', () => {
    const memo = new ValueMemo(16)
    for (let round = 0; round < 1000; round++) {
      expect(memo.get(2 ** 52 + round)).toBeUndefined()
      memo.set(2 ** 52 + round, round)
      expect(memo.get(2 ** 52 + round)).toBe(round)
      memo.clear()
    }
  })
})
