/**
 * One writer per data folder. Two processes saving the same profile would each keep their own
 * copy in memory and overwrite the other's work without a word, so whoever serves the saves
 * (the browser host, the desktop app) first takes `<dataDir>/pazaak.lock`: a small file naming
 * the process that holds it. A second process finds it, sees that process is alive, and stops
 * with a sentence naming it. A lock left by a process that was killed names a process that no
 * longer exists: the next start recognises it as stale and takes it over.
 *
 * The file is made complete under a private name and then linked into place, so a lock file
 * is never seen half-written; a stale one is moved out of the way under a private name and
 * checked to be the very file judged stale before it is removed.
 */
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
  fsyncSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/** The lock's file in the data folder; the desktop app and the browser host both take it. */
export const LOCK_FILE = 'pazaak.lock'

/** Who holds a data folder, as written in the lock file. */
export interface LockHolder {
  pid: number
  /** the machine's name: a pid means nothing on another machine sharing the folder */
  machine: string
  /** 'the browser host' or 'the desktop app' */
  app: string
  since: string
}

/** Thrown when another live process holds the folder; its message names that process. */
export class FolderLockedError extends Error {
  override name = 'FolderLockedError'
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const pid = holder.machine === hostname() ? holder.pid : `${holder.pid} on ${holder.machine}`
    const file = join(dataDir, LOCK_FILE)
    super(
      `Another Pazaak is using the saves in ${dataDir}: ${holder.app}, process ${pid}, since ${holder.since}. Close it first, or give this one another data folder. (If that process is not Pazaak, delete ${file}.)`,
    )
  }
}

export interface FolderLock {
  /** the lock file's path */
  readonly path: string
  /** removes the lock file if it is still this process's; safe to call more than once */
  release(): void
}

export interface LockOptions {
  /** how the holder is named to a second process: 'the browser host', 'the desktop app' */
  app: string
  now?: () => Date
}

/** Lock files this process holds, with their text (a second lock on one folder is refused). */
const held = new Map<string, string>()

/** Takes the data folder's lock, or throws FolderLockedError naming the live holder. */
export function lockDataFolder(dataDir: string, options: LockOptions): FolderLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = join(dataDir, LOCK_FILE)
  const ownHolder: LockHolder = {
    pid: process.pid,
    machine: hostname(),
    app: options.app,
    since: (options.now ?? (() => new Date()))().toISOString(),
  }
  if (held.has(path)) {
    const mine = readHolder(path)
    throw new FolderLockedError(dataDir, mine.kind === 'held' ? mine.holder : ownHolder)
  }
  // A few rounds: each either takes the lock, finds a live holder, or clears a stale lock.
  for (let round = 0; round < 8; round++) {
    const text = tryCreate(path, ownHolder)
    if (text !== null) {
      held.set(path, text)
      return lockHandle(path, text)
    }
    const found = readHolder(path)
    if (found.kind === 'missing') continue
    if (found.kind === 'held' && isAlive(found.holder)) {
      throw new FolderLockedError(dataDir, found.holder)
    }
    removeStale(path, found.text)
  }
  throw new Error(`Could not take the lock on ${dataDir}: other processes keep changing it.`)
}

/** Whether a process that holds a lock is still running (another machine's: assumed so). */
export function isAlive(holder: LockHolder): boolean {
  if (holder.machine !== hostname()) return true
  // Our own pid in a file we do not hold: a lock left before a restart that reused the pid.
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function lockHandle(path: string, text: string): FolderLock {
  return {
    path,
    release() {
      if (held.get(path) !== text) return
      held.delete(path)
      try {
        if (readText(path) === text) unlinkSync(path)
      } catch {
        // already gone: nothing to release
      }
    },
  }
}

/** Writes the holder under a private name, then links it in; null if a lock already exists. */
function tryCreate(path: string, holder: LockHolder): string | null {
  const temp = `${path}.${process.pid}.tmp`
  try {
    unlinkSync(temp)
  } catch {
    // none left over
  }
  const text = `${JSON.stringify(holder)}\n`
  const fd = openSync(temp, 'wx', 0o600)
  try {
    writeSync(fd, text)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(temp, path)
    return text
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null
    throw error
  } finally {
    unlinkSync(temp)
  }
}

type Found =
  | { kind: 'missing' }
  | { kind: 'held'; holder: LockHolder; text: string }
  | { kind: 'unreadable'; text: string }

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function readHolder(path: string): Found {
  const text = readText(path)
  if (text === null) return { kind: 'missing' }
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>
    if (
      typeof holder.pid === 'number' &&
      Number.isSafeInteger(holder.pid) &&
      holder.pid > 0 &&
      typeof holder.machine === 'string' &&
      typeof holder.app === 'string' &&
      typeof holder.since === 'string'
    ) {
      return { kind: 'held', holder: holder as LockHolder, text }
    }
  } catch {
    // not JSON: a file nobody can be holding
  }
  return { kind: 'unreadable', text }
}

/**
 * Takes a stale lock file away, but only that file: it is renamed to a private name (atomic),
 * and if what was renamed turns out to be a newer lock another process made meanwhile (its
 * text names a live process: an inode number is no proof, the system reuses freed ones at
 * once), it is linked back in place.
 */
function removeStale(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}`
  try {
    renameSync(path, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    if (readText(aside) !== staleText) {
      try {
        linkSync(aside, path)
      } catch {
        // a third lock appeared: the next round reads it
      }
    }
  } finally {
    unlinkSync(aside)
  }
}
