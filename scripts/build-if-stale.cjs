// Builds the app with electron-vite when out/ is missing or older than any source, so
// `npm start` and `npm run start:web` always run what is in the checkout. Quiet unless the
// build fails. CommonJS so that Playwright's TypeScript loader can load it too.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict'
const { spawnSync } = require('node:child_process')
const { existsSync, mkdirSync, readdirSync, rmSync, statSync } = require('node:fs')
const { join } = require('node:path')
const { PROJECT_ROOT } = require('./electron-binary.cjs')

// With the bundles, the manifests of what each build took from node_modules, which the licence
// check reads (manifestFile in tools/licences/bundled.ts, the plugin that writes them).
const OUTPUTS = [
  'out/main/index.js',
  'out/main/web-host.js',
  'out/preload/index.js',
  'out/renderer/index.html',
  ...['main', 'preload', 'renderer'].map((b) => `node_modules/.cache/pazaak/shipped/${b}.json`),
]
const SOURCES = [
  'common',
  'main',
  'preload',
  'renderer',
  'assets',
  'electron.vite.config.ts',
  'tools/licences/bundled.ts',
  'package.json',
  'package-lock.json',
]
const SKIP = /(^|[\\/])(node_modules|\.git)$|\.test\.ts$/

function newestMtime(path) {
  if (!existsSync(path) || SKIP.test(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** True when a build is needed: an output is missing or a source changed after the build. */
function buildIsStale(root = PROJECT_ROOT) {
  const outputs = OUTPUTS.map((p) => join(root, p))
  if (!outputs.every((p) => existsSync(p))) return true
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs))
  return SOURCES.some((p) => newestMtime(join(root, p)) > built)
}

/** A lock older than this is left over from a build that died; it is taken over. */
const STALE_LOCK_MS = 10 * 60 * 1000

/**
 * Runs `fn` holding a lock folder beside out/ (mkdir is atomic), so two test files (or a test
 * and `npm start`) that find the build stale at once do not build over each other: the second
 * waits, then finds the build fresh. Waiting checks the lock again every 100 ms.
 */
function withBuildLock(root, fn) {
  const lock = join(root, 'node_modules', '.cache', 'pazaak-build.lock')
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true })
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      let age = 0
      try {
        age = Date.now() - statSync(lock).mtimeMs
      } catch {
        continue
      }
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(pause, 0, 0, 100)
    }
  }
  try {
    return fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Runs `electron-vite build` if needed; exits the process with its output when it fails. */
function buildIfStale(root = PROJECT_ROOT) {
  if (!buildIsStale(root)) return
  const failed = withBuildLock(root, () => build(root))
  if (failed) {
    process.stderr.write(failed.stdout ?? '')
    process.stderr.write(failed.stderr ?? '')
    console.error('The build failed (electron-vite build); see above.')
    process.exit(failed.status ?? 1)
  }
}

/** Builds unless another process just did; returns the failed run, or null. */
function build(root) {
  // Another process may have built while this one waited for the lock.
  if (!buildIsStale(root)) return null
  console.log('Building Pazaak…')
  const pkg = require(join(root, 'node_modules', 'electron-vite', 'package.json'))
  const bin = join(
    root,
    'node_modules',
    'electron-vite',
    typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['electron-vite'],
  )
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? null : result
}

module.exports = { buildIsStale, buildIfStale }
