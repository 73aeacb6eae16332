import { constants } from 'node:fs'
import {
  chmod,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  unlink,
  type FileHandle,
} from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { z } from 'zod'
import {
  saveRuleMessage,
  type NoticeMessage,
  type SaveName,
  type SaveProblem,
  type SaveRule,
} from '@common/messages'
import { checksumOf } from './checksum'
import { envelopeSchema, wrap } from './envelope'
import { migrate, type Migration } from './migrations'
import type { Notices } from './notices'

/** One kind of saved document: its current version, its schema and how to read older ones. */
export interface DocumentKind<T> {
  version: number
  schema: z.ZodType<T>
  migrations: Readonly<Record<number, Migration>>
  /**
   * the rules the data always keeps beyond its schema, as the codes of those it breaks; a file
   * that breaks one is damaged, and the notice names the first
   */
  invariants?: (data: T) => SaveRule[]
}

export interface RepositoryOptions {
  /** the folder the files live in (`<dataDir>/saves`) */
  dir: string
  now: () => Date
  notices: Notices
}

type Reading<T> =
  | { kind: 'missing' }
  | { kind: 'ok'; data: T }
  | { kind: 'damaged'; reason: Exclude<SaveProblem, 'missing' | 'future'>; rule?: SaveRule }
  | { kind: 'future'; version: number }

/**
 * The atomic JSON file repository (docs/reliability.md).
 *
 * Write: validate, keep the current good file as `<name>.bak`, write `<name>.tmp`, fsync,
 * rename over the file, fsync the folder. Load: parse, check the envelope and checksum, migrate,
 * validate, check the invariants (invariants.ts); a file that fails is moved aside as
 * `<name>.corrupt-<time>.json` (never deleted) and the backup is used; if that fails too the
 * caller starts fresh, and either way the player is told through the notices. Every read and
 * write goes through one queue, so a load never sees a half-done write of this process and two
 * writes never interleave.
 */
export class SaveRepository {
  private queue: Promise<unknown> = Promise.resolve()
  /** files whose current content on disk this process has read or written as valid */
  private readonly known = new Set<string>()

  constructor(private readonly options: RepositoryOptions) {}

  /**
   * Loads a file. Returns null when there is nothing to load (a new slot, or a damaged file and
   * backup, which is then reported in a notice about `label`, e.g. 'slot-2').
   */
  load<T>(file: string, kind: DocumentKind<T>, label: SaveName): Promise<T | null> {
    return this.enqueue(() => this.loadNow(file, kind, label))
  }

  /** Validates and writes a file atomically; rejects (and writes nothing) if the data is invalid. */
  save<T>(file: string, kind: DocumentKind<T>, data: T): Promise<void> {
    return this.enqueue(() => this.saveNow(file, kind, data))
  }

  /**
   * Moves a file and its backup aside as `<name>.deleted-<time>.json`: nothing is erased. The
   * backup goes first and the file itself last, so the delete happens in one step, the last
   * rename: a process killed before it leaves the file as it was (without its backup), never
   * a missing file whose older backup would be loaded in its place.
   */
  remove(file: string): Promise<void> {
    return this.enqueue(async () => {
      const path = this.path(file)
      await this.moveAside(`${path}.bak`, 'deleted-bak')
      await this.moveAside(path, 'deleted')
      this.known.delete(file)
      await this.pruneDeleted()
    })
  }

  /**
   * Puts the folder in order at start (call only while holding the data folder's lock, so no
   * other process is mid-write): the folder 0700 and every file 0600, as saves written before
   * that rule was kept; temporary files a killed process left removed; and only the newest
   * MAX_DELETED_FILES of the deleted profiles kept.
   */
  tidy(): Promise<void> {
    return this.enqueue(async () => {
      const dir = this.options.dir
      await mkdir(dir, { recursive: true, mode: 0o700 })
      await chmod(dir, 0o700)
      for (const name of await readdir(dir)) {
        const path = join(dir, name)
        const info = await lstat(path)
        if (name.endsWith('.tmp')) await unlink(path)
        else if (info.isFile() && (info.mode & 0o777) !== 0o600) await chmod(path, 0o600)
      }
      await this.pruneDeleted()
    })
  }

  /** Resolves once every queued read and write has finished (call before quitting). */
  async flush(): Promise<void> {
    for (;;) {
      const tail = this.queue
      await tail.catch(() => undefined)
      if (tail === this.queue) return
    }
  }

  private enqueue<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private path(file: string): string {
    return join(this.options.dir, file)
  }

  private async loadNow<T>(
    file: string,
    kind: DocumentKind<T>,
    label: SaveName,
  ): Promise<T | null> {
    const path = this.path(file)
    const main = await this.read(path, kind)
    if (main.kind === 'ok') {
      this.known.add(file)
      return main.data
    }
    this.known.delete(file)
    let aside: string | null = null
    if (main.kind !== 'missing') {
      aside = await this.moveAside(
        path,
        main.kind === 'future' ? `future-v${main.version}` : 'corrupt',
      )
    }
    const backupPath = `${path}.bak`
    const backup = await this.read(backupPath, kind)
    if (backup.kind === 'ok') {
      // Put the last good copy back in place, so the next launch loads it directly.
      await this.writeAtomically(
        path,
        JSON.stringify(wrap(backup.data, kind.version, this.options.now())),
      )
      this.known.add(file)
      const where = { aside: aside ?? '', dir: this.options.dir }
      const rule = main.kind === 'damaged' ? main.rule : undefined
      const said: NoticeMessage =
        main.kind === 'missing'
          ? { key: 'notices.restoredMissing', params: { save: label } }
          : rule
            ? {
                key: 'notices.restoredBroken',
                params: { save: label, rule: [saveRuleMessage(rule)], ...where },
              }
            : {
                key: 'notices.restoredDamaged',
                params: { save: label, why: problem(main), ...where },
              }
      this.options.notices.add(said, 'warning')
      return backup.data
    }
    if (main.kind === 'missing' && backup.kind === 'missing') return null
    const backupAside =
      backup.kind === 'missing'
        ? null
        : await this.moveAside(
            backupPath,
            backup.kind === 'future' ? `bak-future-v${backup.version}` : 'bak-corrupt',
          )
    const kept = [aside, backupAside].filter((name): name is string => name !== null)
    const files = { files: kept.length, kept, dir: this.options.dir }
    const rule = main.kind === 'damaged' ? main.rule : undefined
    this.options.notices.add(
      // A slot shows as empty; the settings fall back to their defaults: each notice says which,
      // and a slot's names the rule its file broke, if that was what was wrong.
      label === 'settings'
        ? { key: 'notices.settingsReset', params: { save: label, why: problem(main), ...files } }
        : rule
          ? {
              key: 'notices.startedBroken',
              params: { save: label, rule: [saveRuleMessage(rule)], ...files },
            }
          : { key: 'notices.startedFresh', params: { save: label, why: problem(main), ...files } },
      'error',
    )
    return null
  }

  private async saveNow<T>(file: string, kind: DocumentKind<T>, data: T): Promise<void> {
    const parsed = kind.schema.safeParse(data)
    if (!parsed.success) {
      throw new Error(`Refusing to save ${file}: ${parsed.error.message.slice(0, 500)}`)
    }
    const broken = kind.invariants?.(parsed.data) ?? []
    if (broken.length > 0)
      throw new Error(
        `Refusing to save ${file}: ${broken.map((b) => JSON.stringify(b)).join('; ')}`,
      )
    const path = this.path(file)
    await mkdir(this.options.dir, { recursive: true, mode: 0o700 })
    if (await exists(path)) {
      // Only a file known to be good may become the backup; anything else is moved aside.
      const good = this.known.has(file) || (await this.read(path, kind)).kind === 'ok'
      if (good) {
        // Copied by reading and writing, never by copyFile: neither end may follow a link.
        const backupTemp = `${path}.bak.tmp`
        await writeExclusive(backupTemp, await readFile(path, { flag: READ_NO_FOLLOW }))
        await rename(backupTemp, `${path}.bak`)
      } else {
        await this.moveAside(path, 'corrupt')
      }
    }
    await this.writeAtomically(
      path,
      JSON.stringify(wrap(parsed.data, kind.version, this.options.now())),
    )
    this.known.add(file)
  }

  private async writeAtomically(path: string, text: string): Promise<void> {
    await mkdir(this.options.dir, { recursive: true, mode: 0o700 })
    const temp = `${path}.tmp`
    await writeExclusive(temp, text)
    await rename(temp, path)
    await fsyncDir(this.options.dir)
  }

  private async read<T>(path: string, kind: DocumentKind<T>): Promise<Reading<T>> {
    let text: string
    try {
      // A link in place of a save is never followed: it could point at any file of the player's.
      const info = await lstat(path)
      if (info.isSymbolicLink()) return { kind: 'damaged', reason: 'link' }
      if (!info.isFile()) return { kind: 'damaged', reason: 'unreadable' }
      text = await readFile(path, { encoding: 'utf8', flag: READ_NO_FOLLOW })
    } catch (error) {
      if (isMissing(error)) return { kind: 'missing' }
      return { kind: 'damaged', reason: 'unreadable' }
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return { kind: 'damaged', reason: text.length === 0 ? 'empty' : 'damaged' }
    }
    const envelope = envelopeSchema.safeParse(json)
    if (!envelope.success) return { kind: 'damaged', reason: 'not-a-save' }
    const { schemaVersion, data, checksum } = envelope.data
    if (checksumOf(data) !== checksum) return { kind: 'damaged', reason: 'damaged' }
    if (schemaVersion > kind.version) return { kind: 'future', version: schemaVersion }
    let current: unknown
    try {
      current = migrate(data, schemaVersion, kind.version, kind.migrations)
    } catch {
      return { kind: 'damaged', reason: 'not-upgradable' }
    }
    const valid = kind.schema.safeParse(current)
    if (!valid.success) return { kind: 'damaged', reason: 'not-accepted' }
    const broken = kind.invariants?.(valid.data) ?? []
    if (broken[0]) return { kind: 'damaged', reason: 'breaks-rules', rule: broken[0] }
    return { kind: 'ok', data: valid.data }
  }

  /** Removes all but the newest MAX_DELETED_FILES `.deleted-*` files, oldest first. */
  private async pruneDeleted(): Promise<void> {
    const deleted = (await readdir(this.options.dir))
      .map((name) => ({ name, stamp: DELETED.exec(name)?.[1] }))
      .filter((entry): entry is { name: string; stamp: string } => entry.stamp !== undefined)
      .sort((a, b) => b.stamp.localeCompare(a.stamp) || b.name.localeCompare(a.name))
    for (const { name } of deleted.slice(MAX_DELETED_FILES)) {
      await unlink(join(this.options.dir, name))
    }
  }

  /** Renames a file to `<name>.<tag>-<time>.json`; returns the new name, or null if there was none. */
  private async moveAside(path: string, tag: string): Promise<string | null> {
    if (!(await exists(path))) return null
    const stamp = this.options.now().toISOString().replace(/[:.]/g, '-')
    for (let n = 0; ; n++) {
      const target = `${path}.${tag}-${stamp}${n === 0 ? '' : `-${n}`}.json`
      if (await exists(target)) continue
      await rename(path, target)
      await fsyncDir(this.options.dir)
      return basename(target)
    }
  }
}

/** What was wrong with a file that did not load (a newer version's is set aside, not overwritten). */
function problem(reading: Reading<unknown>): SaveProblem {
  if (reading.kind === 'future') return 'future'
  return reading.kind === 'damaged' ? reading.reason : 'missing'
}

/** Deleted profiles kept in the folder: the last three deletes, each a file and its backup. */
export const MAX_DELETED_FILES = 6
/** `profile-1.json.deleted-<time>.json`, `profile-1.json.bak.deleted-bak-<time>.json` */
const DELETED = /\.deleted(?:-bak)?-([0-9T-]+Z)(?:-\d+)?\.json$/

/** Opening for reading without following a link (where the system has O_NOFOLLOW). */
const READ_NO_FOLLOW = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0)

/**
 * Writes a new file only the player can read, created exclusively: whatever is in the way (a
 * temporary file left by a killed process, or a link planted to make the save overwrite some
 * other file) is removed first (unlink removes a link, never its target), and the file is
 * then created anew, so nothing is ever written through a link.
 */
async function writeExclusive(path: string, content: string | Buffer): Promise<void> {
  let handle: FileHandle
  try {
    handle = await open(path, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code !== 'EEXIST') throw error
    await unlink(path)
    handle = await open(path, 'wx', 0o600)
  }
  try {
    await handle.writeFile(content)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Whether a name exists in the folder (a link counts, followed or not). */
async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
}

/** Makes a rename durable. Windows cannot open a folder for syncing; there the rename is enough. */
async function fsyncDir(dir: string): Promise<void> {
  let handle
  try {
    handle = await open(dir, constants.O_RDONLY)
    await handle.sync()
  } catch {
    // best effort (see above)
  } finally {
    await handle?.close()
  }
}
