// Finds the Electron binary WITHOUT require('electron'): requiring the package starts a
// download when the binary is missing, which hangs or dies on machines without GitHub access
// (ENVIRONMENT.md). Shared by scripts/start.mjs and the Playwright electron target.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** The executable inside an Electron distribution folder, as electron's install.js names it. */
export function platformExecutable(platform = process.platform) {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

/**
 * @param {{ env?: Record<string, string | undefined>, root?: string, platform?: NodeJS.Platform, exists?: (p: string) => boolean }} [options]
 * @returns {{ path: string, source: string } | { path: null, reason: string }}
 */
export function findElectronBinary(options = {}) {
  const env = options.env ?? process.env
  const root = options.root ?? PROJECT_ROOT
  const platform = options.platform ?? process.platform
  const exists = options.exists ?? existsSync
  const packageDir = join(root, 'node_modules', 'electron')
  const pathFile = join(packageDir, 'path.txt')
  const recorded = exists(pathFile) ? readFileSync(pathFile, 'utf8').trim() : ''

  if (env.ELECTRON_EXEC_PATH) {
    if (exists(env.ELECTRON_EXEC_PATH))
      return { path: env.ELECTRON_EXEC_PATH, source: 'ELECTRON_EXEC_PATH' }
    return {
      path: null,
      reason: `ELECTRON_EXEC_PATH points at ${env.ELECTRON_EXEC_PATH}, which does not exist`,
    }
  }
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const candidate = join(
      env.ELECTRON_OVERRIDE_DIST_PATH,
      recorded || platformExecutable(platform),
    )
    if (exists(candidate)) return { path: candidate, source: 'ELECTRON_OVERRIDE_DIST_PATH' }
    return {
      path: null,
      reason: `no Electron binary at ${candidate} (ELECTRON_OVERRIDE_DIST_PATH)`,
    }
  }
  if (recorded) {
    const candidate = join(packageDir, 'dist', recorded)
    if (exists(candidate)) return { path: candidate, source: 'node_modules/electron' }
    return { path: null, reason: `node_modules/electron names ${recorded} but it is not in dist/` }
  }
  return {
    path: null,
    reason: 'the Electron binary was never downloaded (node_modules/electron has no path.txt)',
  }
}
