import { describe, expect, it } from 'vitest'
import { sameName, withoutRefused } from './players'

describe('two names are one name', () => {
  it('in any letter case, trimmed and normalised', () => {
    expect(sameName('anke', ' Anke ')).toBe(true)
    expect(sameName('Zoe\u0308', 'zoë')).toBe(true)
    expect(sameName('Anke', 'Anka')).toBe(false)
  })

  it('when they look the same: what cannot be seen is left out, any space is a space', () => {
    expect(sameName('Ria', 'R\u200Bia')).toBe(true) // zero-width space
    expect(sameName('Ria', 'Ria\u2060')).toBe(true) // word joiner
    expect(sameName('Ria', 'R\u00ADia')).toBe(true) // soft hyphen
    expect(sameName('Bo', 'Bo\u202E')).toBe(true) // a direction override
    expect(sameName('Ria', 'R\uFE0Fia')).toBe(true) // a stray variation selector
    expect(sameName('Ki Ra', 'ki\u00A0\u00A0ra')).toBe(true)
  })

  it('but not when an emoji’s joiners make another picture', () => {
    expect(sameName('👨‍👩‍👧', '👨👩👧')).toBe(false)
    expect(sameName('🏴󠁧󠁢󠁳󠁣󠁴󠁿', '🏴')).toBe(false)
    expect(sameName('👨‍👩‍👧', '👨‍👩‍👧')).toBe(true)
  })
})

describe('a name without what a name may not hold', () => {
  it('loses control, format and separator characters, and keeps emoji glue and word joiners', () => {
    expect(withoutRefused('R\u200Bi\u2028a\t')).toBe('Ria')
    expect(withoutRefused('\u2068عمر\u2069 (copy)')).toBe('عمر (copy)')
    expect(withoutRefused('علی\u200Cرضا')).toBe('علی\u200Cرضا')
    expect(withoutRefused('👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿')
  })
})
