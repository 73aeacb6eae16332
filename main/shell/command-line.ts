/**
 * The desktop app's own command-line switches (Chromium ignores switches it does not know).
 */
import { isAbsolute, resolve } from 'node:path'
import type { BadDataDirReason } from './shell-text'

/** A switch's value: undefined when the switch is absent, '' when it has no value. */
function switchValue(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1)
    if (arg === name) {
      const next = argv[i + 1]
      return next && !next.startsWith('--') ? next : ''
    }
  }
  return undefined
}

/** Where the saves go, as the command line asks. */
export type UserDataDir =
  | { kind: 'default' }
  | { kind: 'folder'; path: string }
  | { kind: 'bad'; value: string; reason: BadDataDirReason }

/**
 * `--user-data-dir=DIR` / `--user-data-dir DIR` (tests, portable use), made absolute against
 * the working folder as Chromium itself does: `app.setPath` throws on a relative path, which
 * used to stop the launch before any window. Without the switch Electron's default applies
 * (named after productName): never override it unconditionally, or the switch stops working.
 * `isFile` tells whether a path is an existing file (not a folder); that value is refused.
 */
export function userDataDirFromArgv(
  argv: readonly string[],
  cwd: string,
  isFile: (path: string) => boolean,
): UserDataDir {
  const value = switchValue(argv, '--user-data-dir')
  if (value === undefined) return { kind: 'default' }
  if (value.trim() === '' || value.includes('\0')) return { kind: 'bad', value, reason: 'empty' }
  const path = isAbsolute(value) ? value : resolve(cwd, value)
  if (isFile(path)) return { kind: 'bad', value, reason: 'not-a-folder' }
  return { kind: 'folder', path }
}

/** `--seed=N` fixes every match seed, like the browser host's --seed (end-to-end tests). */
export function seedFromArgv(argv: readonly string[]): number | null {
  const value = switchValue(argv, '--seed')
  if (!value || !/^\d+$/.test(value)) return null
  const seed = Number(value)
  return Number.isSafeInteger(seed) && seed <= 2 ** 32 - 1 ? seed : null
}

/**
 * `--seed` in a development or test build; a packaged app ignores it, so a player's build
 * never deals repeatable cards (a wagered match never takes it in any build).
 */
export function testSeed(argv: readonly string[], app: { isPackaged: boolean }): number | null {
  return app.isPackaged ? null : seedFromArgv(argv)
}
