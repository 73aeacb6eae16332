/**
 * Unguessable values for the browser host's door (door.ts): the one-time secret in the
 * printed address and the cookie's key, and a comparison that does not leak them.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time so a secret cannot be guessed a character at a time. */
export function tokenMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
