import { describe, expect, it } from 'vitest'
import { message } from '@common/messages'
import { GameError } from './errors'
import { cleanName, type NameRefusals } from './names'

// a field's own three messages, so each test sees which refusal came
const REFUSALS: NameRefusals = {
  missing: message('errors.deck.nameMissing'),
  tooLong: message('errors.deck.nameTooLong', { max: 5 }),
  control: message('errors.deck.nameControl'),
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
    expect(refusal('Bastila')).toEqual(REFUSALS.tooLong)
    expect(refusal('Ki\tRa')).toEqual(REFUSALS.control)
    expect(refusal('Ki\u0000')).toEqual(REFUSALS.control)
  })

  it('is measured after trimming, and too long before a control character is looked for', () => {
    expect(clean('  Revan  ')).toBe('Revan')
    expect(refusal('Re\tvan')).toEqual(REFUSALS.tooLong)
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
