import { describe, expect, it } from 'vitest'
import type { CardCode } from '@preload/contract'
import { decksShortAfterSale } from './short-decks'

const deck = (name: string, cards: CardCode[]) => ({ name, cards })
const starter = deck('Starter deck', ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'])
const minus = deck('Minus mix', ['-1', '-1', '+5', '+5', '-2', '+3'])
const single = deck('One five', ['+5', '-1'])

describe('the decks a sale leaves short', () => {
  it('are those that use every copy owned, in their saved order', () => {
    const owned = { '+1': 2, '+3': 3, '+5': 2, '-1': 2 }
    expect(decksShortAfterSale([starter, minus, single], owned, '+5')).toEqual([starter, minus])
    // a third +3 is spare for both decks that use it
    expect(decksShortAfterSale([starter, minus, single], owned, '+3')).toEqual([])
    expect(decksShortAfterSale([starter, minus, single], owned, '-1')).toEqual([minus])
  })

  it('leave out a deck already short, and are none for a card not owned', () => {
    expect(decksShortAfterSale([starter, single], { '+5': 1 }, '+5')).toEqual([single])
    expect(decksShortAfterSale([starter], {}, '+5')).toEqual([])
    expect(decksShortAfterSale([starter], { '+5': 0 }, '+5')).toEqual([])
  })
})
