/**
 * The browser host's door. Any program on this machine, run by any user, can reach a loopback
 * port, so the page itself must hold nothing that opens the api. Instead:
 *
 * - the address the host prints carries a one-time secret (`/?key=…`), which only whoever sees
 *   the host's output has;
 * - the first visit with it trades it for a cookie (HttpOnly, so no script reads it; SameSite=
 *   Strict, so no other site's page sends it) and is redirected to the bare address; the secret
 *   is then spent, and a fresh one is printed for the next browser;
 * - every later request, the page and the api, needs that cookie; a bare visit without it gets
 *   a short page saying to open the printed address, and nothing usable.
 *
 * The cookie's value is a key kept in the data folder (0600, beside the saves it guards), so a
 * page open across a restart of the host still gets in when it reloads.
 */
import { createHash } from 'node:crypto'
import { closeSync, constants, lstatSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { newToken, tokenMatches } from './token'

/** The file in the data folder that holds the cookie's key. */
export const COOKIE_KEY_FILE = 'web-host.key'

export interface DoorOptions {
  /** the value the cookie carries (hostCookieKey) */
  cookieKey: string
  /** makes the one-time secrets (tests pass their own) */
  newSecret?: () => string
}

/** Who may come in: holders of the printed secret (once) and of the cookie it was traded for. */
export class Door {
  readonly cookieName: string
  private current: string
  private readonly newSecret: () => string
  /** called with each fresh secret once the previous one was used */
  onSecretUsed: (() => void) | null = null

  constructor(private readonly options: DoorOptions) {
    this.newSecret = options.newSecret ?? newToken
    this.current = this.newSecret()
    // Named after the key, so hosts on different data folders keep separate cookies.
    const tag = createHash('sha256').update(options.cookieKey).digest('hex').slice(0, 12)
    this.cookieName = `pazaak_${tag}`
  }

  /** The secret the next printed address carries. */
  get secret(): string {
    return this.current
  }

  /** Spends the secret if `given` is it (a fresh one replaces it); false otherwise. */
  trade(given: string | null): boolean {
    if (given === null || !tokenMatches(this.current, given)) return false
    this.current = this.newSecret()
    this.onSecretUsed?.()
    return true
  }

  /** Whether a request's Cookie header carries this door's cookie. */
  admits(cookieHeader: string | undefined): boolean {
    if (!cookieHeader) return false
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0 || part.slice(0, eq).trim() !== this.cookieName) continue
      if (tokenMatches(this.options.cookieKey, part.slice(eq + 1).trim())) return true
    }
    return false
  }

  /** The Set-Cookie header a traded secret earns. */
  setCookie(): string {
    return `${this.cookieName}=${this.options.cookieKey}; HttpOnly; SameSite=Strict; Path=/`
  }
}

/**
 * The cookie's key for a data folder: read from `<dataDir>/web-host.key`, or made and kept
 * there (created exclusively, 0600). A damaged key file, or a link in its place, is replaced,
 * never followed; every browser then needs the printed address again.
 */
export function hostCookieKey(dataDir: string): string {
  const path = join(dataDir, COOKIE_KEY_FILE)
  const kept = readKey(path)
  if (kept !== null) return kept
  const key = newToken()
  rmSync(path, { force: true })
  const fd = openSync(path, 'wx', 0o600)
  try {
    writeSync(fd, `${key}\n`)
  } finally {
    closeSync(fd)
  }
  return key
}

function readKey(path: string): string | null {
  try {
    if (lstatSync(path).isSymbolicLink()) return null
    const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0))
    try {
      const kept = readFileSync(fd, 'utf8').trim()
      return /^[A-Za-z0-9_-]{43}$/.test(kept) ? kept : null
    } finally {
      closeSync(fd)
    }
  } catch {
    return null
  }
}

/** The page a visitor without the cookie gets: where to get in, and nothing else. */
export function doorPage(): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Pazaak</title></head><body>',
    '<h1>Pazaak</h1>',
    '<p>Open the address the game printed where you started it (it ends in <code>?key=…</code>). ',
    'This page alone cannot reach the game.</p>',
    '<p lang="de">Öffne die Adresse, die das Spiel beim Start ausgegeben hat (sie endet auf ',
    '<code>?key=…</code>). Diese Seite allein erreicht das Spiel nicht.</p>',
    '</body></html>',
  ].join('\n')
}
