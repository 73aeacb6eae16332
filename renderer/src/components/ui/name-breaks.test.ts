import { describe, expect, it } from 'vitest'
import { nameBreaks, SOFT_HYPHEN } from './name-breaks'

/** The text as drawn where every offered break is taken, a hyphen at each. */
const hyphenated = (text: string, names?: readonly string[]): string =>
  nameBreaks(text, names).replaceAll(SOFT_HYPHEN, '-')

describe('where a long one-word name may break', () => {
  it('offers a break at its syllables, before the consonants that start one', () => {
    expect(hyphenated('Donaudampfschifffahrtskapitän')).toBe('Donau-dampf-schiff-fahrts-ka-pi-tän')
    expect(hyphenated('Kesselflickerinnungsmeis')).toBe('Kes-sel-fli-cke-rin-nungs-meis')
    // a compound's joining s stays with the part before it
    expect(hyphenated('Handelskammervorsitzende')).toBe('Han-dels-kam-mer-vor-sit-zende')
  })

  it('leaves at least three letters at either end of the word', () => {
    expect(hyphenated('Donaudampfschifffahrtska')).toBe('Donau-dampf-schiff-fahrtska')
  })

  it('breaks between the parts of a camel case handle and between letters and digits', () => {
    expect(hyphenated('DarkSlayer2000Supreme')).toBe('Dark-Slayer-2000-Su-preme')
  })

  it('cuts a long stretch with no syllable to find into even pieces', () => {
    expect(hyphenated('Mmmmmmmmmmmmmmmmmmmmmmmm')).toBe('Mmmmmmmm-mmmmmmmm-mmmmmmmm')
  })

  it('leaves a short name, a name of short words and the spaces between words untouched', () => {
    for (const name of ['Maren', 'Vessa Tal', 'Deckhand Wendel', 'Großmeister']) {
      expect(nameBreaks(name)).toBe(name)
    }
    // in a sentence only the long word is offered breaks
    expect(hyphenated('Kesselflickerinnungsmeis ist am Zug')).toBe(
      'Kes-sel-fli-cke-rin-nungs-meis ist am Zug',
    )
  })

  it('in a sentence that names players, offers breaks in their names alone', () => {
    const names = ['Donaudampfschifffahrtska', 'Jor']
    // the game's own long words wrap as they always have, whole
    expect(hyphenated('Unentschieden: Donaudampfschifffahrtska gewinnt', names)).toBe(
      'Unentschieden: Donau-dampf-schiff-fahrtska gewinnt',
    )
    // a name's word with the sentence's ending on it is still the name's
    expect(hyphenated("Donaudampfschifffahrtska's turn", names)).toBe(
      "Donau-dampf-schiff-fahrts-ka's turn",
    )
    // no player-given name in the sentence (a table against the AI): nothing is offered
    expect(nameBreaks('Tagesherausforderung gewonnen', [])).toBe('Tagesherausforderung gewonnen')
  })

  it('never splits a character a player sees, nor adds to a word marked already', () => {
    const family = '👨‍👩‍👧'
    const name = `${family}Donaudampfschifffahrt`
    expect(nameBreaks(name).startsWith(family)).toBe(true)
    const marked = `Donau${SOFT_HYPHEN}dampfschifffahrt`
    expect(nameBreaks(marked)).toBe(marked)
  })
})
