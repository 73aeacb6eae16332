import { describe, expect, it } from 'vitest'
import { isStarterDeck, newProfile, STARTER_DECK_NAME } from './new-profile'

describe('a new profile', () => {
  it('has one active classic starter deck, flagged so the renderer words its name', () => {
    const profile = newProfile('Tamsin', '2025-01-01T00:00:00.000Z')
    expect(profile.decks).toEqual([
      expect.objectContaining({
        name: STARTER_DECK_NAME,
        rules: 'classic',
        active: true,
        starter: true,
      }),
    ])
  })
})

describe('the starter deck in saves from before the flag', () => {
  it('is the first deck while it keeps the name main gave it', () => {
    expect(isStarterDeck({ id: 'deck-1', name: STARTER_DECK_NAME })).toBe(true)
    expect(isStarterDeck({ id: 'deck-1', name: 'Smugglers' })).toBe(false)
    // a later deck the player named "Starter deck" is theirs
    expect(isStarterDeck({ id: 'deck-4', name: STARTER_DECK_NAME })).toBe(false)
  })

  it('follows the flag once a save has it', () => {
    expect(isStarterDeck({ id: 'deck-1', name: STARTER_DECK_NAME, starter: false })).toBe(false)
    expect(isStarterDeck({ id: 'deck-1', name: 'Starter deck', starter: true })).toBe(true)
  })
})
