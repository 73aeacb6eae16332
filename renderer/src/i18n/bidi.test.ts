import { describe, expect, it } from 'vitest'
import { isolated } from './bidi'
import { nameForms } from './names'

const FSI = '\u2068'
const PDI = '\u2069'

describe('a name put into a sentence', () => {
  it('is isolated when it could turn the sentence: right to left, or holding a direction', () => {
    expect(isolated('عمر')).toBe(`${FSI}عمر${PDI}`)
    expect(isolated('דנה')).toBe(`${FSI}דנה${PDI}`)
    expect(isolated('Bo\u202E')).toBe(`${FSI}Bo\u202E${PDI}`)
    expect(isolated('Ria ٣')).toBe(`${FSI}Ria ٣${PDI}`) // an Arabic-Indic digit
  })

  it('is left as it is when it is left to right, as every English and German line is', () => {
    for (const name of ['Ria', 'Zoë', 'Ки Ра', '李', '👨‍👩‍👧', '-5 (copy)']) {
      expect(isolated(name)).toBe(name)
    }
  })

  it('is isolated in every form, the German “von” outside it', () => {
    expect(nameForms('عمر', 'en').nom).toBe(`${FSI}عمر${PDI}`)
    expect(nameForms('عمر', 'de')).toMatchObject({
      nom: `${FSI}عمر${PDI}`,
      gen: `von ${FSI}عمر${PDI}`,
    })
  })
})
