import { describe, expect, it } from 'vitest'
import { injectToken, newToken, tokenMatches } from './token'

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

  it('is handed to the page as a meta tag at the top of its head', () => {
    const html = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />'
    const out = injectToken(html, 'tok"en')
    expect(out).toContain('<head>\n    <meta name="pazaak-token" content="tok&quot;en" />')
    expect(out.indexOf('pazaak-token')).toBeLessThan(out.indexOf('charset'))
  })
})
