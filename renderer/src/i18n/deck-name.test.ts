import { afterEach, describe, expect, it } from 'vitest'
import { MAX_DECK_NAME } from '@common/decks'
import { copyNameIn, deckNameIn } from './deck-name'
import { i18n } from './index'

const deckName = deckNameIn((key) => i18n.global.t(key))
const copyName = copyNameIn((key, params) => i18n.global.t(key, params))

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

describe("a copy's name", () => {
  it('is worded in the language of the moment', () => {
    expect(copyName('Smugglers')).toBe(
      i18n.global.t('screens.collection.copyName', { name: 'Smugglers' }),
    )
    expect(copyName('Smugglers')).toContain('Smugglers')
    i18n.global.locale.value = 'de'
    expect(copyName('Smugglers')).toBe(
      i18n.global.t('screens.collection.copyName', { name: 'Smugglers' }),
    )
    expect(copyName('Smugglers')).not.toBe(
      i18n.global.t('screens.collection.copyName', { name: 'Smugglers' }, { locale: 'en' }),
    )
  })

  it('shortens a long original so the whole fits a deck name, in both languages', () => {
    const long = 'The Long-Haul Freighter Crew Deck'.slice(0, MAX_DECK_NAME)
    for (const locale of ['en', 'de'] as const) {
      i18n.global.locale.value = locale
      const copy = copyName(long)
      expect([...copy].length).toBeLessThanOrEqual(MAX_DECK_NAME)
      expect(copy.startsWith('The Long-Haul')).toBe(true)
    }
  })
})
