import { describe, expect, it } from 'vitest'
import { languageFromSystem, shellText } from './shell-text'

describe("the shell's own words", () => {
  it('follow the system language before the player has chosen one', () => {
    expect(languageFromSystem(['de-DE', 'en-US'])).toBe('de')
    expect(languageFromSystem(['de'])).toBe('de')
    expect(languageFromSystem(['en-GB', 'de-DE'])).toBe('en')
    expect(languageFromSystem(['fr-CA'])).toBe('en')
    expect(languageFromSystem([])).toBe('en')
  })

  it('exist in both languages, and differ between them', () => {
    const en = shellText('en')
    const de = shellText('de')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const word = (text: typeof en): string => {
        const entry = text[key]
        return typeof entry === 'function' ? entry('Pazaak', 'empty') : entry
      }
      expect(word(de), key).not.toBe('')
      if (key !== 'zoom') expect(word(de), key).not.toBe(word(en))
    }
  })

  it('explain a bad --user-data-dir with the value the player gave', () => {
    for (const language of ['en', 'de'] as const) {
      const t = shellText(language)
      const reasons = (['empty', 'not-a-folder', 'unusable'] as const).map((r) =>
        t.badDataDir('notes.txt', r),
      )
      for (const text of reasons) expect(text).toContain('notes.txt')
      // Each reason is told apart.
      expect(new Set(reasons).size).toBe(3)
    }
  })
})
