import { lstatSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempDir } from '@tools/testing/store-helpers'
import { COOKIE_KEY_FILE, Door, hostCookieKey } from './door'

let dir: string
let cleanup: () => void
beforeEach(() => ({ dir, cleanup } = tempDir('pazaak-door-')))
afterEach(() => cleanup())

describe('the cookie key', () => {
  it('is made once per data folder, kept private, and the same after a restart', () => {
    const key = hostCookieKey(dir)
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    if (process.platform !== 'win32') {
      expect(statSync(join(dir, COOKIE_KEY_FILE)).mode & 0o777).toBe(0o600)
    }
    expect(hostCookieKey(dir)).toBe(key)
  })

  it('is made anew when its file is damaged, or is a link (which is never followed)', () => {
    writeFileSync(join(dir, COOKIE_KEY_FILE), 'short')
    const key = hostCookieKey(dir)
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const elsewhere = join(dir, 'elsewhere.txt')
    writeFileSync(elsewhere, `${'x'.repeat(43)}\n`)
    const path = join(dir, COOKIE_KEY_FILE)
    rmSync(path)
    symlinkSync(elsewhere, path)
    expect(hostCookieKey(dir)).not.toBe('x'.repeat(43))
    expect(lstatSync(path).isSymbolicLink()).toBe(false)
    expect(readFileSync(elsewhere, 'utf8')).toBe(`${'x'.repeat(43)}\n`)
  })
})

describe('the door', () => {
  it('names its cookie after the key, so hosts on two folders keep two cookies', () => {
    expect(new Door({ cookieKey: 'a' }).cookieName).not.toBe(
      new Door({ cookieKey: 'b' }).cookieName,
    )
  })

  it('admits only the exact cookie, among others the browser sends', () => {
    const door = new Door({ cookieKey: 'k3y' })
    expect(door.admits(`theme=dark; ${door.cookieName}=k3y; x=1`)).toBe(true)
    expect(door.admits(`${door.cookieName}=k3`)).toBe(false)
    expect(door.admits('k3y')).toBe(false)
    expect(door.admits(undefined)).toBe(false)
  })
})
