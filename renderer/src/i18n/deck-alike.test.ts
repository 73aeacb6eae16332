import { afterEach, describe, expect, it } from 'vitest'
import { nameRefusal, namesApart, STARTER_NAMES } from './deck-alike'
import { deckNameIn } from './deck-name'
import { i18n } from './index'
import { word } from './words'

const shown = deckNameIn((key) => i18n.global.t(key))
const nth = (name: string, n: number): string => i18n.global.t('common.deckNameNth', { name, n })
const starter = { id: 'deck-1', name: 'Starter deck', starter: true }
const fives = { id: 'deck-2', name: 'Plus Fives' }
const decks = [starter, fives]

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('a deck name another deck reads as', () => {
  it('is refused, compared as the player reads them, naming the deck that has it', () => {
    const refusal = nameRefusal('  plus  FIVES ', 'deck-1', decks, shown)
    expect(refusal).toEqual({
      key: 'errors.deck.nameTaken',
      params: { deck: { name: 'Plus Fives', starter: false } },
    })
    expect(word(refusal!)).toBe('You already have a deck called “Plus Fives”. Pick another name.')
    i18n.global.locale.value = 'de'
    expect(word(refusal!)).toBe(
      'Du hast schon ein Deck namens „Plus Fives“. Wähle einen anderen Namen.',
    )
  })

  it('is refused for the starter’s name in every language, whichever is shown now', () => {
    expect(STARTER_NAMES).toEqual(expect.arrayContaining(['Starter deck', 'Startdeck']))
    for (const language of ['en', 'de'] as const) {
      i18n.global.locale.value = language
      for (const name of ['Starter deck', 'startdeck', 'STARTDECK ']) {
        const refusal = nameRefusal(name, 'deck-2', decks, shown)
        expect(refusal, `${language}: ${name}`).not.toBeNull()
        expect(word(refusal!)).toMatch(/Pick another name|Wähle einen anderen Namen/)
      }
    }
    // the starter as shown now is taken; its name in another language is said to be so
    expect(word(nameRefusal('Starter deck', 'deck-2', decks, shown)!)).toBe(
      '„Starter deck“ heißt dein Startdeck in einer anderen Sprache. Wähle einen anderen Namen.',
    )
    i18n.global.locale.value = 'en'
    expect(word(nameRefusal('Startdeck', 'deck-2', decks, shown)!)).toBe(
      '“Startdeck” is what your starter deck is called in another language. Pick another name.',
    )
  })

  it('is free for the deck that has it, for a name no deck reads as, and once the starter is renamed', () => {
    expect(nameRefusal('plus fives', 'deck-2', decks, shown)).toBeNull()
    expect(nameRefusal('Starter deck', 'deck-1', decks, shown)).toBeNull()
    expect(nameRefusal('Plus Sixes', null, decks, shown)).toBeNull()
    const renamed = [{ ...starter, name: 'Old faithful', starter: false }, fives]
    expect(nameRefusal('Startdeck', 'deck-2', renamed, shown)).toBeNull()
    // a deck never saved (null) is checked against every saved one
    expect(nameRefusal('Old Faithful', null, renamed, shown)).not.toBeNull()
  })
})

describe('decks listed alike in an older save', () => {
  it('are numbered from the second on, in the order listed, and the others keep their names', () => {
    const older = [
      { id: 'deck-3', name: 'Startdeck' },
      starter,
      fives,
      { id: 'deck-4', name: 'STARTDECK' },
    ]
    i18n.global.locale.value = 'de'
    expect([...namesApart(older, shown, nth).values()]).toEqual([
      'Startdeck',
      'Startdeck (2)',
      'Plus Fives',
      'STARTDECK (3)',
    ])
    // in English the starter reads otherwise: nothing repeats with it
    i18n.global.locale.value = 'en'
    expect(namesApart(older, shown, nth).get('deck-1')).toBe('Starter deck')
    expect(namesApart(older, shown, nth).get('deck-4')).toBe('STARTDECK (2)')
  })
})
