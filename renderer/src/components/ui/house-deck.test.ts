import { describe, expect, it } from 'vitest'
import { deckForMain, fitDeck, HOUSE_DECK, HOUSE_SAMPLER, pickerValue } from './house-deck'

const playable = [{ id: 'deck-1' }, { id: 'deck-4' }]

describe("the deck picker's values", () => {
  it('are the house deck for main’s null, and null for main again', () => {
    expect(pickerValue(null)).toBe(HOUSE_DECK)
    expect(pickerValue('deck-4')).toBe('deck-4')
    expect(pickerValue(undefined)).toBeUndefined()
    expect(deckForMain(HOUSE_DECK)).toBeNull()
    expect(deckForMain('deck-4')).toBe('deck-4')
  })

  it('keep a deck asked for only while it is the house’s or playable', () => {
    expect(fitDeck('deck-4', playable, 'deck-1')).toBe('deck-4')
    expect(fitDeck(HOUSE_DECK, playable, 'deck-1')).toBe(HOUSE_DECK)
    expect(fitDeck('deck-9', playable, 'deck-1')).toBe('deck-1')
    expect(fitDeck(undefined, playable, HOUSE_DECK)).toBe(HOUSE_DECK)
  })

  it('name the house’s sampler as main does, and keep it in every ruleset', () => {
    expect(pickerValue(HOUSE_SAMPLER)).toBe(HOUSE_SAMPLER)
    expect(deckForMain(HOUSE_SAMPLER)).toBe(HOUSE_SAMPLER)
    expect(fitDeck(HOUSE_SAMPLER, [], HOUSE_DECK)).toBe(HOUSE_SAMPLER)
  })
})
