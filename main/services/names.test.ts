import { describe, expect, it } from 'vitest'
import { message } from '@common/messages'
import { GameError } from './errors'
import { cleanName, type BadCharacter, type NameRefusals } from './names'

// a field's own three messages, so each test sees which refusal came
const REFUSALS: NameRefusals = {
  missing: message('errors.deck.nameMissing'),
  tooLong: message('errors.deck.nameTooLong', { max: 5 }),
  character: ({ fault, code }: BadCharacter) =>
    message('errors.deck.nameCharacter', { char: fault, code }),
}

/** The refusal a name meets in a field of 5 characters, or the name it keeps. */
function clean(name: string): string | GameError {
  try {
    return cleanName(name, 5, REFUSALS)
  } catch (error) {
    if (error instanceof GameError) return error
    throw error
  }
}

/** The message a refused name was answered with (and that it was refused as 'rejected'). */
function refusal(name: string): unknown {
  const answer = clean(name)
  if (!(answer instanceof GameError)) throw new Error(`"${name}" was kept as "${answer}"`)
  expect(answer.code).toBe('rejected')
  return answer.said
}

describe('a typed name', () => {
  it('is kept trimmed, with the spaces inside it', () => {
    expect(clean('  Ki Ra \n')).toBe('Ki Ra')
  })

  it('is refused with the field’s own message: empty, too long, or holding a control character', () => {
    expect(refusal('')).toEqual(REFUSALS.missing)
    expect(refusal(' \t ')).toEqual(REFUSALS.missing)
    expect(refusal('Oriella')).toEqual(REFUSALS.tooLong)
    expect(refusal('Ki\tRa')).toEqual(REFUSALS.character({ fault: 'control', code: 'U+0009' }))
    expect(refusal('Ki\u0000')).toEqual(REFUSALS.character({ fault: 'control', code: 'U+0000' }))
  })

  it('is measured after trimming, and too long before a control character is looked for', () => {
    expect(clean('  Talon  ')).toBe('Talon')
    expect(refusal('Ta\tlon')).toEqual(REFUSALS.tooLong)
  })

  it('is normalised to NFC, so a letter typed as two code points counts as one', () => {
    const decomposed = 'Zae\u0301lo' // é as e and a combining accent: 6 code points, 5 in NFC
    expect(clean(decomposed)).toBe('Za\u00e9lo')
    expect(clean(decomposed)).not.toBeInstanceOf(GameError)
  })

  it('counts code points, not UTF-16 units, and is refused whole rather than cut', () => {
    // five emoji are ten UTF-16 units but five characters to the player
    expect(clean('🂡🂢🂣🂤🂥')).toBe('🂡🂢🂣🂤🂥')
    expect(refusal('🂡🂢🂣🂤🂥🂦')).toEqual(REFUSALS.tooLong)
    // a family emoji is one grapheme of several code points: over the limit it is refused,
    // never kept with a part of it cut off
    expect(refusal('ab👨‍👩‍👧')).toEqual(REFUSALS.tooLong)
  })
})

describe('a name that hides what it is', () => {
  /** The fault and code point a name is refused for. */
  const refusedFor = (name: string): unknown => refusal(name)

  it('is refused for an invisible character, saying which', () => {
    expect(refusedFor('R\u200Bia')).toEqual(
      message('errors.deck.nameCharacter', { char: 'invisible', code: 'U+200B' }),
    )
    expect(refusedFor('Ri\u00ADa')).toMatchObject({ params: { char: 'invisible', code: 'U+00AD' } })
    expect(refusedFor('R\u2060ia')).toMatchObject({ params: { char: 'invisible' } })
    expect(refusedFor('Ri\uFEFFa')).toMatchObject({ params: { char: 'invisible' } })
    // a joiner between two letters joins nothing a player sees
    expect(refusedFor('R\u200Dia')).toMatchObject({ params: { char: 'invisible', code: 'U+200D' } })
  })

  it('is refused for a character that turns the writing direction', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      const code = `U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
      expect(refusedFor(`Bo${control}x`)).toMatchObject({ params: { char: 'direction', code } })
    }
  })

  it('is refused for a line or paragraph separator inside it', () => {
    expect(refusedFor('Bo\u2028Ra')).toMatchObject({
      params: { char: 'line-break', code: 'U+2028' },
    })
    expect(refusedFor('Bo\u2029Ra')).toMatchObject({
      params: { char: 'line-break', code: 'U+2029' },
    })
    expect(refusedFor('Bo\nRa')).toMatchObject({ params: { char: 'line-break', code: 'U+000A' } })
  })

  it('is refused for half a UTF-16 pair', () => {
    expect(refusedFor('Bo\uD800')).toMatchObject({ params: { char: 'broken', code: 'U+D800' } })
    expect(refusedFor('\uDC00Bo')).toMatchObject({ params: { char: 'broken', code: 'U+DC00' } })
  })

  it('is refused as missing when nothing in it can be seen', () => {
    expect(refusal('\u0301\u0308')).toEqual(REFUSALS.missing) // combining marks alone
    expect(refusal('\u3164')).toEqual(REFUSALS.missing) // a Hangul filler
    expect(refusal('\u115F\u1160')).toEqual(REFUSALS.missing)
    expect(refusal('\u2800')).toEqual(REFUSALS.missing) // a blank braille cell
    expect(refusal('\uFE0F')).toEqual(REFUSALS.missing) // a variation selector alone
  })

  it('keeps an emoji whole: its joiners, skin tones, variation selectors and tags', () => {
    const emoji = [
      '👨‍👩‍👧', // family: three pictographs joined
      '🧑🏽‍💻', // with a skin tone before the joiner
      '🏳️‍🌈', // a variation selector before the joiner
      '👁️‍🗨️',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿', // Scotland: a tag sequence
      '1️⃣', // a keycap
    ]
    // in a field of 24: Scotland's flag alone is 7 code points
    for (const name of emoji) expect(cleanName(name, 24, REFUSALS)).toBe(name)
    expect(cleanName('Bo 🏴󠁧󠁢󠁳󠁣󠁴󠁿', 24, REFUSALS)).toBe('Bo 🏴󠁧󠁢󠁳󠁣󠁴󠁿')
  })

  it('keeps names in any script, right to left among them', () => {
    expect(clean('عمر')).toBe('عمر')
    expect(clean('דנה')).toBe('דנה')
    expect(clean('Zoë')).toBe('Zoë')
  })

  it('keeps the joiners a word is spelled with, and only there', () => {
    // Persian: a non-joiner from the keyboard keeps ی and ر apart
    const keep = (name: string) => expect(cleanName(name, 24, REFUSALS)).toBe(name)
    keep('علی\u200Cرضا')
    // Sinhala "Sri" and a Devanagari conjunct: a joiner after the virama
    keep('ශ්\u200Dරී')
    keep('क्\u200Dष')
    // in a Latin name, or at a word's end, a joiner changes nothing one sees
    expect(refusedFor('Ri\u200Ca')).toMatchObject({ params: { char: 'invisible', code: 'U+200C' } })
    expect(refusedFor('क\u200D')).toMatchObject({ params: { char: 'invisible', code: 'U+200D' } })
  })
})
