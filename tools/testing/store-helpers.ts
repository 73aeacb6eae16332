import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checksumOf } from '@main/store/checksum'

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

/**
 * Changes a save file's data on disk as a hand would and makes its checksum good again, so that
 * only main's own checks (the schema, the invariants, the engine) can tell. `T`: the part of the
 * data the edit reads and writes.
 */
export function editSaveFile<T = unknown>(path: string, edit: (data: T) => void): void {
  const envelope = JSON.parse(readFileSync(path, 'utf8')) as { data: T; checksum: string }
  edit(envelope.data)
  envelope.checksum = checksumOf(envelope.data)
  writeFileSync(path, JSON.stringify(envelope))
}
