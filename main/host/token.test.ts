import { describe, expect, it } from 'vitest'
import { newToken, tokenMatches } from './token'

describe('the host token', () => {
  it('is new and unguessable each run', () => {
    const a = newToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(newToken()).not.toBe(a)
  })

  it('matches only exactly', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true)
    expect(tokenMatches('abc', 'abd')).toBe(false)
    expect(tokenMatches('abc', 'abcd')).toBe(false)
    expect(tokenMatches('abc', undefined)).toBe(false)
    expect(tokenMatches('abc', ['abc'])).toBe(false)
  })
})
