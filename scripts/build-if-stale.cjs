// Builds the app with electron-vite when out/ is missing or older than any source, so
// `npm start` and `npm run start:web` always run what is in the checkout. Quiet unless the
// build fails. CommonJS so that Playwright's TypeScript loader can load it too.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict'
const { spawnSync } = require('node:child_process')
const { existsSync, readdirSync, statSync } = require('node:fs')
const { join } = require('node:path')
const { PROJECT_ROOT } = require('./electron-binary.cjs')

const OUTPUTS = [
  'out/main/index.js',
  'out/main/web-host.js',
  'out/preload/index.js',
  'out/renderer/index.html',
]
const SOURCES = ['main', 'preload', 'renderer', 'assets', 'electron.vite.config.ts', 'package.json']
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

/** Runs `electron-vite build` if needed; exits the process with its output when it fails. */
function buildIfStale(root = PROJECT_ROOT) {
  if (!buildIsStale(root)) return
  console.log('Building Pazaak…')
  const pkg = require(join(root, 'node_modules', 'electron-vite', 'package.json'))
  const bin = join(
    root,
    'node_modules',
    'electron-vite',
    typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['electron-vite'],
  )
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    console.error('The build failed (electron-vite build); see above.')
    process.exit(result.status ?? 1)
  }
}

module.exports = { buildIsStale, buildIfStale }
