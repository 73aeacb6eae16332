import { afterEach, describe, expect, it } from 'vitest'
import { deckNameIn } from './deck-name'
import { i18n } from './index'

const deckName = deckNameIn((key) => i18n.global.t(key))

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe("a deck's name as the player sees it", () => {
  it('shows the untouched starter deck in the language of the moment', () => {
    const starter = { name: 'Starter deck', starter: true }
    expect(deckName(starter)).toBe(i18n.global.t('common.starterDeck'))
    i18n.global.locale.value = 'de'
    expect(deckName(starter)).toBe(i18n.global.t('common.starterDeck'))
    expect(deckName(starter)).not.toBe('Starter deck')
  })

  it('keeps the name a player gave, in every language, even "Starter deck"', () => {
    i18n.global.locale.value = 'de'
    for (const name of ['Smugglers', 'Starter deck', 'Starter deck (copy)', 'Startdeck'])
      expect(deckName({ name, starter: false })).toBe(name)
  })
})
