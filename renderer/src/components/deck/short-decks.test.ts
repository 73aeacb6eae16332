import { describe, expect, it } from 'vitest'
import { message } from '@common/messages'
import type { CardCode } from '@preload/contract'
import { cardsShort, decksShortAfterSale, sellersOf } from './short-decks'

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

describe('the cards a deck is short of', () => {
  const notOwned = message('deckProblem.not-owned', { card: '-1', count: 1 })
  const tooFew = message('deckProblem.too-few-owned', { have: 1, card: '+5', count: 2 })
  const size = message('deckProblem.deck-size', { size: 10, count: 9 })

  it('are the cards main says the player owns too few of, when that is all that is wrong', () => {
    expect(cardsShort({ problems: [notOwned, tooFew] })).toEqual(['-1', '+5'])
    expect(cardsShort({ problems: [] })).toEqual([])
    // a deck of nine would still not play with the card bought
    expect(cardsShort({ problems: [tooFew, size] })).toEqual([])
  })

  it('are on sale where a trader has one on the shelf, not where it is sold out', () => {
    const vessa = {
      id: 'vessa',
      stock: [{ card: '-1' as const, price: 5_000, stock: null, leavesShort: false }],
    }
    const oskar = {
      id: 'oskar',
      stock: [{ card: '-4' as const, price: 5_000, stock: 0, leavesShort: false }],
    }
    expect(sellersOf([vessa, oskar], ['-1'])).toEqual([vessa])
    expect(sellersOf([vessa, oskar], ['-4'])).toEqual([])
    expect(sellersOf([vessa, oskar], ['+5'])).toEqual([])
  })
})
