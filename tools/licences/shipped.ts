/**
 * Which installed packages ship in the game: what the built bundles hold from node_modules (the
 * manifests each build writes, tools/licences/bundled.ts), what electron-builder packs beside
 * them from package.json's `dependencies`, and Electron. Shared by the licence check
 * (scripts/licences.test.ts) and the notices generator (`npm run notices`), so both judge the
 * same set.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BUILDS, readManifest } from './bundled'

/**
 * The runtime electron-builder wraps the app in. Its binary ships, but not its package's
 * `dependencies` (the downloader that fetches that binary), and no bundle holds it.
 */
const RUNTIME = 'node_modules/electron'

/** One entry of package-lock.json's `packages` (lockfile v3). */
export interface LockEntry {
  version?: string
  license?: string
  dev?: boolean
  optional?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** package-lock.json's `packages`, keyed by install path ("node_modules/a/node_modules/b"). */
export type LockPackages = Record<string, LockEntry>

/** Reads package-lock.json's `packages` from the repository root. */
export function readLock(root: string): LockPackages {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: LockPackages
  }
  return lock.packages
}

/**
 * The licence a package declares: its installed package.json's (the old forms too: `{ type }`,
 * or a list of them, any one of which may be chosen), else the lock's, for one not installed here.
 */
export function declaredLicence(
  root: string,
  lock: LockPackages,
  path: string,
): string | undefined {
  const manifest = join(root, path, 'package.json')
  if (!existsSync(manifest)) return lock[path]?.license
  const { license, licenses } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    license?: string | { type?: string }
    licenses?: { type?: string }[]
  }
  if (typeof license === 'object') return license.type
  return license ?? licenses?.map((l) => l.type).join(' OR ')
}

/** A package's name from its install path ("node_modules/@a/b" -> "@a/b"). */
export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
}

/**
 * Where Node would find `name` when required from the package installed at `from`: the
 * nearest node_modules folder up the install path that has it (lockfile v3 keys).
 */
export function resolveIn(lock: LockPackages, from: string, name: string): string | undefined {
  let base = from
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (lock[candidate]) return candidate
    if (!base) return undefined
    const at = base.lastIndexOf('/node_modules/')
    base = at < 0 ? '' : base.slice(0, at)
  }
}

/**
 * What electron-builder packs as node_modules in the app: package.json's `dependencies` (the
 * lock's root entry) and, following each one's `dependencies` and `optionalDependencies`, what
 * they need at run time. An optional dependency not installed here (another platform's binary)
 * is left out.
 */
export function packedPackages(lock: LockPackages): Set<string> {
  const packed = new Set<string>()
  const queue = Object.keys(lock['']?.dependencies ?? {}).map((name) => `node_modules/${name}`)
  while (queue.length > 0) {
    const path = queue.shift() as string
    if (packed.has(path)) continue
    packed.add(path)
    const entry = lock[path] as LockEntry
    const needs = { ...entry.dependencies, ...entry.optionalDependencies }
    for (const name of Object.keys(needs)) {
      const found = resolveIn(lock, path, name)
      if (found) queue.push(found)
      else if (!entry.optionalDependencies?.[name])
        throw new Error(`${nameOf(path)} needs ${name}, which package-lock.json does not hold`)
    }
  }
  return packed
}

/**
 * The install paths of every package that ships: what the last build's bundles hold (build
 * first: scripts/build-if-stale.cjs), what electron-builder packs, and Electron. Throws when a
 * bundle requires a package at run time that the app would not carry.
 */
export function shippedPackages(root: string, lock: LockPackages = readLock(root)): string[] {
  const manifests = BUILDS.map((build) => readManifest(root, build))
  const packed = packedPackages(lock)
  for (const name of new Set(manifests.flatMap((m) => m.external))) {
    const path = `node_modules/${name}`
    if (path !== RUNTIME && !packed.has(path))
      throw new Error(
        `the built app requires ${name} at run time, but electron-builder packs only ` +
          `package.json's dependencies: make it one, or let the build bundle it`,
      )
  }
  const shipped = new Set([...manifests.flatMap((m) => m.bundled), ...packed, RUNTIME])
  for (const path of shipped)
    if (!lock[path]) throw new Error(`${path} ships, but package-lock.json does not hold it`)
  return [...shipped].sort()
}
