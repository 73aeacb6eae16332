// Finds the Electron binary WITHOUT require('electron'): requiring the package starts a
// download when the binary is missing, which hangs or dies on machines without GitHub access
// (the binary comes from GitHub, not the npm registry). Shared by scripts/start.mjs and the
// Playwright electron target.
// CommonJS so that both Node's ESM scripts and Playwright's TypeScript loader can load it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict'
const { existsSync, readFileSync } = require('node:fs')
const { join, resolve } = require('node:path')

const PROJECT_ROOT = resolve(__dirname, '..')

/** The executable inside an Electron distribution folder, as electron's install.js names it. */
function platformExecutable(platform = process.platform) {
  if (platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron'
  if (platform === 'win32') return 'electron.exe'
  return 'electron'
}

/**
 * @param {{ env?: Record<string, string | undefined>, root?: string, platform?: NodeJS.Platform, exists?: (p: string) => boolean }} [options]
 * @returns {{ path: string, source: string } | { path: null, reason: string }}
 */
function findElectronBinary(options = {}) {
  const env = options.env ?? process.env
  const root = options.root ?? PROJECT_ROOT
  const platform = options.platform ?? process.platform
  const exists = options.exists ?? existsSync
  const packageDir = join(root, 'node_modules', 'electron')
  const pathFile = join(packageDir, 'path.txt')
  const recorded = exists(pathFile) ? readFileSync(pathFile, 'utf8').trim() : ''

  if (env.ELECTRON_EXEC_PATH) {
    if (exists(env.ELECTRON_EXEC_PATH)) {
      return { path: env.ELECTRON_EXEC_PATH, source: 'ELECTRON_EXEC_PATH' }
    }
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

module.exports = { PROJECT_ROOT, platformExecutable, findElectronBinary }
