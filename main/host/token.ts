/**
 * The host's access token: a random value per run, handed only to the page the host serves
 * (in a meta tag the renderer's bridge reads). Another page in the browser cannot read that
 * page, and another program does not know it, so neither can drive the api.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

export const TOKEN_HEADER = 'x-pazaak-token'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time so the token cannot be guessed a character at a time. */
export function tokenMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** The index page with `<meta name="pazaak-token">` as the first thing in its head. */
export function injectToken(html: string, token: string): string {
  const meta = `<meta name="pazaak-token" content="${escapeAttribute(token)}" />`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (!head) return `${meta}${html}`
  const at = head.index + head[0].length
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
}
