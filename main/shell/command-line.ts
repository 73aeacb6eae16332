/**
 * The desktop app's own command-line switches (Chromium ignores switches it does not know).
 */

function switchValue(argv: readonly string[], name: string): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1) || null
    if (arg === name) {
      const next = argv[i + 1]
      return next && !next.startsWith('--') ? next : null
    }
  }
  return null
}

/**
 * `--user-data-dir=DIR` / `--user-data-dir DIR` from the command line (tests, portable use).
 * Electron's default userData (named after productName) applies otherwise: never override
 * it unconditionally, or the switch stops working (SECURITY.md).
 */
export function userDataDirFromArgv(argv: readonly string[]): string | null {
  return switchValue(argv, '--user-data-dir')
}

/** `--seed=N` fixes every match seed, like the browser host's --seed (end-to-end tests). */
export function seedFromArgv(argv: readonly string[]): number | null {
  const value = switchValue(argv, '--seed')
  if (value === null || !/^\d+$/.test(value)) return null
  const seed = Number(value)
  return Number.isSafeInteger(seed) && seed <= 2 ** 32 - 1 ? seed : null
}
