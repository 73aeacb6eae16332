import { afterEach, describe, expect, it } from 'vitest'
import { deckNameIn, STARTER_DECK_NAME } from './deck-name'
import { i18n } from './index'

const deckName = deckNameIn((key) => i18n.global.t(key))

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe("a deck's name as the player sees it", () => {
  // main/services/profile/new-profile.test.ts checks main gives the starter deck this name
  it('shows the untouched starter deck in the language of the moment', () => {
    const starter = { name: STARTER_DECK_NAME }
    expect(deckName(starter)).toBe('Starter deck')
    i18n.global.locale.value = 'de'
    expect(deckName(starter)).toBe('Startdeck')
  })

  it('keeps the name a player gave, in every language', () => {
    i18n.global.locale.value = 'de'
    for (const name of ['Smugglers', 'Starter deck (copy)', 'starter deck', 'Startdeck'])
      expect(deckName({ name })).toBe(name)
  })
})
