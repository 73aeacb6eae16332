import { describe, expect, it } from 'vitest'
import { STARTER_DECK_NAME as SHOWN_IN_LANGUAGE } from '@/i18n/deck-name'
import { newProfile, STARTER_DECK_NAME } from './new-profile'

describe('a new profile', () => {
  it('has one active classic starter deck, under the name the renderer shows in the language', () => {
    const profile = newProfile('Tamsin', '2025-01-01T00:00:00.000Z')
    expect(profile.decks).toEqual([
      expect.objectContaining({ name: STARTER_DECK_NAME, rules: 'classic', active: true }),
    ])
    // the renderer words the untouched starter deck by this exact name (i18n/deck-name.ts)
    expect(SHOWN_IN_LANGUAGE).toBe(STARTER_DECK_NAME)
  })
})
