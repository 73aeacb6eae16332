import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A fresh temporary folder for one test, removed afterwards. */
export function tempDir(prefix = 'pazaak-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A clock that moves one second per reading, so moved-aside files get distinct names. */
export function steppingClock(start = Date.UTC(2026, 0, 1)): () => Date {
  let t = start
  return () => new Date((t += 1000))
}
