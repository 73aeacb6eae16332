/**
 * Which installed packages ship in the game, found from the production sources' imports and
 * package-lock.json. Shared by the licence check (scripts/licences.test.ts) and the notices
 * generator (`npm run notices`), so both judge the same set.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

/** The folders whose code is built into the app (docs/architecture.md, "The layers"). */
export const PRODUCTION_DIRS = ['main', 'preload', 'common', 'renderer/src']

/**
 * Packages whose code is the runtime itself rather than bundled into ours: Electron's binary
 * ships, but its package's `dependencies` are the downloader that fetches that binary, so they
 * are not followed.
 */
const RUNTIME_ONLY = new Set(['electron'])

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

/** The package name a bare import names ("vue-i18n", "@fontsource/exo-2/400.css" -> "@fontsource/exo-2"). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
}

/** Whether a production file: tests and the test kits (`testing/`) are never built in. */
function isProduction(path: string): boolean {
  return (
    /\.(ts|mts|vue|css)$/.test(path) &&
    !/\.(test|spec)\.ts$/.test(path) &&
    !path.endsWith('.d.ts') &&
    !/(^|\/)testing\//.test(path)
  )
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    return entry.isDirectory() ? walk(path) : [path]
  })
}

// import … from 'x', import 'x', import('x'), export … from 'x', require('x'), CSS @import 'x'
const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g
const BUILTINS = new Set(builtinModules)

/**
 * The packages the production sources import by name (not Node's built-ins, not the path
 * aliases of electron.vite.config.ts, which all start with '@' and a capital-free layer name
 * that is not a package in the lock file).
 */
export function importedPackages(root: string, lock: LockPackages): string[] {
  const found = new Set<string>()
  for (const dir of PRODUCTION_DIRS) {
    for (const file of walk(join(root, dir)).filter((f) =>
      isProduction(f.slice(root.length + 1)),
    )) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] as string
        if (specifier.startsWith('.') || specifier.startsWith('node:')) continue
        const name = packageOf(specifier)
        if (BUILTINS.has(name)) continue
        // a path alias (@/…, @common/…, @main/…) is ours, not a package
        if (!lock[`node_modules/${name}`]) continue
        found.add(name)
      }
    }
  }
  return [...found].sort()
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
 * The install paths of every package that ships: the imported ones and, following each
 * entry's `dependencies` and `optionalDependencies` in the lock, what they need at run time.
 * An optional dependency not installed here (another platform's binary) is left out.
 */
export function shippedPackages(root: string, lock: LockPackages = readLock(root)): string[] {
  const shipped = new Set<string>()
  const queue = importedPackages(root, lock).map((name) => `node_modules/${name}`)
  while (queue.length > 0) {
    const path = queue.shift() as string
    if (shipped.has(path)) continue
    shipped.add(path)
    if (RUNTIME_ONLY.has(nameOf(path))) continue
    const entry = lock[path] as LockEntry
    const needs = { ...entry.dependencies, ...entry.optionalDependencies }
    for (const name of Object.keys(needs)) {
      const found = resolveIn(lock, path, name)
      if (found) queue.push(found)
      else if (!entry.optionalDependencies?.[name])
        throw new Error(`${nameOf(path)} needs ${name}, which package-lock.json does not hold`)
    }
  }
  return [...shipped].sort()
}
