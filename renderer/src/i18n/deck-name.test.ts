import { afterEach, describe, expect, it } from 'vitest'
import { MAX_DECK_NAME } from '@common/decks'
import { copyNameIn, deckNameIn, defaultNameIn, shortened, unusedName } from './deck-name'
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

  it('keeps its suffix whole and shortens the original after a whole word', () => {
    // "(copy)" leaves 25 characters, which end inside "Crew": the name goes back to "Freighter"
    expect(copyName('The Long-Haul Freighter Crew Dec')).toBe('The Long-Haul Freighter (copy)')
    i18n.global.locale.value = 'de'
    expect(copyName('The Long-Haul Freighter Crew Dec')).toBe('The Long-Haul Freighter (Kopie)')
    i18n.global.locale.value = 'en'
    // one word too long for any boundary is cut where it must be
    const word = 'x'.repeat(MAX_DECK_NAME)
    expect(copyName(word)).toBe(`${'x'.repeat(MAX_DECK_NAME - 7)} (copy)`)
    // a dash left at the end goes with the part of the word it joined
    expect(shortened('Long-Haul Crew', 5)).toBe('Long')
    expect(shortened('Sabacc Night', 12)).toBe('Sabacc Night')
  })

  it('holds nothing main refuses in a name: an older deck’s zero-width space, isolation marks', () => {
    expect(copyName('Smug\u200Bglers')).toBe('Smugglers (copy)')
    // a right-to-left name, isolated when worded, is kept without the marks; its joiner stays
    expect(copyName('علی\u200Cرضا')).toBe('علی\u200Cرضا (copy)')
    expect(copyName('👨‍👩‍👧')).toBe('👨‍👩‍👧 (copy)')
  })

  it('is numbered when the decks hold it already, as a player reads names', () => {
    expect(copyName('Smugglers', ['Smugglers', 'smugglers (copy) '])).toBe('Smugglers (copy 2)')
    expect(copyName('Smugglers', ['Smugglers (copy)', 'Smugglers (copy 2)'])).toBe(
      'Smugglers (copy 3)',
    )
    const long = 'x'.repeat(MAX_DECK_NAME)
    const second = copyName(long, [copyName(long)])
    expect(second).toBe(`${'x'.repeat(MAX_DECK_NAME - 9)} (copy 2)`)
    i18n.global.locale.value = 'de'
    expect(copyName('Smugglers', ['Smugglers (Kopie)'])).toBe('Smugglers (Kopie 2)')
  })
})

describe('a default name', () => {
  const defaultName = defaultNameIn((key, params) => i18n.global.t(key, params))

  it('is the word itself while no deck has it, then numbered from 2', () => {
    expect(defaultName('Imported deck', ['Smugglers'])).toBe('Imported deck')
    expect(defaultName('Imported deck', ['Imported deck', 'Imported deck 2'])).toBe(
      'Imported deck 3',
    )
    i18n.global.locale.value = 'de'
    expect(defaultName('Neues Deck', ['neues deck'])).toBe('Neues Deck 2')
  })

  it('never passes a deck name’s limit', () => {
    const long = 'y'.repeat(MAX_DECK_NAME)
    const taken = [long]
    for (let i = 0; i < 12; i++) taken.push(defaultName(long, taken))
    expect(new Set(taken).size).toBe(taken.length)
    for (const name of taken) expect([...name].length).toBeLessThanOrEqual(MAX_DECK_NAME)
  })
})

describe('the first name free', () => {
  it('takes the first candidate no deck has', () => {
    expect(unusedName((n) => `Deck ${n}`, ['Deck 1', 'DECK 2', ' deck 3 '])).toBe('Deck 4')
  })
})
