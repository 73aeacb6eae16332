import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, pageMetaPolicy } from './csp'

const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

describe('the Content Security Policy', () => {
  it('is exactly the strict policy of the security checklist, and no page may frame the game', () => {
    expect(contentSecurityPolicy()).toBe(`${STRICT}; frame-ancestors 'none'`)
  })

  it('adds the browser host origin to connect-src only', () => {
    const policy = contentSecurityPolicy(['http://127.0.0.1:4321'])
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4321;")
    expect(policy.match(/127\.0\.0\.1/g)).toHaveLength(1)
    expect(policy).not.toMatch(/unsafe-(inline|eval)/)
  })

  it('is also the policy the page itself declares, so the two can never disagree', () => {
    const html = readFileSync(resolve(__dirname, '../../renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)
    expect(meta?.[1]).toBe(pageMetaPolicy())
    // The header says everything the page does, plus what only a header can say (a <meta>
    // frame-ancestors is ignored, with a console warning).
    expect(contentSecurityPolicy().startsWith(`${pageMetaPolicy()}; `)).toBe(true)
    expect(pageMetaPolicy()).toBe(STRICT)
  })
})
